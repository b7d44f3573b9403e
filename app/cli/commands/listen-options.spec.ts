import { describe, expect, it } from 'vitest';
import { clock, eventLine, parseListenOptions, reconnectDelayMs } from './listen-options';

describe('parseListenOptions', () => {
  it('takes the flags, the key from SFS_API_KEY and the base URL from PUBLIC_BASE_URL, else the local service', () => {
    expect(parseListenOptions(['--forward-to', 'http://localhost:4000/hooks', '--api-key', 'sk_test_a'], {})).toEqual({
      forwardTo: new URL('http://localhost:4000/hooks'),
      apiKey: 'sk_test_a',
      baseUrl: 'http://127.0.0.1:3000',
      events: null,
    });
    expect(
      parseListenOptions(['--forward-to', 'http://localhost:4000/hooks', '--events', 'order.paid, survey.completed,order.paid'], {
        SFS_API_KEY: 'sk_test_b',
        PUBLIC_BASE_URL: 'https://api.example.com/',
      }),
    ).toEqual({
      forwardTo: new URL('http://localhost:4000/hooks'),
      apiKey: 'sk_test_b',
      baseUrl: 'https://api.example.com',
      events: ['order.paid', 'survey.completed'],
    });
    // The flag wins over the environment.
    expect(
      parseListenOptions(['--forward-to', 'http://x/h', '--api-key', 'sk_test_flag', '--base-url', 'http://127.0.0.1:9000'], {
        SFS_API_KEY: 'sk_test_env',
        PUBLIC_BASE_URL: 'https://api.example.com',
      }),
    ).toMatchObject({
      apiKey: 'sk_test_flag',
      baseUrl: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    [[], {}, 'invalid_arguments', '--forward-to is required: the local URL to POST events to, e.g. http://localhost:4000/hooks'],
    [['--forward-to', 'http://x/h'], {}, 'invalid_arguments', 'an API key is required: pass --api-key sk_test_… or set SFS_API_KEY'],
    [['--forward-to', 'localhost:4000'], { SFS_API_KEY: 'k' }, 'invalid_arguments', '--forward-to: "localhost:4000" is not an http:// or https:// URL'],
    [['--forward-to', 'nope'], { SFS_API_KEY: 'k' }, 'invalid_arguments', '--forward-to: "nope" is not a URL'],
    [['--forward-to', 'http://x/h', '--base-url', 'ftp://x'], { SFS_API_KEY: 'k' }, 'invalid_arguments', '--base-url: "ftp://x" is not an http:// or https:// URL'],
    [['--forward-to', 'http://x/h', '--events', ' , '], { SFS_API_KEY: 'k' }, 'invalid_arguments', '--events: name at least one kind, e.g. --events order.paid,survey.completed'],
  ])('refuses %j', (args, env, code, message) => {
    expect(() => parseListenOptions(args, env)).toThrow(expect.objectContaining({ code, message }));
  });

  it('refuses unknown flags and stray words', () => {
    expect(() => parseListenOptions(['--forward-to', 'http://x/h', '--nope'], { SFS_API_KEY: 'k' })).toThrow(expect.objectContaining({ code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' }));
    expect(() => parseListenOptions(['--forward-to', 'http://x/h', 'extra'], { SFS_API_KEY: 'k' })).toThrow(
      expect.objectContaining({ code: 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' }),
    );
  });
});

describe('the output', () => {
  const at = new Date(2026, 10, 29, 9, 5, 7);
  const url = new URL('http://localhost:4000/hooks');

  it('prints one line per event: local time, type, id, and the local answer', () => {
    expect(clock(at)).toBe('2026-11-29 09:05:07');
    expect(eventLine(at, 'order.paid', 'evt_0197', { status: 200 }, url)).toBe('2026-11-29 09:05:07  order.paid  evt_0197  [200] POST http://localhost:4000/hooks');
    expect(eventLine(at, 'survey.completed', 'evt_0198', { error: 'ECONNREFUSED' }, url)).toBe(
      '2026-11-29 09:05:07  survey.completed  evt_0198  [ERR] POST http://localhost:4000/hooks (ECONNREFUSED)',
    );
  });

  it('waits 1 s before the first reconnect, doubling to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
