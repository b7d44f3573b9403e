import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { routeLibraryConsole } from './library-console';

describe('routeLibraryConsole', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('writes kysely’s background-failure lines to the log (a cancelled statement at debug, anything else at warn) and passes every other line on', () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) } });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = routeLibraryConsole(log);

    console.error('`query` failed in the background after abortion: canceling statement due to user request');
    console.error('`inflightQueryAbortHandler` failed in the background after abortion: Cannot use a pool after calling end on the pool');
    console.error('something else', 42);
    console.error('`query` failed somewhere else');

    expect(lines.map(({ level, msg, step, reason }) => ({ level, msg, step, reason }))).toEqual([
      { level: 'debug', msg: 'an abandoned read’s statement was cancelled', step: 'query', reason: 'canceling statement due to user request' },
      { level: 'warn', msg: 'database work after an aborted read failed', step: 'inflightQueryAbortHandler', reason: 'Cannot use a pool after calling end on the pool' },
    ]);
    expect(printed.mock.calls).toEqual([['something else', 42], ['`query` failed somewhere else']]);

    restore();
    restore = undefined;
    console.error('`query` failed in the background after abortion: canceling statement due to user request');
    expect(lines).toHaveLength(2);
    expect(printed).toHaveBeenCalledTimes(3);
    printed.mockRestore();
  });
});
