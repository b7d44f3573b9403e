import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, get as httpGet, type Server } from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, describe, expect, it } from 'vitest';
import { newId, toPublicId } from '../../../platform/ids';
import { createApiKey, revokeApiKey } from '../../../subgraphs/accounts/accounts.service';
import { recordWebhookEvent, type WebhookEventType } from '../../../subgraphs/webhooks';
import { submitCard } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, expectV2Error, json, REQ_ID } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { deliveringTo, startReceiver } from '../../helpers/webhook-receiver';
import { startTcpProxy } from '../../helpers/tcp-proxy';

/**
 * `npm run cli -- listen --forward-to …` and the stream behind it (GET /v2/webhook-events/stream):
 * the CLI as a real child process forwarding a team's test-mode events (a credit pack bought
 * through the sandbox, a survey completed on the simulated panel, a test event) to a local
 * receiver that verifies each with the Stripe SDK; then the stream's own rules over raw SSE.
 */
const endpointReceiver = await startReceiver();
afterAll(() => endpointReceiver.close());
const service = useTestService(deliveringTo(endpointReceiver, { COLLECTION_BATCH_SIZE: '100', COLLECTION_INTERVAL_MS: '0' }));
const api = apiClient(() => service().url);
const stripe = new Stripe('sk_test_verifier', { telemetry: false });
const SIGNATURE = /^t=\d{10},v1=[0-9a-f]{64}$/;
const WHSEC = /^whsec_[A-Za-z0-9_-]{43}$/;
const SESSION = /^[0-9a-f]{32}$/;

async function team(opts: { livemode?: boolean } = {}) {
  const t = await makeTeam(service().em());
  return { ...t, keyOf: t.key, key: await t.key(['read', 'write', 'spend'], { livemode: opts.livemode ?? false }) };
}

async function storedEvents(teamId: string, livemode = false) {
  return service()
    .em()
    .execute<{ id: string; type: string; body: string }[]>('select id, type, body from webhooks.events where team_id = ? and livemode = ? order by id', [teamId, livemode]);
}

/** Records an event the way the outbox dispatcher does (no worker needed for the stream's own rules). */
async function record(teamId: string, livemode = false, type: WebhookEventType = 'order.paid') {
  const { eventId } = await recordWebhookEvent(service().em(), {
    sourceId: newId(),
    teamId,
    livemode,
    type,
    object: { object: 'order', marker: randomUUID() },
    occurredAt: new Date(),
  });
  return toPublicId('evt', eventId);
}

