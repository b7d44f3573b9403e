import { expect } from 'vitest';

export const REQ_ID = /^req_[0-9a-f]{32}$/;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the v2 error envelope exactly and that requestId equals X-Request-Id. */
export async function expectV2Error(res: Response, status: number, type: string, code: string, param?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toMatch(REQ_ID);
  const body = (await res.json()) as { error: { message: string } };
  expect(body).toEqual({ error: { type, code, message: expect.any(String), ...(param ? { param } : {}) }, requestId });
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

/** A v2 error that carries fields of its own (402 shortfall, 409 quotes): the envelope, then the body to inspect. */
export async function expectV2ErrorWithExtras(res: Response, status: number, type: string, code: string) {
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(body.error).toMatchObject({ type, code, message: expect.any(String) });
  expect(body.requestId).toBe(res.headers.get('x-request-id'));
  return body;
}

/** Asserts the v1 `{error, message}` body exactly. */
export async function expectV1Error(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
  const body = (await res.json()) as { message: string };
  expect(body).toEqual({ error, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
}

/** A JSON request function for e2e tests: method, path, bearer key (or null), body, extra headers. */
export function apiClient(baseUrl: () => string) {
  return (method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...(key ? bearer(key) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
}

/** A response body as loosely typed JSON (tests assert its exact shape). */
export const json = async (res: Response) => (await res.json()) as any;
