import { describe, expect, it } from 'vitest';
import { FULL_BODY_MAX_CHARS, bestSection, resultBody, type RankedSection } from './help-body';

const URL = 'https://help.example.com/help/en/help-long';
const section = (position: number, rank: number, text = `## Section ${position}\n\nText of section ${position}.`): RankedSection => ({ position, rank, markdown: text });
const sections = (...ranks: number[]) => ranks.map((rank, i) => section(i, rank));
const body = (s: RankedSection[]) => s.map((x) => x.markdown).join('\n\n');

describe('the body rule', () => {
  it('returns a help article of up to 8,000 characters whole, whatever matched', () => {
    const s = sections(0, 0.5, 0);
    expect(resultBody({ type: 'help', body: body(s), bodyChars: FULL_BODY_MAX_CHARS, url: URL, sections: s })).toBe(body(s));
  });

  it('returns a longer help article as its best sections in article order, after an Excerpt line, with … where sections were skipped', () => {
    const s = sections(0, 0.2, 0, 0, 0.9, 0.1, 0.05, 0);
    const out = resultBody({ type: 'help', body: body(s), bodyChars: FULL_BODY_MAX_CHARS + 1, url: URL, sections: [...s].reverse() });
    // The three best: sections 4 (0.9), 1 (0.2) and 5 (0.1), shown as 1, 4, 5.
    expect(out).toBe([`Excerpt: ${URL}`, '…', s[1].markdown, '…', s[4].markdown, s[5].markdown, '…'].join('\n\n'));
    expect(out.split('\n')[0]).toBe(`Excerpt: ${URL}`);
  });

  it('marks no skip before the first section or after the last one when they are shown', () => {
    const s = sections(0.5, 0, 0.4);
    expect(resultBody({ type: 'help', body: body(s), bodyChars: 9000, url: URL, sections: s })).toBe([`Excerpt: ${URL}`, s[0].markdown, '…', s[2].markdown].join('\n\n'));
  });

  it('shows the introduction of a long help article when no section matched (the title or description did)', () => {
    const s = sections(0, 0, 0);
    expect(resultBody({ type: 'help', body: body(s), bodyChars: 9000, url: URL, sections: s })).toBe([`Excerpt: ${URL}`, s[0].markdown, '…'].join('\n\n'));
  });

  it('counts characters, not UTF-16 units: the caller passes code points', () => {
    const s = sections(0, 1);
    expect(resultBody({ type: 'help', body: body(s), bodyChars: 8000, url: URL, sections: s })).toBe(body(s));
  });

  it.each(['example', 'case_study', 'solution'] as const)('returns only the best-matching section of a %s, however short', (type) => {
    const s = sections(0.1, 0.7, 0.3);
    expect(resultBody({ type, body: body(s), bodyChars: 100, url: URL, sections: s })).toBe(s[1].markdown);
  });

  it('picks the earlier section on a tie, the introduction when nothing matched', () => {
    expect(bestSection(sections(0, 0.5, 0.5)).position).toBe(1);
    expect(bestSection(sections(0, 0, 0)).position).toBe(0);
  });
});
