export { createClient, CursorList, type Client, type ClientOptions, type IdempotentCallOptions } from './client';
export { ApiError } from './errors';
export { retryAfterMs } from './retry';
export type { components, operations, paths } from './schema';
export type * from './types';
