import { describe, expect, it } from 'vitest';
import { splitSections } from './help-sections';

const ARTICLE = `An introduction with **bold** words and a [link](https://example.com).

## First section

- one *item*
- two items

\`\`\`sh
## not a heading: inside a code block
curl -s https://api.example.com/v2/me
\`\`\`

### A deeper heading stays inside

More text.

## Second & last

| a | b |
| - | - |
| 1 | \`two\` |
`;

describe('splitSections', () => {
  it('splits at ## headings only: the introduction, then one section per ## heading', () => {
    const sections = splitSections(ARTICLE);
    expect(sections.map((s) => [s.position, s.heading])).toEqual([
      [0, null],
      [1, 'First section'],
      [2, 'Second & last'],
    ]);
    expect(sections[1].markdown).toContain('## not a heading: inside a code block');
    expect(sections[1].markdown).toContain('### A deeper heading stays inside');
  });

  it('keeps each section’s Markdown as written, heading line included, and the pieces make the article', () => {
    const sections = splitSections(ARTICLE);
    expect(sections[0].markdown).toBe('An introduction with **bold** words and a [link](https://example.com).');
    expect(sections[2].markdown).toBe('## Second & last\n\n| a | b |\n| - | - |\n| 1 | `two` |');
    expect(sections.map((s) => s.markdown).join('\n\n')).toBe(ARTICLE.trim());
  });

  it('gives the words without Markdown syntax', () => {
    const [intro, first, last] = splitSections(ARTICLE);
    expect(intro.text).toBe('An introduction with bold words and a link.');
    expect(first.text).toBe(
      'First section\none item\ntwo items\n## not a heading: inside a code block\ncurl -s https://api.example.com/v2/me\nA deeper heading stays inside\nMore text.',
    );
    expect(last.text).toBe('Second & last\na | b\n1 | two');
  });

  it('has no introduction when the article starts with a ## heading', () => {
    const sections = splitSections('## Only\n\nText.\n\n## Two\n\nMore.');
    expect(sections.map((s) => [s.position, s.heading])).toEqual([
      [0, 'Only'],
      [1, 'Two'],
    ]);
  });

  it('reads CRLF line ends like LF', () => {
    expect(splitSections('Intro.\r\n\r\n## A\r\n\r\nText.').map((s) => s.markdown)).toEqual(['Intro.', '## A\n\nText.']);
  });
});