/** A plain HTTP receiver on loopback (what a developer runs): records each POST and answers 200. */
async function localReceiver() {
  const got: { path: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/hooks`, got, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The CLI as a child process, as a developer runs it. */
function spawnListen(args: string[], env: Record<string, string> = {}) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'app/cli/cli.ts', 'listen', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

interface Stream {
  status: number;
  headers: Headers;
  messages: EventSourceMessage[];
  webhooks: () => EventSourceMessage[];
  ended: () => boolean;
  done: Promise<void>;
  close: () => void;
}

/** A raw SSE client of the stream: every message in order. */
async function openStream(key: string, opts: { lastEventId?: string; session?: string; events?: string } = {}): Promise<Stream> {
  const stop = new AbortController();
  const query = new URLSearchParams({ ...(opts.session ? { session: opts.session } : {}), ...(opts.events ? { events: opts.events } : {}) }).toString();
  const res = await fetch(`${service().url}/v2/webhook-events/stream${query ? `?${query}` : ''}`, {
    headers: { ...bearer(key), accept: 'text/event-stream', ...(opts.lastEventId ? { 'last-event-id': opts.lastEventId } : {}) },
    signal: stop.signal,
  });
  const messages: EventSourceMessage[] = [];
  let ended = false;
  const parser = createParser({ onEvent: (m) => messages.push(m) });
  const done = (async () => {
    if (!res.ok || !res.body) return;
    try {
      for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) parser.feed(chunk);
    } catch {
      // closed by the test
    } finally {
      ended = true;
    }
  })();
  return { status: res.status, headers: res.headers, messages, webhooks: () => messages.filter((m) => m.event === 'webhook'), ended: () => ended, done, close: () => stop.abort() };
}

/**
 * A stream opened on a connection of its own (node:http, no agent): its status, and its first
 * event (a refusal: its body) once read; closed by ending that connection.
 */
function rawStream(key: string): Promise<{ status: number; body: Promise<string>; close: () => void }> {
  const target = new URL(`${service().url}/v2/webhook-events/stream`);
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: target.hostname, port: target.port, path: target.pathname, agent: false, headers: { ...bearer(key), accept: 'text/event-stream' } }, (res) => {
      let text = '';
      const body = new Promise<string>((done) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          // A stream's first event is enough; a refusal is read to its end.
          if (res.statusCode === 200 && text.includes('event: ready')) done(text);
        });
        res.on('end', () => done(text));
        res.on('close', () => done(text));
      });
      resolve({ status: res.statusCode!, body, close: () => req.destroy() });
    });
    req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
  });
}

async function ready(s: Stream): Promise<{ secret: string; session: string; livemode: boolean }> {
  const m = await waitFor(() => s.messages.find((x) => x.event === 'ready'), { what: 'the ready event' });
  return JSON.parse(m.data);
}

const waitForWebhooks = (s: Stream, n: number, what: string) => waitFor(() => (s.webhooks().length >= n ? s.webhooks() : null), { timeoutMs: 15_000, what });

/** A streamed event, its signature checked with the Stripe SDK against the session secret. */
function verified(m: EventSourceMessage, secret: string) {
  const data = JSON.parse(m.data) as { type: string; body: string; signature: string };
  expect(Object.keys(data).sort()).toEqual(['body', 'signature', 'type']);
  expect(data.signature).toMatch(SIGNATURE);
  const event = stripe.webhooks.constructEvent(data.body, data.signature, secret) as unknown as { id: string; type: string };
  expect(event.id).toBe(m.id);
  expect(event.type).toBe(data.type);
  return data;
}

describe('npm run cli -- listen', () => {
  it('forwards a paid order, a completed survey and a test event to a local URL, signed with the printed secret, in order, with no endpoint needed', async () => {
    const t = await team();
    const local = await localReceiver();
    const cli = spawnListen(['--forward-to', local.url, '--base-url', service().url], { SFS_API_KEY: t.key });
    try {
      const readyLine = await waitFor(() => /^Ready! Your webhook signing secret is (whsec_\S+) \(\^C to quit\)$/m.exec(cli.stdout()), {
        timeoutMs: 30_000,
        what: `the CLI's ready line (stderr: ${cli.stderr()})`,
      });
      const secret = readyLine[1];
      expect(secret).toMatch(WHSEC);

      // (1) A credit pack bought in test mode through the sandbox's hosted checkout.
      const order = await json(await api('POST', '/v2/orders', t.key, { pack: 'credits_20' }, { 'idempotency-key': `listen-${randomUUID()}` }));
      expect((await submitCard(order.checkoutUrl, '4242424242424242')).status).toBe(200);
      await waitFor(() => local.got.length >= 1, { timeoutMs: 20_000, what: 'the order.paid forward' });

      // (2) A survey on the simulated panel: paid from those credits at publish (order.paid), then completed.
      const draft = await json(
        await api('POST', '/v2/surveys', t.key, { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] }),
      );
      expect((await api('POST', `/v2/surveys/${draft.id}/publish`, t.key, undefined, { 'idempotency-key': `p-${draft.id}` })).status).toBe(200);
      await waitFor(() => local.got.length >= 3, { timeoutMs: 30_000, what: 'the survey forwards' });

      // (3) A test event sent to a test-mode endpoint reaches the stream too.
      const ep = await json(await api('POST', '/v2/webhook-endpoints', t.key, { url: endpointReceiver.url('/listen-team'), enabledEvents: ['order.paid'] }));
      const test = await api('POST', `/v2/webhook-endpoints/${ep.id}/test`, t.key, { type: 'survey.completed' });
      expect(test.status).toBe(200);
      await waitFor(() => local.got.length >= 4, { timeoutMs: 20_000, what: 'the test event forward' });

      const stored = await storedEvents(t.team.id);
      expect(stored.map((e) => e.type)).toEqual(['order.paid', 'order.paid', 'survey.completed', 'survey.completed']);
      // Exactly the stored envelopes, in order, each verified by the Stripe SDK with the printed secret.
      expect(local.got.map((r) => r.body)).toEqual(stored.map((e) => e.body));
      const events = local.got.map((r) => {
        expect(r.path).toBe('/hooks');
        expect(r.headers['content-type']).toBe('application/json');
        expect(r.headers['user-agent']).toBe('survey-feedback-webhooks/1 (listen)');
        expect(r.headers['x-service-signature']).toMatch(SIGNATURE);
        // Throws unless the signature verifies.
        stripe.webhooks.constructEvent(r.body, r.headers['x-service-signature'] as string, secret);
        return JSON.parse(r.body) as { id: string; type: string; test?: boolean };
      });
      expect(events.map((e) => e.id)).toEqual(stored.map((e) => toPublicId('evt', e.id)));
      expect(events[3].test).toBe(true);
      // The endpoint got the test event's same bytes (signed with its own secret).
      const atEndpoint = await waitFor(() => endpointReceiver.receipts('/listen-team')[0], { what: 'the endpoint delivery' });
      expect(atEndpoint.body).toBe(stored[3].body);

      // One line per event: time, type, id, the local answer (printed once the answer is back, so after the receiver saw it).
      const lines = await waitFor(() => (cli.stdout().trim().split('\n').length >= 5 ? cli.stdout().trim().split('\n').slice(1) : null), {
        what: 'the four event lines',
      });
      expect(lines).toHaveLength(4);
      lines.forEach((line, i) => {
        expect(line).toBe(`${line.slice(0, 19)}  ${stored[i].type}  ${toPublicId('evt', stored[i].id)}  [200] POST ${local.url}`);
        expect(line.slice(0, 19)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      });
    } finally {
      cli.child.kill('SIGINT');
      expect(await cli.exited).toBe(0);
      await local.close();
    }
    expect(cli.stderr()).toBe('');
  });

  it('reconnects when the stream drops and resumes after the last event forwarded: what was missed, nothing twice, same secret', async () => {
    const t = await team();
    const local = await localReceiver();
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(service().url).port) });
    const cli = spawnListen(['--forward-to', local.url, '--api-key', t.key, '--base-url', `http://127.0.0.1:${proxy.port}`, '--events', 'order.paid']);
    try {
      const secret = (await waitFor(() => /secret is (whsec_\S+)/.exec(cli.stdout()), { timeoutMs: 30_000, what: 'the ready line' }))[1];
      const e1 = await record(t.team.id);
      await waitFor(() => local.got.length >= 1, { timeoutMs: 15_000, what: 'e1 forwarded' });
      await proxy.stop();
      const e2 = await record(t.team.id);
      await record(t.team.id, false, 'survey.completed'); // not asked for
      const e3 = await record(t.team.id);
      await waitFor(() => cli.stderr().includes('reconnecting'), { what: 'the CLI noticing the drop' });
      await proxy.start();
      await waitFor(() => local.got.length >= 3, { timeoutMs: 30_000, what: 'e2 and e3 forwarded after the reconnect' });
      const e4 = await record(t.team.id);
      await waitFor(() => local.got.length >= 4, { timeoutMs: 15_000, what: 'e4' });
      const ids = local.got.map((r) => (stripe.webhooks.constructEvent(r.body, r.headers['x-service-signature'] as string, secret) as unknown as { id: string }).id);
      expect(ids).toEqual([e1, e2, e3, e4]);
      // The session (and its secret) carried over: Ready! was printed once.
      expect(cli.stdout().match(/Ready!/g)).toHaveLength(1);
      expect(cli.stderr()).toMatch(new RegExp(`^Connection to http://127\\.0\\.0\\.1:${proxy.port} lost \\(`));
    } finally {
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      await proxy.close();
      await local.close();
    }
  });

  it('stops with the service’s error for a live key, and on missing flags', async () => {
    const live = await team({ livemode: true });
    const cli = spawnListen(['--forward-to', 'http://127.0.0.1:9/hooks', '--api-key', live.key, '--base-url', service().url]);
    expect(await cli.exited).toBe(1);
    expect(JSON.parse(cli.stderr())).toEqual({ error: { code: 'test_mode_only', message: expect.stringMatching(/^403: The event stream is for test mode/) } });
    expect(cli.stdout()).toBe('');

    const noKey = spawnListen(['--forward-to', 'http://127.0.0.1:9/hooks', '--base-url', service().url]);
    expect(await noKey.exited).toBe(1);
    expect(JSON.parse(noKey.stderr())).toEqual({ error: { code: 'invalid_arguments', message: 'an API key is required: pass --api-key sk_test_… or set SFS_API_KEY' } });

    const noTarget = spawnListen(['--api-key', 'sk_test_x']);
    expect(await noTarget.exited).toBe(1);
    expect(JSON.parse(noTarget.stderr()).error.code).toBe('invalid_arguments');
  });
});

