import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../platform/ids';
import { recordPanelSubmission } from '../../subgraphs/surveys/fieldwork/collection/collection.service';
import { grant } from '../helpers/billing';
import { makeTeam } from '../helpers/fixtures';
import { apiClient, expectV2Error, json, REQ_ID } from '../helpers/http';
import { useTestService } from '../helpers/service';

/**
 * Input no route can store or route must end in a 4xx in the surface's envelope, never a 5xx
 * (issue 16, section 2). The property-based walk over both OpenAPI documents is fuzz.test.ts.
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);

const NUL = 'a\u0000b';
const GUID = '01970000-0000-7000-8000-000000000001';

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write', 'spend']) };
}

const v2Draft = (extra: Record<string, unknown> = {}, question: Record<string, unknown> = {}) => ({
  name: 'Edge test',
  questions: [{ type: 'head_to_head', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }], ...question }],
  ...extra,
});
const v1Draft = (extra: Record<string, unknown> = {}) => ({
  name: 'Edge test',
  questions: [{ type: 'head_to_head', prompt: 'Which name?', options: [{ value: 'Nova' }, { value: 'Orbit' }] }],
  ...extra,
});

/** v1 validation failure: `{error, message, details}` with X-Request-Id. */
async function expectV1Invalid(res: Response, mentions?: string) {
  expect(res.status).toBe(400);
  expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
  const body = await json(res);
  expect(body).toEqual({ error: 'Bad Request', message: expect.any(String), details: [expect.any(String)] });
  if (mentions) expect(body.message).toContain(mentions);
}

/** A survey published through v2 with one recorded respondent: its v1 survey GUID and response GUID. */
async function surveyWithResponse() {
  const t = await team();
  const draft = await json(await api('POST', '/v2/surveys', t.full, { name: 'Edge', sampleSize: 10, questions: [{ type: 'rating', prompt: 'How hungry?' }] }));
  await grant(service().em(), t.team.id, draft.cost.credits + 5);
  expect((await api('POST', `/v2/surveys/${draft.id}/publish`, t.full, undefined, { 'idempotency-key': 'edge' })).status).toBe(200);
  const surveyId = fromPublicId('srv', draft.id)!;
  const { responseIds } = await recordPanelSubmission(service().em(), surveyId, {
    panelRespondentId: 'edge-1',
    traits: [{ trait: 'Age', value: '18-24' }],
    answers: [{ questionId: fromPublicId('qst', draft.questions[0].id)!, answer: { score: 7 }, explanation: 'hungry' }],
  });
  return { key: t.full, surveyId, responseId: responseIds[0] };
}

describe('text with NUL, other C0 controls or lone surrogates', () => {
  it('v2: 400 parameter_invalid naming the field, for every text field of a draft', async () => {
    const t = await team();
    const cases: [unknown, string][] = [
      [v2Draft({ name: NUL }), 'name'],
      [v2Draft({}, { prompt: NUL }), 'questions.0.prompt'],
      [v2Draft({ surveyIntent: NUL }), 'surveyIntent'],
      [v2Draft({}, { options: [{ label: NUL }, { label: 'Red' }] }), 'questions.0.options.0.label'],
      [v2Draft({ externalId: 'x\u001by' }), 'externalId'],
      [v2Draft({ name: 'lone \ud800 surrogate' }), 'name'],
      [v2Draft({ name: 'x\udc00' }), 'name'],
    ];
    for (const [body, param] of cases) {
      await expectV2Error(await api('POST', '/v2/surveys', t.full, body), 400, 'invalid_request_error', 'parameter_invalid', param);
    }
    const created = await json(await api('POST', '/v2/surveys', t.full, v2Draft()));
    await expectV2Error(await api('PATCH', `/v2/surveys/${created.id}`, t.full, { name: NUL }), 400, 'invalid_request_error', 'parameter_invalid', 'name');
    await expectV2Error(await api('GET', `/v2/surveys?cursor=${encodeURIComponent(NUL)}`, t.full), 400, 'invalid_request_error', 'parameter_invalid', 'cursor');
  });

  it('tab, line feed, carriage return and well-formed astral characters are kept', async () => {
    const t = await team();
    const res = await api('POST', '/v2/surveys', t.full, v2Draft({ name: 'tab\there\r\nnext 😀' }));
    expect(res.status).toBe(200);
    expect((await json(res)).name).toBe('tab\there\r\nnext 😀');
  });

  it('v1: 400 in the route’s envelope for surveys, projects, tags, filters, ratings and follow-ups', async () => {
    const t = await team();
    const create = await api('POST', '/v1/surveys', t.full, v1Draft({ name: NUL }));
    expect(create.status).toBe(400);
    expect(await json(create)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'parameter_invalid',
      param: 'name',
      message: expect.any(String),
      details: [expect.any(String)],
    });

    await expectV1Invalid(await api('POST', '/v1/projects', t.full, { name: NUL }), 'name');
    await expectV1Invalid(await api('POST', '/v1/tags', t.full, { name: NUL }), 'name');
    for (const query of ['text', 'externalId', 'audiences']) {
      await expectV1Invalid(await api('GET', `/v1/surveys?${query}=${encodeURIComponent(NUL)}`, t.full), query);
    }
    await expectV1Invalid(await api('GET', `/v1/tags?search=${encodeURIComponent(NUL)}`, t.full), 'search');

    const s = await surveyWithResponse();
    await expectV1Invalid(await api('POST', `/v1/responses/${s.responseId}/rate`, s.key, { rating: 'helpful', comment: NUL }), 'comment');
    await expectV1Invalid(await api('POST', `/v1/surveys/${s.surveyId}/responses/${s.responseId}/followup`, s.key, { question: NUL }), 'question');
    await expectV1Invalid(await api('POST', `/v1/surveys/${s.surveyId}/responses/${s.responseId}/followup`, s.key, { question: 'why \ud83d?' }), 'question');
  });
});

