import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../../subgraphs/accounts/accounts.service';
import { seedExportSurvey } from '../../helpers/export-fixture';
import { makeTeam } from '../../helpers/fixtures';
import { toPublicId } from '../../../platform/ids';
import { bearer, expectV1Error, expectV2Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService({ RATE_LIMITS_ENABLED: 'false', PUBLIC_BASE_URL: 'https://api.example.test' });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });
/** A URL the metadata gave, fetched from the test service (PUBLIC_BASE_URL names a public host). */
const follow = (url: string) => get(url.replace('https://api.example.test', ''));

async function survey(n: number, opts: { status?: string } = {}) {
  const em = service().em();
  const t = await makeTeam(em);
  const key = await t.key(['read']);
  const { surveyId } = await seedExportSurvey(em, t.team.id, 100 + n, opts);
  return { t, key, surveyId };
}

/** A token signed like the service's own (the development secret), with the claims given. */
async function forge(claims: { sub: string; knd: string; res: string }, exp: number | null, secret = 'dev-download-token-secret-0123456789abcdef') {
  const jwt = new SignJWT({ knd: claims.knd, res: claims.res }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub);
  return (exp === null ? jwt : jwt.setExpirationTime(exp)).sign(new TextEncoder().encode(secret));
}

describe('GET /v1/surveys/{id}/exports', () => {
  it('gives a signed, short-lived CSV URL once completed, which downloads without an Authorization header', async () => {
    const { key, surveyId } = await survey(1);
    const res = await get(`/v1/surveys/${surveyId}/exports`, bearer(key));
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      success: true,
      data: {
        csv: {
          available: true,
          version: 'v2',
          url: expect.stringMatching(new RegExp(`^https://api\\.example\\.test/v1/surveys/${surveyId}/exports/csv\\?version=v2&t=[A-Za-z0-9_.-]+$`)),
        },
        pdf: [],
        png: [],
      },
    });
    const t = new URL(body.data.csv.url).searchParams.get('t')!;
    expect(t.length).toBeLessThanOrEqual(512);
    const csv = await follow(body.data.csv.url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\n')[0]).toBe(
      'respondent_id,response_id,question_id,question_number,question_type,question,answer,explanation,pinned,responded_at,Age,Gender',
    );
  });

  it('before completion: csv not available and the URL carries no token', async () => {
    const { key, surveyId } = await survey(2, { status: 'in-progress' });
    const body = await json(await get(`/v1/surveys/${surveyId}/exports`, bearer(key)));
    expect(body.data.csv).toEqual({ available: false, version: 'v2', url: `https://api.example.test/v1/surveys/${surveyId}/exports/csv?version=v2` });
  });

  it('another team’s survey is 404; no token is 401', async () => {
    const { surveyId } = await survey(3);
    const other = await survey(4);
    await expectV1Error(await get(`/v1/surveys/${surveyId}/exports`, bearer(other.key)), 404, 'Not Found');
    await expectV1Error(await get(`/v1/surveys/${surveyId}/exports`), 401, 'Unauthorized');
  });
});

