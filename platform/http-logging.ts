import { LogController, type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';

/**
 * Logging options shared by every Fastify server we run: our pino logger, the request id
 * under `requestId`, and no per-request pair of lines (the facade logs one line per request).
 */
export function fastifyLogOptions(log: Logger) {
  return {
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
  };
}
