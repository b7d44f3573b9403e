import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, statusOf } from '../../graph-client/errors';

/** What every console page's routes get besides the facade's dependencies. */
export interface PageContext {
  /** Cookies carry Secure (PUBLIC_BASE_URL is https). */
  secure: boolean;
  /** The service's public URL (links shown on pages), read when a page is made: PORT=0 learns its port at listen. */
  baseUrl: () => string;
}

export function errorPage(reply: FastifyReply, request: FastifyRequest, status: number, title: string, message: string) {
  return render(reply.code(status), request, 'error', { title, message, status });
}

/** Renders a page: the template's data plus the signed-in person and a fresh CSRF token for its forms. */
export async function render(reply: FastifyReply, request: FastifyRequest, template: string, data: Record<string, unknown>) {
  const csrf = reply.generateCsrf();
  return reply.view(`${template}.eta`, { ...data, user: request.consoleUser, mode: request.consoleMode, path: request.url, csrf });
}

/**
 * A refusal a page shows beside its form (the domain's 4xx), rather than as an error page: not a
 * failure of ours, and not a lost session.
 */
export function shownOnForm(err: unknown): err is ApiError {
  return err instanceof ApiError && statusOf(err.kind) < 500 && err.kind !== 'unauthenticated';
}

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/** A respondent country's English name ("United Kingdom" for GB); the code when the runtime has none. */
export const countryName = (code: string): string => REGIONS.of(code) ?? code;
