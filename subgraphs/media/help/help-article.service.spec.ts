import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_ARTICLE_ID_PATTERN, findHelpArticle } from './help-article.service';
import { loadHelpArticles } from './help-articles';

describe('findHelpArticle', () => {
  it('gives an article whole, with the locales it exists in', async () => {
    const { articles } = await loadHelpArticles();
    const en = articles.find((a) => a.locale === 'en' && a.id === 'help-getting-started')!;
    const found = await findHelpArticle('en', 'help-getting-started');
    expect(found).toMatchObject({ id: en.id, locale: 'en', type: en.type, title: en.title, description: en.description, markdown: en.body });
    expect(found!.url).toMatch(/\/help\/en\/help-getting-started$/);
    const locales = articles.filter((a) => a.id === 'help-getting-started').map((a) => a.locale);
    expect(found!.locales).toEqual(['en', 'es', 'ru', 'zh', 'ja'].filter((l) => locales.includes(l as never)));
    expect(found!.locales.length).toBeGreaterThan(1);
    const zh = await findHelpArticle('zh', 'help-getting-started');
    expect(zh).toMatchObject({ locale: 'zh', locales: found!.locales });
  });

  it('finds every article the files hold, and every id fits the id pattern', async () => {
    const { articles } = await loadHelpArticles();
    for (const a of articles) {
      expect(a.id).toMatch(new RegExp(HELP_ARTICLE_ID_PATTERN));
      expect((await findHelpArticle(a.locale, a.id))?.markdown, `${a.locale}/${a.id}`).toBe(a.body);
    }
  });

  it('is null for an unknown locale or id, and never reads outside the articles folder', async () => {
    expect(await findHelpArticle('fr', 'help-getting-started')).toBeNull();
    expect(await findHelpArticle('en', 'no-such-article')).toBeNull();
    expect(await findHelpArticle('es', 'help-csv-exports')).toBeNull();
    for (const id of ['../en/help-getting-started', '..', 'Help-Getting-Started', 'help getting started', 'a/b', '']) {
      expect(await findHelpArticle('en', id), id).toBeNull();
    }
    expect(await findHelpArticle('en', 'a'.repeat(101))).toBeNull();
  });

  describe('on a folder of its own', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'help-article-'));
      await mkdir(path.join(dir, 'en'));
      await writeFile(path.join(dir, 'en', 'x.md'), '---\nid: x\ntype: help\ntitle: X\ndescription: About X.\n---\n\nBody <b>text</b>.\n');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('reads a locale folder that is missing as no translation', async () => {
      expect(await findHelpArticle('en', 'x', dir)).toMatchObject({ id: 'x', markdown: 'Body <b>text</b>.', locales: ['en'] });
      expect(await findHelpArticle('ja', 'x', dir)).toBeNull();
    });
  });
});
