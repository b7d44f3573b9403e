/**
 * The v2 calls the embedded tests make, each with a deadline: a request that gets no answer
 * within REQUEST_TIMEOUT_MS counts as hung (the bug this tier guards against), not as slow.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const SAMPLE_SIZE = 10;

export class HungRequest extends Error {}

export interface Answer {
  status: number;
  body: any;
}

export async function call(baseUrl: string, method: string, path: string, key: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') throw new HungRequest(`${method} ${path}: no answer within ${REQUEST_TIMEOUT_MS} ms`);
    throw err;
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A test-mode team with a read+write+spend key and `credits` granted, made with the CLI. */
export async function paidTeam(cli: (...args: string[]) => Promise<any>, credits: number) {
  const team = await cli('team', 'create', '--name', 'Embedded Research');
  const key = await cli('key', 'create', '--team', team.id, '--name', 'tests', '--test');
  await cli('credits', 'grant', '--team', team.id, '--credits', String(credits), '--test');
  return { teamId: team.id as string, key: key.secret as string };
}

/** A draft of SAMPLE_SIZE respondents; returns its srv_ id. */
export async function draft(baseUrl: string, key: string, n: number): Promise<string> {
  const res = await call(baseUrl, 'POST', '/v2/surveys', key, {
    name: `Embedded ${n}`,
    sampleSize: SAMPLE_SIZE,
    questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] }],
  });
  if (res.status !== 200) throw new Error(`POST /v2/surveys answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const publish = (baseUrl: string, key: string, id: string, idempotencyKey: string) =>
  call(baseUrl, 'POST', `/v2/surveys/${id}/publish`, key, undefined, { 'idempotency-key': idempotencyKey });

/** Credits the team holds (test wallet: the key is a test key). */
export async function balance(baseUrl: string, key: string): Promise<number> {
  const res = await call(baseUrl, 'GET', '/v2/credit-balance', key);
  if (res.status !== 200) throw new Error(`GET /v2/credit-balance answered ${res.status}`);
  return res.body.credits;
}

/** Status and count of each survey. */
export async function progress(baseUrl: string, key: string, ids: string[]): Promise<{ status: string; numResponses: number }[]> {
  return Promise.all(
    ids.map(async (id) => {
      const res = await call(baseUrl, 'GET', `/v2/surveys/${id}`, key);
      if (res.status !== 200) throw new Error(`GET /v2/surveys/${id} answered ${res.status}`);
      return { status: res.body.status, numResponses: res.body.numResponses };
    }),
  );
}

/** Sums in hundredths, so float drift never decides an exact comparison. */
export const sumCredits = (xs: number[]) => xs.reduce((a, x) => a + Math.round(x * 100), 0) / 100;