describe('the signed CSV token t', () => {
  it('tampered, expired, without an expiry, for another survey, over 512 characters, or of a revoked key → 401; the header is not needed with a good one', async () => {
    const { key, surveyId } = await survey(5);
    const other = await survey(6);
    const url = (await json(await get(`/v1/surveys/${surveyId}/exports`, bearer(key)))).data.csv.url as string;
    const token = new URL(url).searchParams.get('t')!;
    const csvWith = (tok: string, id = surveyId) => get(`/v1/surveys/${id}/exports/csv?t=${encodeURIComponent(tok)}`);

    expect((await csvWith(token)).status).toBe(200);
    // One signature character changed.
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    await expectV1Error(await csvWith(`${token.slice(0, -2)}${last}${token.at(-1)}`), 401, 'Unauthorized');
    // Payload changed (another survey) with the old signature.
    const [h, , s] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ knd: 'api_key', res: `survey-csv:${other.surveyId}`, sub: 'x', exp: 9999999999 })).toString('base64url');
    await expectV1Error(await csvWith(`${h}.${otherPayload}.${s}`, other.surveyId), 401, 'Unauthorized');
    // A genuine token for this survey, used on another survey's URL.
    await expectV1Error(await csvWith(token, other.surveyId), 401, 'Unauthorized');
    // Expired a second ago, otherwise genuine.
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; knd: string; res: string };
    await expectV1Error(await csvWith(await forge(payload, Math.floor(Date.now() / 1000) - 1)), 401, 'Unauthorized');
    // Genuine in every claim but without an expiry: it would never stop working.
    await expectV1Error(await csvWith(await forge(payload, null)), 401, 'Unauthorized');
    // Signed with another secret.
    await expectV1Error(await csvWith(await forge(payload, Math.floor(Date.now() / 1000) + 60, 'another-secret-another-secret-another-secret')), 401, 'Unauthorized');
    // Too long for the spec's 512 characters.
    const long = await get(`/v1/surveys/${surveyId}/exports/csv?t=${'a'.repeat(513)}`);
    expect(long.status).toBe(401);
    // The key behind the token revoked: its tokens stop at once.
    const em = service().em();
    await revokeApiKey(em, payload.sub);
    await expectV1Error(await csvWith(token), 401, 'Unauthorized');
  });

  it('a v1 link opens the v2 CSV only for a credential v2 accepts: a scoped key’s yes, a v1 OAuth token’s or a legacy key’s no', async () => {
    const { t, key, surveyId } = await survey(7);
    const tokenOf = async (credential: string) =>
      new URL((await json(await get(`/v1/surveys/${surveyId}/exports`, bearer(credential)))).data.csv.url as string).searchParams.get('t')!;
    const v2csv = (tok: string) => get(`/v2/surveys/${toPublicId('srv', surveyId)}/exports/csv?t=${encodeURIComponent(tok)}`);
    const v1csv = (tok: string) => get(`/v1/surveys/${surveyId}/exports/csv?t=${encodeURIComponent(tok)}`);

    expect((await v2csv(await tokenOf(key))).status).toBe(200);
    // v2 does not accept OAuth tokens of the v1 API, by header or by a link made for one.
    const oauth = await tokenOf(await t.oauthToken());
    expect((await v1csv(oauth)).status).toBe(200);
    await expectV2Error(await v2csv(oauth), 401, 'authentication_error', 'authentication_required');
    // Nor legacy keys without scopes (403 as with the header).
    const legacy = await tokenOf(await t.key([]));
    expect((await v1csv(legacy)).status).toBe(200);
    await expectV2Error(await v2csv(legacy), 403, 'permission_error', 'api_key_unscoped');
  });
});

describe('the export service unavailable', () => {
  it('v1 502 {error, message}; v2 502 upstream_unavailable; nothing streamed', async () => {
    const { startTestService } = await import('../../helpers/service');
    const broken = await startTestService({ RATE_LIMITS_ENABLED: 'false', FAULT_POINTS: 'exports.csv' });
    try {
      const em = broken.em();
      const t = await makeTeam(em);
      const key = await t.key(['read']);
      const { surveyId } = await seedExportSurvey(em, t.team.id, 120);
      const v1 = await fetch(`${broken.url}/v1/surveys/${surveyId}/exports/csv`, { headers: bearer(key) });
      expect(v1.status).toBe(502);
      expect(await v1.json()).toEqual({ error: 'Bad Gateway', message: 'The export service is unavailable; retry with backoff.' });
      const v2 = await fetch(`${broken.url}/v2/surveys/srv_${surveyId.replaceAll('-', '')}/exports/csv`, { headers: bearer(key) });
      expect(v2.status).toBe(502);
      expect(await v2.json()).toEqual({
        error: { type: 'api_error', code: 'upstream_unavailable', message: 'The export service is unavailable; retry with backoff.' },
        requestId: v2.headers.get('x-request-id'),
      });
    } finally {
      await broken.shutdown();
    }
  });
});
