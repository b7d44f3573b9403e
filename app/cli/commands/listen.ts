import { setTimeout as sleep } from 'node:timers/promises';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { CliError } from '../cli-error';
import { eventLine, parseListenOptions, reconnectDelayMs, type ForwardOutcome, type ListenOptions } from './listen-options';

/**
 * `listen --forward-to <url>`: the team's test-mode events, as they happen, POSTed to a local
 * URL (like `stripe listen --forward-to`). The service streams them (GET
 * /v2/webhook-events/stream, server-sent events) already signed with the session's secret; this
 * relays the exact bytes and signature, so the local receiver verifies them as it would a real
 * delivery. Nothing on this machine is exposed. A client of the HTTP API only: it imports nothing
 * that opens the database.
 */

/** As real deliveries: the receiver must answer within this (docs/webhooks.md, Acknowledging). */
const FORWARD_TIMEOUT_MS = 10_000;
const USER_AGENT = 'survey-feedback-webhooks/1 (listen)';

interface WebhookMessage {
  type: string;
  body: string;
  signature: string;
}

/** Runs until SIGINT or SIGTERM (exit 0) or a refusal the service will repeat (exit 1). */
export async function listen(args: string[]): Promise<number> {
  const options = parseListenOptions(args, process.env);
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await run(options, stop.signal);
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function run(o: ListenOptions, signal: AbortSignal): Promise<void> {
  const state: { session: string | null; secret: string | null; lastEventId: string | null } = { session: null, secret: null, lastEventId: null };
  let failures = 0;
  while (!signal.aborted) {
    const streamed = await stream(o, state, signal).catch((err: unknown) => {
      if (err instanceof CliError) throw err;
      return { ok: false as const, why: err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err) };
    });
    if (signal.aborted) return;
    failures = streamed.ok ? 1 : failures + 1;
    const wait = reconnectDelayMs(failures);
    process.stderr.write(`Connection to ${o.baseUrl} lost (${streamed.ok ? 'stream ended' : streamed.why}); reconnecting in ${Math.round(wait / 1000)} s…\n`);
    await sleep(wait, undefined, { signal }).catch(() => undefined);
  }
}

/** One connection: until it ends. Resolves ok after a stream that had started; throws CliError on a refusal. */
async function stream(o: ListenOptions, state: { session: string | null; secret: string | null; lastEventId: string | null }, signal: AbortSignal) {
  const url = new URL(`${o.baseUrl}/v2/webhook-events/stream`);
  if (o.events) url.searchParams.set('events', o.events.join(','));
  if (state.session) url.searchParams.set('session', state.session);
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${o.apiKey}`,
      accept: 'text/event-stream',
      'user-agent': USER_AGENT,
      ...(state.lastEventId ? { 'last-event-id': state.lastEventId } : {}),
    },
    signal,
  });
  if (!res.ok || !res.body) return refused(res);
  // Events are forwarded one at a time, in the order streamed.
  let forwarding: Promise<void> = Promise.resolve();
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      if (message.event === 'ready') {
        const ready = JSON.parse(message.data) as { secret: string; session: string };
        if (ready.secret !== state.secret) process.stdout.write(`Ready! Your webhook signing secret is ${ready.secret} (^C to quit)\n`);
        state.session = ready.session;
        state.secret = ready.secret;
      } else if (message.event === 'webhook' && message.id) {
        const id = message.id;
        const event = JSON.parse(message.data) as WebhookMessage;
        forwarding = forwarding.then(async () => {
          const outcome = await forward(o.forwardTo, event);
          process.stdout.write(`${eventLine(new Date(), event.type, id, outcome, o.forwardTo)}\n`);
          state.lastEventId = id;
        });
      } else if (message.event === 'error') {
        const e = JSON.parse(message.data) as { code: string; message: string };
        process.stderr.write(`The service ended the stream: ${e.message} (${e.code})\n`);
      }
    },
  });
  try {
    for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) parser.feed(chunk);
  } finally {
    await forwarding;
  }
  return { ok: true as const };
}

/** A refusal: 4xx other than 429 would be answered again, so the command stops; else it retries. */
async function refused(res: Response): Promise<{ ok: false; why: string }> {
  const text = await res.text().catch(() => '');
  let error: { code?: string; message?: string } = {};
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
  } catch {
    // Not the v2 envelope (a proxy's page): the status says enough.
  }
  if (res.status >= 400 && res.status < 500 && res.status !== 429) {
    throw new CliError(error.code ?? `http_${res.status}`, `${res.status}: ${error.message ?? (text.slice(0, 200) || res.statusText)}`);
  }
  return { ok: false, why: `${res.status}${error.code ? ` ${error.code}` : ''}` };
}

/** POSTs the exact body with its signature, as a delivery does; never follows redirects. */
async function forward(target: URL, event: WebhookMessage): Promise<ForwardOutcome> {
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-signature': event.signature, 'user-agent': USER_AGENT },
      body: event.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return { status: res.status };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return { error: e.name === 'TimeoutError' ? `no answer within ${FORWARD_TIMEOUT_MS / 1000} s` : (e.cause?.code ?? e.cause?.message ?? e.message) };
  }
}
