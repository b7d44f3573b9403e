import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino';
import { config, type Config } from './config';
import { createScrubber } from './log-scrub';
import { traceFields } from './telemetry/context';
import { tracing } from './telemetry/tracing';

/**
 * Paths that must never reach a log line (keys, secrets, card data, auth headers). The first
 * line of defence: exact paths, no cost. Values of a secret's shape anywhere else are scrubbed
 * from the written line (platform/log-scrub.ts).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-token"]',
  'headers.authorization',
  'headers["x-internal-token"]',
  'authorization',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'apiKey.secret',
  'password',
  'card',
  '*.card',
  'cvc',
  '*.cvc',
];

export interface CreateLoggerOptions {
  level: Level | 'silent';
  /** Human-readable single lines (pino-pretty) instead of JSON; for development. */
  pretty?: boolean;
  /** Where JSON lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
  /** Secrets of no fixed shape that this process holds (configured tokens): scrubbed by value. */
  secrets?: readonly (string | undefined)[];
  /** Fields on every line besides `service` (the process's role). */
  base?: Record<string, unknown>;
}

/**
 * A logger with the service's format: one JSON object per line, ISO `time`, `level` as its
 * name, `service` and the given base fields, `redact` paths, and every written line scrubbed.
 */
export function createLogger({ level, pretty = false, destination, secrets = [], base = {} }: CreateLoggerOptions): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'survey-feedback', ...base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // trace_id and span_id of the active span (when traced and sampled): a line finds its trace.
    // Untraced processes add nothing to each line.
    ...(tracing().on ? { mixin: traceFields } : {}),
    // Runs on the serialized line, just before it is written (or handed to pino-pretty).
    hooks: { streamWrite: createScrubber(secrets) },
  };
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { singleLine: true, destination: 1 } } });
  return destination ? pino(options, destination) : pino(options);
}

/** What configuration asks of the logger: LOG_LEVEL, LOG_PRETTY, the role on every line, the configured secrets. */
export function loggerOptions(c: Config): CreateLoggerOptions {
  return {
    level: c.LOG_LEVEL,
    pretty: c.logPretty,
    base: { role: c.ROLE, ...(c.ROLE === 'subgraph' && c.SUBGRAPH ? { subgraph: c.SUBGRAPH } : {}) },
    secrets: [
      c.OPERATOR_TOKEN,
      c.INTERNAL_TOKEN,
      c.METRICS_TOKEN,
      c.DOWNLOAD_TOKEN_SECRET,
      c.MEDIA_S3_SECRET_ACCESS_KEY,
      c.STRIPE_SECRET_KEY,
      c.STRIPE_WEBHOOK_SECRET,
      c.IMAGE_API_KEY,
      c.INSIGHT_API_KEY,
    ],
  };
}

let root: Logger | undefined;

/** The process logger: JSON (LOG_LEVEL), or pretty in development (LOG_PRETTY). */
export function logger(): Logger {
  root ??= createLogger(loggerOptions(config()));
  return root;
}
