import { describe, expect, it } from 'vitest';
import { clampLines, textWidth, truncateText, wrapText } from './report.fonts';

const STYLE = { size: 10 };

describe('wrapText', () => {
  it('breaks Latin text between words, every line within the width', () => {
    const text = 'Thinking about the last time you bought groceries online, which of these would matter most to you?';
    const lines = wrapText(text, STYLE, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, STYLE)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });

  it('breaks CJK text between characters but never before closing punctuation', () => {
    const text = '你最喜欢哪个标志？请告诉我们原因，我们会认真阅读每一条回复。';
    const lines = wrapText(text, STYLE, 45);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toBe(text);
    for (const line of lines) {
      expect(textWidth(line, STYLE)).toBeLessThanOrEqual(45);
      expect(line).not.toMatch(/^[？，。]/);
    }
  });

  it('measures CJK glyphs at about one em each', () => {
    expect(textWidth('标志标志标志标志标志', STYLE)).toBeCloseTo(100, 0);
  });

  it('cuts a word longer than a line, keeps blank lines of the text', () => {
    const lines = wrapText(`${'x'.repeat(200)}\n\nend`, STYLE, 100);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(textWidth(line, STYLE)).toBeLessThanOrEqual(100);
    expect(lines.slice(-2)).toEqual(['', 'end']);
  });
});

describe('clampLines', () => {
  it('ends the last kept line with an ellipsis that still fits', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', STYLE, 60);
    const clamped = clampLines(lines, 2, STYLE, 60);
    expect(clamped).toHaveLength(2);
    expect(clamped[1]).toMatch(/…$/);
    expect(textWidth(clamped[1], STYLE)).toBeLessThanOrEqual(60);
    expect(clampLines(lines.slice(0, 2), 2, STYLE, 60)).toEqual(lines.slice(0, 2));
  });
});

describe('truncateText', () => {
  it('keeps short text, shortens long text at a word boundary', () => {
    expect(truncateText('  short\n text ', 300)).toBe('short text');
    const cut = truncateText('word '.repeat(100), 300);
    expect(cut).toMatch(/word…$/);
    expect(cut.length).toBeLessThanOrEqual(301);
  });

  it('cuts text without spaces at the limit', () => {
    expect(truncateText('好'.repeat(400), 300)).toBe(`${'好'.repeat(300)}…`);
  });
});
