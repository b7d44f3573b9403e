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
});
