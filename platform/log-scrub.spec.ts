import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createScrubber, luhnValid, scrubSecrets } from './log-scrub';

const API_KEY = `sk_live_${'Ab3_-'.repeat(8)}`;
const TEST_KEY = `sk_test_${'Zz9'.repeat(13)}x`;
const OAUTH = `oat_${'q'.repeat(40)}`;
const OPERATOR = `op_${'R2d2-'.repeat(8)}`;
const WEBHOOK_SECRET = `whsec_${'s3cr3t'.repeat(7)}x`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJrZXlfMSIsInJlcyI6InN1cnZleS1jc3Y6MSJ9.c2lnbmF0dXJlLWJ5dGVz';

/** Logs through a real service logger into an array of parsed lines. */
function capture(secrets: string[] = []) {
  const lines: string[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(s) }, secrets });
  return { log, lines, text: () => lines.join('') };
}

describe('scrubSecrets', () => {
  it.each([
    ['a live API key', `key ${API_KEY} used`, 'key sk_live_[redacted] used'],
    ['a test API key', `"${TEST_KEY}"`, '"sk_test_[redacted]"'],
    ['an OAuth token', `token=${OAUTH}`, 'token=oat_[redacted]'],
    ['an operator token', `presented ${OPERATOR}.`, 'presented op_[redacted].'],
    ['a webhook secret', `{"secret":"${WEBHOOK_SECRET}"}`, '{"secret":"whsec_[redacted]"}'],
    ['a bearer credential of any shape', 'Authorization: Bearer some-opaque-token-123', 'Authorization: Bearer [redacted]'],
    ['the CSV download token', `/v1/surveys/1/exports/csv?version=v2&t=${JWT}&x=1`, '/v1/surveys/1/exports/csv?version=v2&t=[redacted]&x=1'],
    ['a login token parameter', '/admin/login?token=abc.def-ghi', '/admin/login?token=[redacted]'],
    ['a JWT outside a query string', `bad token ${JWT}`, 'bad token [redacted]'],
    ['a card number', 'card 4242424242424242 declined', 'card [redacted] declined'],
    ['a grouped card number', 'card 4000 0025 0000 3155', 'card [redacted]'],
    ['an Amex number', '378282246310005', '[redacted]'],
  ])('redacts %s', (_what, input, expected) => {
    expect(scrubSecrets(input)).toBe(expected);
  });

  it.each([
    ['ids and request ids', '{"requestId":"req_0123456789abcdef0123456789abcdef","id":"srv_0190f0a1b2c37d4e8f90a1b2c3d4e5f6"}'],
    ['a uuid', '01890a5d-ac96-7000-8000-000000000000'],
    ['short prefixed words', 'op_count sk_test_sandbox whsec_x'],
    ['words that contain a prefix', 'develop_branch_name_here task_queue_backlog'],
    ['a 16-digit number that fails Luhn', '4242424242424241'],
    ['an epoch in milliseconds', '{"at":1700000000000}'],
    ['an ISO time', '"time":"2026-01-02T03:04:05.678Z"'],
    ['a route pattern', '/v1/surveys/:id/exports/csv'],
    ['an empty string', ''],
  ])('leaves %s alone', (_what, input) => {
    expect(scrubSecrets(input)).toBe(input);
  });

  it('keeps a JSON line parseable', () => {
    const line = JSON.stringify({ url: `/x?t=${JWT}`, msg: `a "quoted" ${API_KEY}\\`, nested: { a: [WEBHOOK_SECRET] } });
    expect(JSON.parse(scrubSecrets(line))).toEqual({ url: '/x?t=[redacted]', msg: 'a "quoted" sk_live_[redacted]\\', nested: { a: ['whsec_[redacted]'] } });
  });

  it('replaces configured secrets of no fixed shape by value, ignoring short ones', () => {
    const scrub = createScrubber(['op-config-token-for-tests-0123456789abcdef', 'short', undefined]);
    expect(scrub('x op-config-token-for-tests-0123456789abcdef y short')).toBe('x [redacted] y short');
  });

  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('the service logger', () => {
  it('scrubs messages, fields at any depth, child bindings and logged errors', () => {
    const { log, lines, text } = capture();
    const err = new Error(`rejected ${API_KEY}`);
    log.child({ requestId: 'req_1', presented: OAUTH }).error({ err, deep: { a: { b: { c: { d: [`Bearer ${OPERATOR}`] } } } } }, `failed for ${WEBHOOK_SECRET}`);
    for (const secret of [API_KEY, OAUTH, OPERATOR, WEBHOOK_SECRET]) expect(text()).not.toContain(secret);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: 'error', requestId: 'req_1', msg: 'failed for whsec_[redacted]', err: { message: 'rejected sk_live_[redacted]' } });
    expect(line.err.stack).toContain('rejected sk_live_[redacted]');
  });

  it('redacts the known paths whatever their value', () => {
    const { log, lines } = capture();
    log.info({ req: { headers: { authorization: 'Basic dXNlcjpwYXNz', 'x-internal-token': 'internal' } }, card: { number: '4242424242424242', cvc: '123' }, secret: 'plain' });
    expect(JSON.parse(lines[0])).toMatchObject({ req: { headers: { authorization: '[redacted]', 'x-internal-token': '[redacted]' } }, card: '[redacted]', secret: '[redacted]' });
  });

  it('writes ISO times, level names and the service on every line', () => {
    const { log, lines } = capture();
    log.info('hello');
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), service: 'survey-feedback', msg: 'hello' });
  });

  // Every line pays for the scan: about half a microsecond for a typical 250-400 byte line
  // (pino itself spends about as much serializing it). The bound is loose for slow CI machines.
  it('costs a few microseconds per line at most', () => {
    const scrub = createScrubber(['op-config-token-for-tests-0123456789abcdef']);
    const line = JSON.stringify({
      level: 'info',
      time: new Date().toISOString(),
      service: 'survey-feedback',
      requestId: 'req_0123456789abcdef0123456789abcdef',
      queue: 'collection',
      job: 'collection.run',
      jobId: 'collect-01890a5d-ac96-7000-8000-000000000000-10',
      method: 'POST',
      url: '/v2/surveys/:id/publish',
      status: 200,
      ms: 42,
      msg: 'request',
    });
    for (let i = 0; i < 5_000; i++) scrub(line);
    const n = 20_000;
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) scrub(line);
    const nsPerLine = Number(process.hrtime.bigint() - start) / n;
    expect(nsPerLine).toBeLessThan(10_000);
  });
});