describe('GET /v2/webhook-events/stream', () => {
  it('refuses a live key (403 test_mode_only), a key without read (403), an unknown or revoked key (401) and a malformed Last-Event-ID (400)', async () => {
    const live = await team({ livemode: true });
    const res = await api('GET', '/v2/webhook-events/stream', live.key);
    expect(res.status).toBe(403);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(REQ_ID);
    expect(await res.json()).toEqual({
      error: {
        type: 'permission_error',
        code: 'test_mode_only',
        message: 'The event stream is for test mode: use a test-mode key (sk_test_…). Live events go to webhook endpoints only.',
      },
      requestId,
    });

    const t = await team();
    const writeOnly = await t.keyOf(['write'], { livemode: false });
    await expectV2Error(await api('GET', '/v2/webhook-events/stream', writeOnly), 403, 'permission_error', 'insufficient_scope');
    const { key, secret } = await createApiKey(service().em(), { teamId: t.team.id, name: 'to revoke', scopes: ['read'], livemode: false });
    await revokeApiKey(service().em(), key.id);
    await expectV2Error(await api('GET', '/v2/webhook-events/stream', secret), 401, 'authentication_error', 'authentication_required');
    await expectV2Error(await api('GET', '/v2/webhook-events/stream', null), 401, 'authentication_error', 'authentication_required');
    await expectV2Error(
      await api('GET', '/v2/webhook-events/stream', t.key, undefined, { 'last-event-id': 'ord_1' }),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'Last-Event-ID',
    );
    await expectV2Error(await api('GET', '/v2/webhook-events/stream?events=order.shipped', t.key), 400, 'invalid_request_error', 'parameter_invalid', 'events');
  });

  it('streams only the caller’s team in test mode, from when it opened, filtered by kind when asked', async () => {
    const a = await team();
    const b = await team();
    const before = await record(a.team.id);
    const s = await openStream(a.key);
    const onlyPaid = await openStream(a.key, { events: 'order.paid' });
    try {
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.headers.get('cache-control')).toBe('no-store');
      expect(s.headers.get('x-request-id')).toMatch(REQ_ID);
      const r = await ready(s);
      expect(r).toEqual({ secret: expect.stringMatching(WHSEC), session: expect.stringMatching(SESSION), livemode: false });
      expect((await ready(onlyPaid)).secret).not.toBe(r.secret);
      await ready(onlyPaid);

      await record(b.team.id); // another team
      await record(a.team.id, true); // the team's live mode
      const completed = await record(a.team.id, false, 'survey.completed');
      const paid = await record(a.team.id);
      const got = await waitForWebhooks(s, 2, 'the team’s two test events');
      const paidOnly = await waitForWebhooks(onlyPaid, 1, 'the order.paid event');
      const stored = await storedEvents(a.team.id);
      expect(got.map((m) => m.id)).toEqual([completed, paid]);
      expect(got.map((m) => verified(m, r.secret).body)).toEqual(stored.slice(1).map((e) => e.body));
      expect(paidOnly.map((m) => m.id)).toEqual([paid]);
      expect(got.map((m) => m.id)).not.toContain(before);
    } finally {
      s.close();
      onlyPaid.close();
    }
  });

  it('resumes after Last-Event-ID with the same session secret: what was missed, nothing twice', async () => {
    const t = await team();
    const first = await openStream(t.key);
    const { secret, session } = await ready(first);
    const e1 = await record(t.team.id);
    const e2 = await record(t.team.id);
    expect((await waitForWebhooks(first, 2, 'e1 and e2')).map((m) => m.id)).toEqual([e1, e2]);
    first.close();
    await first.done;

    const e3 = await record(t.team.id);
    const e4 = await record(t.team.id);
    const resumed = await openStream(t.key, { lastEventId: e2, session });
    try {
      expect(await ready(resumed)).toEqual({ secret, session, livemode: false });
      await waitForWebhooks(resumed, 2, 'the missed events');
      const e5 = await record(t.team.id);
      const got = await waitFor(() => (resumed.webhooks().some((m) => m.id === e5) ? resumed.webhooks() : null), { what: 'e5' });
      expect(got.map((m) => m.id)).toEqual([e3, e4, e5]);
      got.forEach((m) => verified(m, secret));
    } finally {
      resumed.close();
    }
    // Another key's stream with that session id gets another secret.
    const other = await openStream(await t.keyOf(['read'], { livemode: false }), { session });
    expect((await ready(other)).secret).not.toBe(secret);
    other.close();
  });

  it('still sends, once, an event that commits after a later one (ids are made before the commit)', async () => {
    const t = await team();
    const s = await openStream(t.key);
    try {
      await ready(s);
      const later = await record(t.team.id);
      await waitForWebhooks(s, 1, 'the later event');
      // A slow transaction: its id was made 2 s ago, before `later`'s, and it becomes visible only now.
      const id = uuidv7({ msecs: Date.now() - 2_000 });
      const body = JSON.stringify({ id: toPublicId('evt', id), type: 'order.paid', createdAt: new Date().toISOString(), data: { object: { object: 'order' } } });
      await service()
        .em()
        .execute(`insert into webhooks.events (id, team_id, livemode, type, source_id, body) values (?, ?, false, 'order.paid', ?, ?)`, [id, t.team.id, newId(), body]);
      const sentinel = await record(t.team.id);
      const got = await waitFor(() => (s.webhooks().some((m) => m.id === sentinel) ? s.webhooks() : null), { timeoutMs: 15_000, what: 'the sentinel' });
      expect(got.map((m) => m.id)).toEqual([later, toPublicId('evt', id), sentinel]);
    } finally {
      s.close();
    }
  });

  it('gives every one of several concurrent streams of a team each event once', async () => {
    const t = await team();
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(t.key)));
    try {
      await Promise.all(streams.map(ready));
      const ids = await Promise.all([record(t.team.id), record(t.team.id), record(t.team.id, false, 'survey.completed')]);
      const sentinel = await record(t.team.id);
      const expected = (await storedEvents(t.team.id)).map((e) => toPublicId('evt', e.id));
      expect(expected.slice(0, 3).sort()).toEqual([...ids].sort());
      expect(expected[3]).toBe(sentinel);
      for (const s of streams) {
        await waitFor(() => s.webhooks().some((m) => m.id === sentinel), { timeoutMs: 15_000, what: 'the sentinel on every stream' });
        expect(s.webhooks().map((m) => m.id)).toEqual(expected);
      }
    } finally {
      streams.forEach((s) => s.close());
    }
  });

  it('lets a team hold ten streams at once: of twelve opened at once ten are served and two refused (429 stream_limit_reached); an ended stream frees its place', async () => {
    const [t, other] = await Promise.all([team(), team()]);
    const opened = await Promise.all(Array.from({ length: 12 }, () => rawStream(t.key)));
    const served = opened.filter((s) => s.status === 200);
    try {
      expect(served).toHaveLength(10);
      const refused = opened.filter((s) => s.status !== 200);
      expect(refused.map((s) => s.status)).toEqual([429, 429]);
      for (const r of refused) {
        expect(JSON.parse(await r.body)).toEqual({
          error: {
            type: 'rate_limit_error',
            code: 'stream_limit_reached',
            message: 'This team already has 10 event streams open, the most it may have at once. End one (^C in npm run cli -- listen) and connect again.',
          },
          requestId: expect.stringMatching(REQ_ID),
        });
      }
      // Another team's places are its own.
      const theirs = await rawStream(other.key);
      expect(theirs.status).toBe(200);
      theirs.close();
      // Each served stream is a working stream; one ends, and its place can be taken again.
      await Promise.all(served.map((s) => s.body));
      served[0].close();
      const again = await waitFor(
        async () => {
          const s = await rawStream(t.key);
          if (s.status === 200) return s;
          await s.body;
          return null;
        },
        { what: 'a place freed by the stream that ended' },
      );
      served.push(again);
    } finally {
      served.forEach((s) => s.close());
    }
  });

  // Last: it stops the file's service.
  it('ends open streams when the service shuts down, so shutdown completes', async () => {
    const t = await team();
    const s = await openStream(t.key);
    await ready(s);
    const started = Date.now();
    await service().shutdown();
    expect(Date.now() - started).toBeLessThan(10_000);
    await s.done;
    expect(s.ended()).toBe(true);
  });
});
