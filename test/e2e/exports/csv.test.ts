import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toPublicId } from '../../../platform/ids';
import { seedExportSurvey } from '../../helpers/export-fixture';
import { makeTeam } from '../../helpers/fixtures';
import { bearer, expectV1Error, expectV2Error } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const FIXTURES = new URL('../../fixtures/exports/', import.meta.url);

/** Compares with the committed fixture byte for byte (UPDATE_FIXTURES=1 rewrites it; review the diff). */
function expectFixture(name: string, body: Buffer) {
  const file = new URL(name, FIXTURES);
  if (process.env.UPDATE_FIXTURES === '1') writeFileSync(file, body);
  expect(body.equals(readFileSync(file)), `${name} differs from the fixture`).toBe(true);
}

/** The fixture survey number `n` (its ids derive from n, so each fixture file names one n). */
async function completedSurvey(n: number, opts: { status?: string } = {}) {
  const em = service().em();
  const t = await makeTeam(em);
  const key = await t.key(['read']);
  const { surveyId } = await seedExportSurvey(em, t.team.id, n, opts);
  return { t, key, surveyId };
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });
const body = async (res: Response) => {
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

const LONG_HEADER = 'respondent_id,response_id,question_id,question_number,question_type,question,answer,explanation,pinned,responded_at';
const WIDE_QUESTIONS =
  '"Q1 Which name feels ""premium"", if any?",Q1 explanation,Q2 Rank the flavours,Q2 explanation,"Q3 How likely, 0–10, are you to buy?",Q3 explanation,Q4 Anything else?,Q4 explanation,Q5 Which would you try?,Q5 explanation';

/**
 * The fixture survey `n` (stopped by the client, so it stays completed), after its respondent
 * 1 was flagged not_helpful through the v1 rating route: respondents 0 and 2 are valid, 1 is
 * rejected `flagged_not_helpful`, 3 was rejected by the `speeding` check when collected.
 */
async function surveyWithFlag(n: number) {
  const em = service().em();
  const t = await makeTeam(em);
  const key = await t.key(['read', 'write']);
  const { surveyId } = await seedExportSurvey(em, t.team.id, n, { stopped: true });
  /** The GUID of the respondent with this seq. */
  const respondent = (seq: number) => surveyId.replace(/-8000-000000000001$/, `-8300-00000000000${seq + 1}`);
  const flagged = surveyId.replace(/-8000-000000000001$/, '-8400-000000000006'); // respondent 1's first response
  const rate = await fetch(`${service().url}/v1/responses/${flagged}/rate`, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify({ rating: 'not_helpful' }),
  });
  expect(rate.status).toBe(200);
  return { key, surveyId, respondent };
}

/** Occurrences of `part` in the CSV text. */
const count = (csv: Buffer, part: string) => csv.toString('utf8').split(part).length - 1;

describe('GET /v1/surveys/{id}/exports/csv', () => {
  it('streams the long form (v2, default) byte for byte: quoting of commas, quotes, newlines; UTF-8; rejected respondents left out', async () => {
    const { key, surveyId } = await completedSurvey(1);
    const res = await get(`/v1/surveys/${surveyId}/exports/csv`, bearer(key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="survey-${surveyId}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectFixture('long-guid.csv', Buffer.from(await res.arrayBuffer()));
  });

  it('version=v1 gives the wide form, one row per respondent', async () => {
    const { key, surveyId } = await completedSurvey(2);
    const res = await get(`/v1/surveys/${surveyId}/exports/csv?version=v1`, bearer(key));
    expect(res.status).toBe(200);
    expectFixture('wide-guid.csv', Buffer.from(await res.arrayBuffer()));
  });

  it('409 until the survey has completed; 404 for another team’s survey; 400 for an unknown version', async () => {
    const { key, surveyId } = await completedSurvey(3, { status: 'in-progress' });
    await expectV1Error(await get(`/v1/surveys/${surveyId}/exports/csv`, bearer(key)), 409, 'Conflict');
    const other = await completedSurvey(4);
    await expectV1Error(await get(`/v1/surveys/${other.surveyId}/exports/csv`, bearer(key)), 404, 'Not Found');
    const bad = await get(`/v1/surveys/${other.surveyId}/exports/csv?version=v3`, bearer(other.key));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Bad Request',
      message: 'Invalid version: must be equal to one of the allowed values.',
      details: ['querystring.version must be equal to one of the allowed values'],
    });
  });
});

