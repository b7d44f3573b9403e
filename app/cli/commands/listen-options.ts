import { parseFlags } from '../args';
import { CliError } from '../cli-error';

/**
 * `listen`'s flags and its output lines, apart from the network code so they are unit-tested
 * (listen-options.spec.ts). Nothing here opens the database: `listen` is a client of the HTTP API.
 */

export interface ListenOptions {
  forwardTo: URL;
  apiKey: string;
  /** The service's base URL, without a trailing slash. */
  baseUrl: string;
  /** Only these kinds (the server checks them), or every kind. */
  events: string[] | null;
}

/**
 * `listen --forward-to <url> [--api-key sk_test_…] [--base-url <url>] [--events a,b]`. The key
 * may come from SFS_API_KEY, the base URL from PUBLIC_BASE_URL; else http://127.0.0.1:3000,
 * where `npm start` listens. The environment is read here, not through platform/config: this
 * runs on a developer's machine, where the service's configuration does not apply.
 */
export function parseListenOptions(args: string[], env: Record<string, string | undefined>): ListenOptions {
  const flags = parseFlags(args, { 'forward-to': { type: 'string' }, 'api-key': { type: 'string' }, 'base-url': { type: 'string' }, events: { type: 'string' } });
  const forwardTo = httpUrl(flags['forward-to'], '--forward-to');
  if (!forwardTo) throw new CliError('invalid_arguments', '--forward-to is required: the local URL to POST events to, e.g. http://localhost:4000/hooks');
  const apiKey = (flags['api-key'] ?? env.SFS_API_KEY ?? '').trim();
  if (!apiKey) throw new CliError('invalid_arguments', 'an API key is required: pass --api-key sk_test_… or set SFS_API_KEY');
  const base = httpUrl(flags['base-url'] ?? env.PUBLIC_BASE_URL ?? 'http://127.0.0.1:3000', '--base-url')!;
  const events = flags.events === undefined ? null : [...new Set(flags.events.split(',').map((e) => e.trim()))].filter(Boolean);
  if (events && !events.length) throw new CliError('invalid_arguments', '--events: name at least one kind, e.g. --events order.paid,survey.completed');
  return { forwardTo, apiKey, baseUrl: base.href.replace(/\/+$/, ''), events };
}

function httpUrl(value: string | undefined, flag: string): URL | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new CliError('invalid_arguments', `${flag}: "${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError('invalid_arguments', `${flag}: "${value}" is not an http:// or https:// URL`);
  return url;
}

/** `2026-11-29 12:30:01` in local time, as the developer's clock shows it. */
export function clock(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())} ${p(at.getHours())}:${p(at.getMinutes())}:${p(at.getSeconds())}`;
}

/** What the local endpoint answered: its status, or why there was no answer. */
export type ForwardOutcome = { status: number } | { error: string };

/** One line per event: `<time>  <type>  <evt id>  [200] POST <url>` (or `[ERR] POST <url> (<why>)`). */
export function eventLine(at: Date, type: string, id: string, outcome: ForwardOutcome, url: URL): string {
  const result = 'status' in outcome ? `[${outcome.status}] POST ${url.href}` : `[ERR] POST ${url.href} (${outcome.error})`;
  return `${clock(at)}  ${type}  ${id}  ${result}`;
}

/** The wait before reconnect attempt `n` (1, 2, …): 1 s doubling, at most 30 s. */
export function reconnectDelayMs(n: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, n - 1));
}
