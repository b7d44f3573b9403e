import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleTeamWithExportSurvey } from '../../helpers/console';
import { bearer, json } from '../../helpers/http';
import { parsePdf, squash } from '../../helpers/report-decoders';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * Shared results say less (issue 35): a share link's page, its CSV and its report files carry
 * no traits beside free text, breakdown groups under 5 people are hidden, and the report files
 * are served through a check of who asks — a live share link, the team's console session or
 * API credential — never from a year-long public cache, so revoking a link closes them.
 */
const mediaDir = mkdtempSync(join(tmpdir(), 'sfs-shared-media-'));
const service = useTestService({ ROLE: 'all', RATE_LIMITS_ENABLED: 'false', MEDIA_DIR: mediaDir, OUTBOX_POLL_MS: '20' });
const url = (path: string) => `${service().url}${path}`;
const TRAIT_VALUES = ['25-34', '35-44', '18-24', 'Female', 'Male'];

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  return json(res);
}

/** A team signed up in the console with a read key, the export fixture survey `n` and its rendered English reports. */
async function sharedSurvey(n: number) {
  const em = service().em();
  const { c, key, teamId, surveyId } = await consoleTeamWithExportSurvey(service().url, em, n, { tag: 'shared', name: 'Sam Share', teamName: 'Share Co' });
  const asked = await graphql('mutation($s: ID!, $t: ID!) { requestSurveyReports(surveyId: $s, teamId: $t, languages: ["en"]) }', { s: surveyId, t: teamId });
  expect(asked).toEqual({ data: { requestSurveyReports: ['en'] } });
  await waitFor(async () => ((await em.execute<{ n: number }[]>('select count(*)::int as n from surveys.reports where survey_id = ?', [surveyId]))[0].n === 3 ? true : null), {
    timeoutMs: 60_000,
    what: 'the reports rendered',
  });
  // A share link, made on the results page as an owner does.
  const made = await c.submit(`/console/results/${surveyId}`, `/console/results/${surveyId}/share`, {});
  expect(made.res.status).toBe(303);
  const page = (await c.get(`/console/results/${surveyId}`)).html;
  const token = /\/console\/shared\/([A-Za-z0-9_-]{43})"/.exec(page)![1];
  const linkId = /\/share\/([0-9a-f-]{36})\/revoke/.exec(page)![1];
  return { c, key, surveyId, token, linkId, page };
}

const pdfText = async (res: Response) => squash((await parsePdf(Buffer.from(await res.arrayBuffer()))).text);