describe('numbers and ids that passed validation and then failed', () => {
  it('v2 sampleSize beyond GraphQL’s Int is 400 parameter_invalid', async () => {
    const t = await team();
    for (const sampleSize of [2 ** 31, 2 ** 53]) {
      await expectV2Error(await api('POST', '/v2/surveys', t.full, v2Draft({ sampleSize })), 400, 'invalid_request_error', 'parameter_invalid', 'sampleSize');
    }
  });

  it('a query number Ajv coerces to Infinity ("1e309", "Infinity") is 400 naming it, on both surfaces', async () => {
    const t = await team();
    for (const limit of ['1e309', 'Infinity', '-1e400']) {
      await expectV2Error(await api('GET', `/v2/surveys?limit=${limit}`, t.full), 400, 'invalid_request_error', 'parameter_invalid', 'limit');
      await expectV1Invalid(await api('GET', `/v1/surveys?page=${limit}`, t.full), 'page');
    }
  });

  it('v1 ids of the form urn:uuid:<guid> are not survey ids: 400 on GET, DELETE and exports', async () => {
    const t = await team();
    for (const [method, path] of [
      ['GET', ''],
      ['DELETE', ''],
      ['GET', '/exports'],
      ['GET', '/exports/csv'],
    ]) {
      await expectV1Invalid(await api(method, `/v1/surveys/urn:uuid:${GUID}${path}`, t.full));
    }
  });
});

