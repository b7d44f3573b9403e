import { describe, expect, it } from 'vitest';
import { findInputProblem, textProblem } from './input-rules';

describe('the input rules', () => {
  it('refuses C0 controls other than tab, line feed and carriage return, and unpaired surrogates', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f', '\ud800', 'x\udc00y', '\ud83d']) {
      expect(textProblem(bad)).not.toBeNull();
    }
    for (const good of ['', 'plain', 'tab\tline\nreturn\r', 'delete \u007f', 'é 中文 😀', '\u2028']) expect(textProblem(good)).toBeNull();
    expect(textProblem('a\u0000b')).toBe('text may not contain control characters other than tab, line feed and carriage return (found U+0000)');
  });

  it('names the first offending field as validation errors do, keys included (escaped)', () => {
    expect(findInputProblem({ name: 'ok', questions: [{ prompt: 'ok' }, { prompt: 'x\u0000' }] })?.param).toBe('questions.1.prompt');
    expect(findInputProblem({ template: { blanks: { 'na\u0000me': 'v' } } })).toEqual({
      param: 'template.blanks.na\\u0000me',
      reason: expect.stringMatching(/^field names: /),
    });
    expect(findInputProblem('\ud800')?.param).toBe('');
    expect(findInputProblem({ a: [1, true, null, { b: 'fine' }] })).toBeNull();
  });

  it('refuses numbers that are not finite (Ajv coerces "1e309" to Infinity)', () => {
    expect(findInputProblem({ limit: Infinity })).toEqual({ param: 'limit', reason: 'must be a finite number' });
    expect(findInputProblem({ a: [0, -0, 1e308, -Infinity] })?.param).toBe('a.3');
    expect(findInputProblem({ a: Number.NaN })?.param).toBe('a');
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.param.split('.').length).toBe(200_000);
  });
});
