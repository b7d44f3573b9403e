import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleScopes, TEAM_ROLES, type Principal } from '../../platform/principal';
import { anonymousCaller, readSignal, type GraphClient } from '../../graph-client/graph-client';
import { oneOf } from '../../graph-client/narrow';
import { ConsoleCallerDocument } from '../../graph-client/generated';

/** The console's session cookie: the session secret, for /console only. */
export const CONSOLE_COOKIE = 'sfs_console';
export const CONSOLE_PATH = '/console';
/** Which data the console shows: test (the default, as for a new account) or live. */
export const MODE_COOKIE = 'sfs_mode';
export type ConsoleMode = 'test' | 'live';

export interface ConsoleUser {
  sessionId: string;
  role: 'owner' | 'admin' | 'member';
  user: { id: string; name: string; email: string };
  team: { id: string; name: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person on /console pages, or null. */
    consoleUser: ConsoleUser | null;
    /** The mode the console shows (the mode cookie; test unless it says live). */
    consoleMode: ConsoleMode;
  }
}

/**
 * The principal a console page acts as: the person's team, in the mode the console shows, with
 * what their role allows (members read; owners and admins also write and spend).
 */
export function sessionPrincipal(c: ConsoleUser, mode: ConsoleMode): Principal {
  return {
    kind: 'session',
    team: c.team,
    user: c.user,
    credentialId: c.sessionId,
    name: 'console',
    scopes: roleScopes(c.role),
    livemode: mode === 'live',
    role: c.role,
  };
}

/** The caller of a console request for the graph client. */
export function consoleCaller(request: FastifyRequest) {
  return { principal: request.consoleUser ? sessionPrincipal(request.consoleUser, request.consoleMode) : null, requestId: request.id, log: request.log, ...readSignal(request) };
}

/** Finds the person behind the request's session cookie (null when absent, ended or expired). */
export async function loadConsoleUser(graph: GraphClient, request: FastifyRequest): Promise<ConsoleUser | null> {
  const secret = request.cookies[CONSOLE_COOKIE];
  if (!secret) return null;
  const { consoleCaller: found } = await graph.run(ConsoleCallerDocument, { secret }, anonymousCaller(request));
  return found && { ...found, role: oneOf(TEAM_ROLES, found.role, 'a team role') };
}

/** Cookie flags: HttpOnly, SameSite=Lax, Secure when the service's public URL is https. */
export function cookieOptions(secure: boolean, maxAgeSeconds?: number) {
  return { path: CONSOLE_PATH, httpOnly: true, sameSite: 'lax' as const, secure, ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}) };
}

export function setSessionCookie(reply: FastifyReply, secret: string, expiresAt: string, secure: boolean): void {
  const maxAge = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  void reply.setCookie(CONSOLE_COOKIE, secret, cookieOptions(secure, maxAge));
}

export function modeOf(request: FastifyRequest): ConsoleMode {
  return request.cookies[MODE_COOKIE] === 'live' ? 'live' : 'test';
}

export function setModeCookie(reply: FastifyReply, mode: ConsoleMode, secure: boolean): void {
  void reply.setCookie(MODE_COOKIE, mode, cookieOptions(secure, 365 * 86_400));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(CONSOLE_COOKIE, cookieOptions(secure));
}
