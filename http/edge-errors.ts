import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { newRequestId } from '../platform/ids';

/**
 * Errors answered before a request reaches a route, so before any surface's error handler:
 * Fastify's framework errors (a path that is not valid percent-encoding, a path parameter over
 * MAX_PARAM_LENGTH) and Node's HTTP parser errors (headers over 16 KB, malformed requests). They
 * get an X-Request-Id and the envelope of the surface the path belongs to, like every other
 * error (docs/decisions.md, "Errors before routing?").
 */

/** Fastify's default, stated: ids are 36 characters, and the v2 schemas allow 100. */
export const MAX_PARAM_LENGTH = 100;

type Surface = 'v1' | 'v2' | 'plain';

/**
 * v1 owns /v1 and below, v2 /v2 and below; every other path (the console, the respondent app,
 * OAuth, media, or a request line that could not be read) gets a plain-text answer.
 */
export function surfaceOfPath(path: string): Surface {
  if (/^\/v1(?:[/?#]|$)/.test(path)) return 'v1';
  return /^\/v2(?:[/?#]|$)/.test(path) ? 'v2' : 'plain';
}

/** A plain-text error for paths of no API surface: the status, the message and the request id. */
export function plainErrorText(status: number, message: string, requestId: string): string {
  return `${STATUS_CODES[status] ?? 'Error'}: ${message} Request id: ${requestId}\n`;
}

/** The error body a surface gives for a status no route decided: v1 `{error, message}`, v2 the envelope. */
export function edgeErrorBody(surface: 'v1' | 'v2', status: number, message: string, requestId: string) {
  if (surface === 'v1') return { error: STATUS_CODES[status] ?? 'Error', message };
  const server = status >= 500;
  return {
    error: { type: server ? 'api_error' : 'invalid_request_error', code: server ? 'internal_error' : 'parameter_invalid', message },
    requestId,
  };
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  // Fastify's own messages echo the whole path back.
  FST_ERR_BAD_URL: 'The URL path is not valid: every % must start a UTF-8 escape such as %20.',
  FST_ERR_MAX_PARAM_LENGTH: `A path segment is longer than ${MAX_PARAM_LENGTH} characters; no id is that long.`,
};

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'An internal error occurred. It is safe to retry with exponential backoff.';
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  const surface = surfaceOfPath(request.url);
  reply.code(status).header('x-request-id', request.id);
  if (surface === 'plain') return reply.type('text/plain; charset=utf-8').send(plainErrorText(status, message, request.id));
  return reply.type('application/json; charset=utf-8').send(edgeErrorBody(surface, status, message, request.id));
}

const PARSER_STATUS: Record<string, [number, string]> = {
  // The request line counts towards the limit: a 100 KB query string is this error too.
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are larger than 16 KB.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not received in time.'],
};

/**
 * Fastify's `clientErrorHandler` (the server's `clientError` event): Node could not parse the
 * request, so there is no request object; the answer is written to the socket, which closes.
 * The path, for the envelope, is read from the request line when the failing packet holds it.
 */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  // A reset connection has nobody to answer; a socket already answered is being drained.
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const [status, message] = PARSER_STATUS[err.code ?? ''] ?? [400, 'The HTTP request is malformed.'];
  const requestId = newRequestId();
  const surface = surfaceOfPath(requestPathOf(err.rawPacket));
  const [type, body] =
    surface === 'plain'
      ? ['text/plain; charset=utf-8', plainErrorText(status, message, requestId)]
      : ['application/json; charset=utf-8', JSON.stringify(edgeErrorBody(surface, status, message, requestId))];
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
  discardRest(socket);
}

/** How long the rest of a refused request is read and dropped before the socket is closed. */
const DISCARD_MS = 2_000;

/**
 * Reads and drops what the client is still sending (the rest of a 100 KB request line) until it
 * closes: a socket destroyed with unread input sends a TCP reset, and the client then loses the
 * answer written just before (ECONNRESET instead of the 431). Bounded by a timer.
 */
function discardRest(socket: Socket): void {
  const timer = setTimeout(() => socket.destroy(), DISCARD_MS);
  timer.unref();
  socket.on('close', () => clearTimeout(timer));
  // The HTTP parser has failed; what follows is not parsed again.
  socket.removeAllListeners('data');
  socket.on('data', () => {});
  socket.resume();
}

const answered = new WeakSet<Socket>();

/** The start of the path of a raw request's first line ("GET /v1/users/me HTTP/1.1"), or "" when it is not there. */
function requestPathOf(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '';
  // The prefix decides the surface; the rest of a line may be kilobytes long.
  return /^[A-Z]+ (\/[^\s?#]{0,16})/.exec(raw.subarray(0, 64).toString('latin1'))?.[1] ?? '';
}