describe('GET /v1/surveys/{id}/exports/csv?status=all', () => {
  it('includes rejected respondents with status and rejection_reason before the trait columns (long) or after responded_at (wide); the default is unchanged', async () => {
    const { key, surveyId, respondent } = await surveyWithFlag(8);
    const long = await body(await get(`/v1/surveys/${surveyId}/exports/csv?status=all`, bearer(key)));
    expect(long.toString('utf8').split('\n')[0]).toBe(`${LONG_HEADER},status,rejection_reason,Age,Gender`);
    // Respondent 1's five responses, flagged; respondent 3's one, rejected at collection; ten valid.
    expect(count(long, `,2026-05-04T10:11:00.000Z,rejected,flagged_not_helpful,35-44,Male\n`)).toBe(5);
    expect(long.toString('utf8')).toContain(
      `${respondent(3)},${surveyId.replace(/-8000-000000000001$/, '-8400-000000000016')},${surveyId.replace(/-8000-000000000001$/, '-8100-000000000001')},1,single_select,"Which name feels ""premium"", if any?","Crème, brûlée","Too quick to read, rejected",false,2026-05-04T10:13:00.000Z,rejected,speeding,45-54,Male\n`,
    );
    expect(count(long, ',valid,,')).toBe(10);
    expectFixture('long-guid-all.csv', long);

    const wide = await body(await get(`/v1/surveys/${surveyId}/exports/csv?version=v1&status=all`, bearer(key)));
    expect(wide.toString('utf8').split('\n')[0]).toBe(`respondent_id,responded_at,status,rejection_reason,Age,Gender,${WIDE_QUESTIONS}`);
    expect(wide.toString('utf8')).toContain(`\n${respondent(1)},2026-05-04T10:11:00.000Z,rejected,flagged_not_helpful,35-44,Male,"Zest\nline"`);
    expect(wide.toString('utf8')).toContain(`\n${respondent(3)},2026-05-04T10:13:00.000Z,rejected,speeding,45-54,Male,"Crème, brûlée","Too quick to read, rejected",,,,,,,,\n`);
    expect(count(wide, ',valid,,')).toBe(2);
    expectFixture('wide-guid-all.csv', wide);

    // Without status (or with status=valid): today's columns, valid respondents only.
    const plain = await body(await get(`/v1/surveys/${surveyId}/exports/csv`, bearer(key)));
    expect(plain.equals(await body(await get(`/v1/surveys/${surveyId}/exports/csv?status=valid`, bearer(key))))).toBe(true);
    expect(plain.toString('utf8').split('\n')[0]).toBe(`${LONG_HEADER},Age,Gender`);
    expect(plain.toString('utf8')).not.toContain(respondent(1));
    expect(plain.toString('utf8')).not.toContain(respondent(3));
    expect(count(plain, `,2026-05-04T10:1`)).toBe(10);
    const plainWide = await body(await get(`/v1/surveys/${surveyId}/exports/csv?version=v1&status=valid`, bearer(key)));
    expect(plainWide.toString('utf8').split('\n')[0]).toBe(`respondent_id,responded_at,Age,Gender,${WIDE_QUESTIONS}`);
    expect(plainWide.toString('utf8')).not.toContain(respondent(1));
  });

  it('status travels beside the signed token t, like version', async () => {
    const { key, surveyId } = await surveyWithFlag(9);
    const meta = await fetch(`${service().url}/v1/surveys/${surveyId}/exports`, { headers: bearer(key) });
    expect(meta.status).toBe(200);
    const url = new URL(((await meta.json()) as { data: { csv: { url: string } } }).data.csv.url);
    expect(url.searchParams.get('t')).toBeTruthy();
    url.searchParams.set('status', 'all');
    const signed = await body(await get(`${url.pathname}${url.search}`));
    expect(signed.equals(await body(await get(`/v1/surveys/${surveyId}/exports/csv?status=all`, bearer(key))))).toBe(true);
    expect(count(signed, ',rejected,flagged_not_helpful,')).toBe(5);
  });

  it('400 for an unknown status', async () => {
    const { key, surveyId } = await completedSurvey(10);
    const bad = await get(`/v1/surveys/${surveyId}/exports/csv?status=rejected`, bearer(key));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Bad Request',
      message: 'Invalid status: must be equal to one of the allowed values.',
      details: ['querystring.status must be equal to one of the allowed values'],
    });
  });
});

