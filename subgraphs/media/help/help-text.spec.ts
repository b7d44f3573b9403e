import { describe, expect, it } from 'vitest';
import { cjkIndexText, cjkQueryText, countTerms, queryTerms, snippetAround } from './help-text';

describe('CJK pairs', () => {
  it('indexes every CJK run as its characters and overlapping pairs, other words as they are (lower case)', () => {
    expect(cjkIndexText('发布调查 API')).toBe('发 布 调 查 发布 布调 调查  api');
    expect(cjkIndexText('アンケートを公開')).toContain('アン ンケ ケー ート トを を公 公開');
  });

  it('queries the pairs of a run, or the character of a one-character run', () => {
    expect(cjkQueryText('签名下载链接')).toBe('签名 名下 下载 载链 链接');
    expect(cjkQueryText('卡')).toBe('卡');
    expect(cjkQueryText('CSV 下载')).toBe('csv  下载');
  });

  it('folds full-width Latin letters and half-width kana (NFKC)', () => {
    expect(cjkQueryText('ＡＰＩ')).toBe('api');
    expect(cjkQueryText('ｱﾝｹｰﾄ')).toBe('アン ンケ ケー ート');
  });
});

describe('query terms and snippets', () => {
  it('splits a query into words, CJK runs whole, longest first (stable)', () => {
    expect(queryTerms('webhook retries, 签名下载 x')).toEqual(['webhook', 'retries', '签名下载', 'x']);
  });

  it('counts terms ignoring case', () => {
    expect(countTerms('Webhooks and webhook retries', ['webhook'])).toBe(2);
    expect(countTerms('nothing', [])).toBe(0);
  });

  it('cuts a window around the first match, marks the matches and shows where it cut', () => {
    const text = `${'lorem ipsum '.repeat(30)}the signed URL expires after ten minutes ${'dolor sit '.repeat(30)}`;
    const s = snippetAround(text, ['signed', 'url'], 80);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('the **signed** **URL** expires');
    // Cut between words, not inside one.
    expect(s).toMatch(/^…(lorem|ipsum) /);
  });

  it('works on text without spaces', () => {
    const text = `${'问卷完成后可以下载'.repeat(10)}签名下载链接${'有效十分钟'.repeat(20)}`;
    const s = snippetAround(text, ['签名下载链接'], 40);
    expect(s).toContain('**签名下载链接**');
    expect([...s.replace(/\*\*/g, '').replace(/…/g, '')].length).toBe(40);
  });

  it('gives the start of the text when no term occurs', () => {
    expect(snippetAround('Short text.', ['absent'])).toBe('Short text.');
  });
});