/** One raw HTTP/1.1 exchange (fetch refuses to send some of these requests): status, headers, body. */
function rawRequest(head: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = new URL(service().url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.on('data', (d) => (data += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [top, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${head}Host: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

function expectV2Raw(res: { status: number; headers: Record<string, string>; body: string }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-request-id']).toMatch(REQ_ID);
  const body = JSON.parse(res.body);
  expect(body).toEqual({ error: { type: 'invalid_request_error', code: 'parameter_invalid', message: expect.any(String) }, requestId: res.headers['x-request-id'] });
  return body;
}

function expectV1Raw(res: { status: number; headers: Record<string, string>; body: string }, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-request-id']).toMatch(REQ_ID);
  const body = JSON.parse(res.body);
  expect(body).toEqual({ error, message: expect.any(String) });
  return body;
}

describe('errors raised before routing carry X-Request-Id and the surface’s envelope', () => {
  it('bad percent-encoding in the path: 400', async () => {
    const t = await team();
    const v2 = await api('GET', '/v2/surveys/%E0%A4%A', t.full);
    expect(v2.status).toBe(400);
    await expectV2Error(v2, 400, 'invalid_request_error', 'parameter_invalid');
    const v1 = await api('GET', '/v1/surveys/%zz', t.full);
    expect(v1.status).toBe(400);
    expect(v1.headers.get('x-request-id')).toMatch(REQ_ID);
    expect(await json(v1)).toEqual({ error: 'Bad Request', message: expect.any(String) });
    const media = await rawRequest('GET /media/%zz HTTP/1.1\r\n');
    expect([media.status, media.headers['content-type'], media.body]).toEqual([400, 'text/plain; charset=utf-8', expect.stringMatching(/^Bad Request: The URL path is not valid/)]);
  });

  it('a path parameter over 100 characters: 414, and the message does not echo the path', async () => {
    const t = await team();
    const long = 'x'.repeat(101);
    const v2 = await api('GET', `/v2/surveys/${long}`, t.full);
    expect(v2.status).toBe(414);
    expect(v2.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(v2);
    expect(body).toEqual({ error: { type: 'invalid_request_error', code: 'parameter_invalid', message: expect.any(String) }, requestId: v2.headers.get('x-request-id') });
    expect(body.error.message).not.toContain(long);
    const v1 = await api('GET', `/v1/surveys/${long}`, t.full);
    expect(v1.status).toBe(414);
    expect(v1.headers.get('x-request-id')).toMatch(REQ_ID);
    const v1Body = await json(v1);
    expect(v1Body).toEqual({ error: 'URI Too Long', message: expect.any(String) });
    expect(v1Body.message).not.toContain(long);
  });

  it('unknown routes answer in the envelope of the path’s surface, on /v1 itself too', async () => {
    for (const path of ['/v1', '/v1/', '/v1/nothing-here']) {
      const res = await api('GET', path, null);
      expect([res.status, res.headers.get('x-request-id')]).toEqual([404, expect.stringMatching(REQ_ID)]);
      expect(await json(res)).toEqual({ error: 'Not Found', message: expect.any(String) });
    }
    for (const path of ['/v2', '/v2/nothing-here', '/nothing-here']) {
      await expectV2Error(await api('GET', path, null), 404, 'invalid_request_error', 'resource_missing');
    }
  });

  it('request headers over 16 KB: 431 from the HTTP server, in the envelope of the path’s surface', async () => {
    const big = `X-Big: ${'b'.repeat(17 * 1024)}\r\n`;
    expectV2Raw(await rawRequest(`GET /v2/me HTTP/1.1\r\n${big}`), 431);
    expectV1Raw(await rawRequest(`GET /v1/users/me HTTP/1.1\r\n${big}`), 431, 'Request Header Fields Too Large');
  });

  it('a request line over the header limit (a 100 KB query string): 431 in the envelope of the path’s surface, over a raw socket', async () => {
    const query = `?q=${'a'.repeat(100 * 1024)}`;
    expectV2Raw(await rawRequest(`GET /v2/surveys${query} HTTP/1.1\r\n`), 431);
    expectV1Raw(await rawRequest(`GET /v1/surveys${query} HTTP/1.1\r\n`), 431, 'Request Header Fields Too Large');
    const other = await rawRequest(`GET /console/surveys${query} HTTP/1.1\r\n`);
    expect([other.status, other.headers['content-type'], other.headers['x-request-id']]).toEqual([431, 'text/plain; charset=utf-8', expect.stringMatching(REQ_ID)]);
    expect(other.body).toBe(`Request Header Fields Too Large: The request line and headers are larger than 16 KB. Request id: ${other.headers['x-request-id']}\n`);
  });

  it('a request line over the header limit through fetch: 431 with X-Request-Id in the envelope', async () => {
    const query = `?q=${'a'.repeat(100 * 1024)}`;
    const v2 = await fetch(`${service().url}/v2/surveys${query}`);
    await expectV2Error(v2, 431, 'invalid_request_error', 'parameter_invalid');
    const v1 = await fetch(`${service().url}/v1/surveys${query}`);
    expect([v1.status, v1.headers.get('x-request-id')]).toEqual([431, expect.stringMatching(REQ_ID)]);
    expect(await json(v1)).toEqual({ error: 'Request Header Fields Too Large', message: expect.any(String) });
  });

  it('a malformed request line or header: 400 from the HTTP server, with X-Request-Id', async () => {
    expectV2Raw(await rawRequest('GET /v2/me HTTP/1.1\r\nX-Bad: a\u0000b\r\n'), 400);
    expectV1Raw(await rawRequest('GET /v1/users/me HTTP/1.1\r\nX-Bad: a\u0000b\r\n'), 400, 'Bad Request');
  });
});