describe('shared results say less', () => {
  it('the shared page, CSV and report carry no traits; small groups are hidden; the team still sees its own', async () => {
    const { c, surveyId, token, page: ownPage } = await sharedSurvey(420);
    const shared = await fetch(url(`/console/shared/${token}`));
    expect(shared.status).toBe(200);
    const html = await shared.text();
    // Owners filter by every group; a stranger by none of these (one person each, under 5).
    expect(ownPage).toContain('<option value="Age: 25-34">');
    expect(html).not.toContain('<select name="segment">');
    for (const v of TRAIT_VALUES) expect(html).not.toContain(v);
    // A filter asked for by hand is ignored: everyone's numbers, not one person's.
    const filtered = await (await fetch(url(`/console/shared/${token}?segment=${encodeURIComponent('Age: 25-34')}`))).text();
    expect(filtered).not.toContain('25-34');

    // The shared CSV: no trait columns in either layout; the team's own download keeps them.
    const long = await fetch(url(`/console/shared/${token}/export.csv?layout=long`));
    expect(long.status).toBe(200);
    const longCsv = await long.text();
    expect(longCsv.split('\n')[0]).toBe('respondent_id,response_id,question_id,question_number,question_type,question,answer,explanation,pinned,responded_at');
    expect(longCsv.split('\n').filter((l) => l.startsWith('rsd_')).length).toBe(15);
    const wideCsv = await (await fetch(url(`/console/shared/${token}/export.csv?layout=wide`))).text();
    expect(wideCsv.split('\n')[0].startsWith('respondent_id,responded_at,"Q1 ')).toBe(true);
    for (const v of TRAIT_VALUES) {
      expect(longCsv).not.toContain(v);
      expect(wideCsv).not.toContain(v);
    }
    const own = await (await fetch(url(`/console/results/${surveyId}/export.csv?layout=long`), { headers: { cookie: c.cookieHeader() } })).text();
    expect(own.split('\n')[0].endsWith(',responded_at,Age,Gender')).toBe(true);

    // The report the shared page links: private, checked, and its breakdown leaves out groups under 5.
    expect(html).toContain(`href="/console/shared/${token}/reports/report-en.pdf"`);
    expect(html).toContain(`<meta property="og:image" content="${url(`/console/shared/${token}/reports/report-en-preview.png`)}">`);
    const pdf = await fetch(url(`/console/shared/${token}/reports/report-en.pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-cache');
    const text = await pdfText(pdf);
    expect(text).toContain(squash('Sounds rich, "fancy" even'));
    expect(text).not.toContain(squash('Breakdown by'));
    for (const v of TRAIT_VALUES) expect(text).not.toContain(squash(v));
    const png = await fetch(url(`/console/shared/${token}/reports/report-en-preview.png`));
    expect([png.status, png.headers.get('content-type'), png.headers.get('cache-control')]).toEqual([200, 'image/png', 'private, no-cache']);
  }, 120_000);

  it('report files are closed with the link: revoked links, wrong tokens and the old public media URL get nothing', async () => {
    const { c, key, surveyId, token, linkId } = await sharedSurvey(421);
    const [{ storage_key: storageKey }] = await service()
      .em()
      .execute<{ storage_key: string }[]>(`select storage_key from surveys.reports where survey_id = ? and format = 'pdf'`, [surveyId]);
    // Report files are no longer public media: the storage URL is not served at all.
    expect((await fetch(url(`/media/${storageKey}`))).status).toBe(404);
    expect((await fetch(url(`/media/${storageKey.replace('reports/', '%72eports/')}`))).status).toBe(404);
    expect((await fetch(url(`/media//${storageKey}`))).status).toBe(403);

    // The owners' downloads: a console session, and v1's metadata URLs (signed `t`, or the key).
    const own = await fetch(url(`/console/results/${surveyId}/reports/report-en.pdf`), { headers: { cookie: c.cookieHeader() } });
    expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    expect((await fetch(url(`/console/results/${surveyId}/reports/report-en.pdf`), { redirect: 'manual' })).status).toBe(303);
    const meta = (await json(await fetch(url(`/v1/surveys/${surveyId}/exports`), { headers: bearer(key) }))).data;
    expect(meta.pdf).toEqual([{ url: expect.stringMatching(new RegExp(`/v1/surveys/${surveyId}/exports/reports/report-en\\.pdf\\?t=[\\w.-]+$`)), language: 'en' }]);
    const signed = new URL(meta.pdf[0].url as string);
    expect(signed.origin).toBe(new URL(service().url).origin);
    const byToken = await fetch(url(`${signed.pathname}${signed.search}`));
    expect([byToken.status, byToken.headers.get('content-type'), byToken.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'private, no-cache']);
    const byKey = await fetch(url(signed.pathname), { headers: bearer(key) });
    expect(byKey.status).toBe(200);
    const anonymous = await fetch(url(signed.pathname));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    expect((await fetch(url(`${signed.pathname.replace('report-en.pdf', 'report-fr.pdf')}`), { headers: bearer(key) })).status).toBe(404);
    expect((await fetch(url(`${signed.pathname.replace('report-en.pdf', 'package.json')}`), { headers: bearer(key) })).status).toBe(400);

    // Live link: open. Revoked: the page, its CSV and its report files all answer 404, and no row changed but the link's.
    expect((await fetch(url(`/console/shared/${token}/reports/report-en.pdf`))).status).toBe(200);
    const revoked = await c.submit(`/console/results/${surveyId}`, `/console/results/${surveyId}/share/${linkId}/revoke`, {});
    expect(revoked.res.status).toBe(303);
    for (const path of ['', '/export.csv', '/reports/report-en.pdf', '/reports/report-en-preview.png', '/reports/report-en.png']) {
      const res = await fetch(url(`/console/shared/${token}${path}`));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
    // A mangled token opens nothing either.
    expect((await fetch(url(`/console/shared/${token.slice(0, -1)}x/reports/report-en.pdf`))).status).toBe(404);
  }, 120_000);
});
