import { describe, expect, it } from 'vitest';
import { findTextProblem, textProblem } from './text-rule';

describe('the text rule', () => {
  it('refuses C0 controls other than tab, line feed and carriage return, and unpaired surrogates', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f', '\ud800', 'x\udc00y', '\ud83d']) {
      expect(textProblem(bad)).not.toBeNull();
    }
    for (const good of ['', 'plain', 'tab\tline\nreturn\r', 'delete \u007f', 'é 中文 😀', '\u2028']) expect(textProblem(good)).toBeNull();
    expect(textProblem('a\u0000b')).toBe('text may not contain control characters other than tab, line feed and carriage return (found U+0000)');
  });

  it('names the first offending field as validation errors do, keys included (escaped)', () => {
    expect(findTextProblem({ name: 'ok', questions: [{ prompt: 'ok' }, { prompt: 'x\u0000' }] })?.param).toBe('questions.1.prompt');
    expect(findTextProblem({ template: { blanks: { 'na\u0000me': 'v' } } })).toEqual({
      param: 'template.blanks.na\\u0000me',
      reason: expect.stringMatching(/^field names: /),
    });
    expect(findTextProblem('\ud800')?.param).toBe('');
    expect(findTextProblem({ a: [1, true, null, { b: 'fine' }] })).toBeNull();
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findTextProblem(deep)?.param.split('.').length).toBe(200_000);
  });
});
