import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePdf, pngStats, squash } from '../../helpers/report-decoders';
import { seedExportSurvey } from '../../helpers/export-fixture';
import { makeTeam } from '../../helpers/fixtures';
import { bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

const mediaDir = mkdtempSync(join(tmpdir(), 'sfs-media-'));
const service = useTestService({ ROLE: 'all', RATE_LIMITS_ENABLED: 'false', MEDIA_DIR: mediaDir, PUBLIC_BASE_URL: 'https://api.example.test' });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });
const local = (url: string) => url.replace('https://api.example.test', '');

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  return json(res);
}

const PROMPTS = ['Which name feels "premium", if any?', 'Rank the flavours', 'How likely, 0–10, are you to buy?', 'Anything else?', 'Which would you try?'];

describe('PDF and PNG reports', () => {
  it('renders on demand in the languages asked for; metadata lists them; the files are served with their content types', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const key = await t.key(['read']);
    const { surveyId } = await seedExportSurvey(em, t.team.id, 200);

    const asked = await graphql('mutation($s: ID!, $t: ID!, $l: [String!]!) { requestSurveyReports(surveyId: $s, teamId: $t, languages: $l) }', {
      s: surveyId,
      t: t.team.id,
      l: ['en', 'zh'],
    });
    expect(asked).toEqual({ data: { requestSurveyReports: ['en', 'zh'] } });

    const meta = await waitFor(
      async () => {
        const body = await json(await get(`/v1/surveys/${surveyId}/exports`, bearer(key)));
        return body.data.png.length === 4 ? body.data : null;
      },
      { timeoutMs: 60_000, what: 'reports rendered' },
    );
    expect(meta.pdf).toEqual([
      // Served through the same check as the CSV: its signed token `t`, or the Authorization header.
      { url: expect.stringMatching(new RegExp(`^https://api\\.example\\.test/v1/surveys/${surveyId}/exports/reports/report-en\\.pdf\\?t=[\\w.-]+$`)), language: 'en' },
      { url: expect.stringMatching(/\/report-zh\.pdf\?t=[\w.-]+$/), language: 'zh' },
    ]);
    expect(meta.png.map((p: { language: string; isPreview: boolean }) => [p.language, p.isPreview])).toEqual([
      ['en', false],
      ['en', true],
      ['zh', false],
      ['zh', true],
    ]);

    const pdfRes = await get(local(meta.pdf[0].url));
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(pdfRes.headers.get('x-content-type-options')).toBe('nosniff');
    // Checked on every request, so no shared cache keeps it (issue 35).
    expect(pdfRes.headers.get('cache-control')).toBe('private, no-cache');
    const pdf = await parsePdf(Buffer.from(await pdfRes.arrayBuffer()));
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    const text = squash(pdf.text);
    expect(text).toContain(squash('Snack names, "premium" edition'));
    for (const prompt of PROMPTS) expect(text).toContain(squash(prompt));
    // Q1: three valid answers, one each: 33.3% apiece, no winner; an explanation is quoted.
    expect(text).toContain('33.3%');
    expect(text).toContain(squash('Sounds rich, "fancy" even'));
    const page = pngStats(await pdf.renderPage(1));
    expect(page.inkRatio).toBeGreaterThan(0.01);
    expect(page.distinctColours).toBeGreaterThan(2);

    const pngRes = await get(local(meta.png[0].url));
    expect(pngRes.status).toBe(200);
    expect(pngRes.headers.get('content-type')).toBe('image/png');
    const full = pngStats(Buffer.from(await pngRes.arrayBuffer()));
    expect(full.width).toBeGreaterThan(600);
    expect(full.inkRatio).toBeGreaterThan(0.01);
    const preview = pngStats(Buffer.from(await (await get(local(meta.png[1].url))).arrayBuffer()));
    expect([preview.width, preview.height]).toEqual([1200, 630]);
    expect(preview.inkRatio).toBeGreaterThan(0.01);

    // The Chinese PDF carries the same prompts (the data is the survey's) with Chinese labels.
    const zh = await parsePdf(Buffer.from(await (await get(local(meta.pdf[1].url))).arrayBuffer()));
    expect(squash(zh.text)).toContain(squash(PROMPTS[0]));
  });

  it('refuses an unknown language and a survey that has not completed', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const { surveyId } = await seedExportSurvey(em, t.team.id, 201, { status: 'in-progress' });
    const notDone = await graphql('mutation($s: ID!, $t: ID!) { requestSurveyReports(surveyId: $s, teamId: $t, languages: ["en"]) }', { s: surveyId, t: t.team.id });
    expect(notDone.errors[0].extensions.code).toBe('survey_not_completed');
    const done = await seedExportSurvey(em, t.team.id, 202);
    const bad = await graphql('mutation($s: ID!, $t: ID!) { requestSurveyReports(surveyId: $s, teamId: $t, languages: ["fr"]) }', { s: done.surveyId, t: t.team.id });
    expect(bad.errors[0].extensions.code).toBe('invalid_report_language');
  });

  it('media paths outside the media directory are not served', async () => {
    expect((await get('/media/../package.json')).status).toBe(404);
    expect((await get('/media/reports/nope.pdf')).status).toBe(404);
  });
});
