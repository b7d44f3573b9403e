import { describe, expect, it } from 'vitest';
import { HELP_LOCALES, parseHelpArticle, parseHelpArticles, readHelpArticleFiles, type HelpArticleFile } from './help-articles';
import { FULL_BODY_MAX_CHARS } from './help-body';

const file = (relPath: string, content: string): HelpArticleFile => ({ locale: relPath.split('/')[0] as HelpArticleFile['locale'], relPath, content, contentHash: 'h' });
const FRONT = `---
id: help-x
type: help
title: X
description: About X.
industries: []
useCases: []
pollType: null
pollUrl: null
company: null
---
`;

describe('the help article files', async () => {
  const { files, generationSha } = await readHelpArticleFiles();
  const articles = parseHelpArticles(files);
  const en = articles.filter((a) => a.locale === 'en');

  it('all parse, with a 12-hex generation', () => {
    expect(articles.length).toBe(files.length);
    expect(generationSha).toMatch(/^[0-9a-f]{12}$/);
  });

  it('hold at least 30 English articles, mostly help, with examples, case studies and solutions', () => {
    const count = (type: string) => en.filter((a) => a.type === type).length;
    expect(en.length).toBeGreaterThanOrEqual(30);
    expect(count('help')).toBeGreaterThan(en.length / 2);
    expect(count('example')).toBeGreaterThanOrEqual(3);
    expect(count('case_study')).toBeGreaterThanOrEqual(3);
    expect(count('solution')).toBeGreaterThanOrEqual(3);
  });

  it('fill company on case studies, industries and use cases on solutions', () => {
    for (const a of en.filter((x) => x.type === 'case_study')) expect(a.company, a.id).not.toBeNull();
    for (const a of en.filter((x) => x.type === 'solution')) {
      expect(a.industries.length, a.id).toBeGreaterThan(0);
      expect(a.useCases.length, a.id).toBeGreaterThan(0);
    }
  });

  it('have at least two help articles longer than 8,000 characters, each with many ## sections', () => {
    const long = en.filter((a) => a.type === 'help' && a.bodyChars > FULL_BODY_MAX_CHARS);
    expect(long.length).toBeGreaterThanOrEqual(2);
    for (const a of long) expect(a.sections.filter((s) => s.heading).length, a.id).toBeGreaterThanOrEqual(8);
  });

  it('translate at least two articles into every other locale', () => {
    for (const locale of HELP_LOCALES.filter((l) => l !== 'en')) expect(articles.filter((a) => a.locale === locale).length, locale).toBeGreaterThanOrEqual(2);
  });
});

describe('parseHelpArticle', () => {
  it('reads the front matter and the body', () => {
    const a = parseHelpArticle(file('en/help-x.md', `${FRONT}\nIntro.\n\n## One\n\nText.\n`));
    expect(a).toMatchObject({ id: 'help-x', locale: 'en', type: 'help', title: 'X', body: 'Intro.\n\n## One\n\nText.', bodyChars: 21, pollType: null, company: null });
    expect(a.sections.map((s) => s.heading)).toEqual([null, 'One']);
  });

  it('measures the body in characters (code points), as the spec’s 8,000 does', () => {
    expect(parseHelpArticle(file('en/help-x.md', `${FRONT}\n发布 😀`)).bodyChars).toBe(4);
  });

  it('refuses a file not named after its id, an unknown type, an unknown field and an empty body', () => {
    expect(() => parseHelpArticle(file('en/other.md', `${FRONT}\nText.`))).toThrow(/named after its id/);
    expect(() => parseHelpArticle(file('en/help-x.md', `${FRONT.replace('type: help', 'type: faq')}\nText.`))).toThrow(/type/);
    expect(() => parseHelpArticle(file('en/help-x.md', `${FRONT.replace('company: null', 'company: null\nauthor: me')}\nText.`))).toThrow(/author/);
    expect(() => parseHelpArticle(file('en/help-x.md', FRONT))).toThrow(/no body/);
  });

  it('refuses a translation without an English original, or of another type', () => {
    const es = file('es/help-x.md', `${FRONT}\nTexto.`);
    expect(() => parseHelpArticles([es])).toThrow(/needs en\/help-x.md/);
    const en = file('en/help-x.md', `${FRONT.replace('type: help', 'type: example')}\nText.`);
    expect(() => parseHelpArticles([en, es])).toThrow(/differs/);
  });
});