describe('GET /v2/surveys/{id}/exports/csv', () => {
  it('streams v2 ids (rsd_, rsp_, qst_), long by default, wide on request', async () => {
    const { key, surveyId } = await completedSurvey(5);
    const id = toPublicId('srv', surveyId);
    const res = await get(`/v2/surveys/${id}/exports/csv`, bearer(key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${id}.csv"`);
    expectFixture('long-prefixed.csv', Buffer.from(await res.arrayBuffer()));
    const wide = await get(`/v2/surveys/${id}/exports/csv?layout=wide`, bearer(key));
    expect(wide.status).toBe(200);
    expectFixture('wide-prefixed.csv', Buffer.from(await wide.arrayBuffer()));
  });

  it('409 survey_not_completed; 404 resource_missing for another team; 400 for an unknown parameter', async () => {
    const { key, surveyId } = await completedSurvey(6, { status: 'in-progress' });
    await expectV2Error(await get(`/v2/surveys/${toPublicId('srv', surveyId)}/exports/csv`, bearer(key)), 409, 'invalid_request_error', 'survey_not_completed', 'id');
    const other = await completedSurvey(7);
    await expectV2Error(await get(`/v2/surveys/${toPublicId('srv', other.surveyId)}/exports/csv`, bearer(key)), 404, 'invalid_request_error', 'resource_missing', 'id');
    await expectV2Error(
      await get(`/v2/surveys/${toPublicId('srv', other.surveyId)}/exports/csv?format=xml`, bearer(other.key)),
      400,
      'invalid_request_error',
      'parameter_unknown',
      'format',
    );
  });

  it('status=all adds rejected respondents with status and rejection_reason, in both layouts; 400 for an unknown status', async () => {
    const { key, surveyId } = await surveyWithFlag(11);
    const id = toPublicId('srv', surveyId);
    const rsd = (seq: number) => `rsd_0190001100007000830000000000000${seq + 1}`;
    const long = await body(await get(`/v2/surveys/${id}/exports/csv?status=all`, bearer(key)));
    expect(long.toString('utf8').split('\n')[0]).toBe(`${LONG_HEADER},status,rejection_reason,Age,Gender`);
    expect(count(long, `,2026-05-04T10:11:00.000Z,rejected,flagged_not_helpful,35-44,Male\n`)).toBe(5);
    expect(count(long, `\n${rsd(1)},rsp_`)).toBe(5);
    expect(count(long, `,2026-05-04T10:13:00.000Z,rejected,speeding,45-54,Male\n`)).toBe(1);
    expect(count(long, ',valid,,')).toBe(10);
    expectFixture('long-prefixed-all.csv', long);

    const wide = await body(await get(`/v2/surveys/${id}/exports/csv?layout=wide&status=all`, bearer(key)));
    expect(wide.toString('utf8').split('\n')[0]).toBe(`respondent_id,responded_at,status,rejection_reason,Age,Gender,${WIDE_QUESTIONS}`);
    expect(wide.toString('utf8')).toContain(`\n${rsd(1)},2026-05-04T10:11:00.000Z,rejected,flagged_not_helpful,35-44,Male,"Zest\nline"`);
    expect(wide.toString('utf8')).toContain(`\n${rsd(3)},2026-05-04T10:13:00.000Z,rejected,speeding,45-54,Male,`);
    expect(count(wide, ',valid,,')).toBe(2);
    expectFixture('wide-prefixed-all.csv', wide);

    const plain = await body(await get(`/v2/surveys/${id}/exports/csv?layout=wide`, bearer(key)));
    expect(plain.equals(await body(await get(`/v2/surveys/${id}/exports/csv?layout=wide&status=valid`, bearer(key))))).toBe(true);
    expect(plain.toString('utf8').split('\n')[0]).toBe(`respondent_id,responded_at,Age,Gender,${WIDE_QUESTIONS}`);
    expect(plain.toString('utf8')).not.toContain(rsd(1));

    await expectV2Error(await get(`/v2/surveys/${id}/exports/csv?status=rejected`, bearer(key)), 400, 'invalid_request_error', 'parameter_invalid', 'status');
  });
});

describe('CSV status parameter in the OpenAPI documents', () => {
  it('is documented on both surfaces with its two values', async () => {
    for (const version of ['v1', 'v2']) {
      const doc = (await (await fetch(`${service().url}/${version}/openapi.json`)).json()) as any;
      const params = doc.paths[`/${version}/surveys/{id}/exports/csv`].get.parameters;
      expect(params.find((p: { in: string; name: string }) => p.in === 'query' && p.name === 'status').schema).toMatchObject({ enum: ['valid', 'all'], default: 'valid' });
    }
  });
});
