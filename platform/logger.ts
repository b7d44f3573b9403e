import pino, { type Logger } from 'pino';
import { config } from './config';

/** Paths that must never reach a log line (keys, secrets, card data, auth headers). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-internal-token"]',
  'headers.authorization',
  'authorization',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'apiKey.secret',
  'password',
  'card',
  '*.card',
];

let root: Logger | undefined;

/** The process logger: JSON in production, pretty in development. */
export function logger(): Logger {
  if (root) return root;
  const c = config();
  root = pino({
    level: c.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'survey-feedback' },
    ...(c.logPretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  });
  return root;
}
