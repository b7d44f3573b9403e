import { describe, expect, it } from 'vitest';
import { maskSqlLiterals, redactQuery, redactUrl } from './redact';

describe('redactUrl', () => {
  it('keeps the origin, path and query names, never a value or user-info', () => {
    expect(redactUrl('https://user:pw@hooks.example.com/in/abc?token=s3cret&x=1&x=2')).toBe('https://hooks.example.com/in/abc?token=REDACTED&x=REDACTED&x=REDACTED');
    expect(redactUrl('http://127.0.0.1:3000/v2/x')).toBe('http://127.0.0.1:3000/v2/x');
    expect(redactUrl('not a url')).toBe('');
  });
  it('redacts a bare query string', () => {
    expect(redactQuery('?t=abc.def&layout=wide')).toBe('t=REDACTED&layout=REDACTED');
    expect(redactQuery('')).toBe('');
  });
});

describe('maskSqlLiterals', () => {
  it('replaces strings, escaped quotes, dollar-quoted text and numbers', () => {
    expect(maskSqlLiterals(`select * from "accounts"."users" where email = 'o''neil@example.com' and n > 42 limit 10`)).toBe(
      `select * from "accounts"."users" where email = ? and n > ? limit ?`,
    );
    expect(maskSqlLiterals(`insert into t (a, b) values (E'x\\ny', $$it's$$), ($q$z$q$, -1.5e3)`)).toBe(`insert into t (a, b) values (?, ?), (?, ?)`);
  });
  it('keeps names with digits, placeholders and casts', () => {
    expect(maskSqlLiterals('select s0.id, t1.col2 from surveys.s1 where id = $1 and x::int4 = ?')).toBe('select s0.id, t1.col2 from surveys.s1 where id = $1 and x::int4 = ?');
  });
});
