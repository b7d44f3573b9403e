import { describe, expect, it } from 'vitest';
import { articleHtml, safeHref } from './markdown';

describe('articleHtml', () => {
  it('renders headings, lists, tables and code, escaping code', () => {
    const html = articleHtml('Intro **bold** and `a<b>`.\n\n## Part\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```sh\necho "<hi>"\n```\n');
    expect(html).toContain('<p>Intro <strong>bold</strong> and <code>a&lt;b&gt;</code>.</p>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<div class="article-table" tabindex="0"><table>');
    expect(html).toContain('</table></div>');
    expect(html).toContain('<pre><code class="language-sh">echo &quot;&lt;hi&gt;&quot;');
  });

  it('shows raw HTML as text: no script, handler or markup gets in', () => {
    const html = articleHtml('<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> and <b onclick="x()">b</b>.\n\n<div style="x">block</div>\n');
    expect(html).not.toMatch(/<script|<img|<b |<div/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps safe links and drops the rest, keeping their text', () => {
    expect(articleHtml('[docs](https://example.com/a?b=1&c=2 "T\\"")')).toContain('<a href="https://example.com/a?b=1&amp;c=2" title="T&quot;">docs</a>');
    expect(articleHtml('[next](/console/help/en/help-errors)')).toContain('<a href="/console/help/en/help-errors">next</a>');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '//evil.example/x']) {
      const html = articleHtml(`[click](<${bad}>)`);
      expect(html, bad).not.toContain('<a');
      expect(html, bad).toContain('click');
    }
    expect(articleHtml('![alt <x>](javascript:alert(1))')).toBe('<p>alt &lt;x&gt;</p>\n');
  });

  it('makes a # heading an h2: the page title is the one h1', () => {
    expect(articleHtml('# Top\n\n### Deep')).toBe('<h2>Top</h2>\n<h3>Deep</h3>\n');
  });

  it('safeHref', () => {
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('#part')).toBe('#part');
    expect(safeHref('help-errors')).toBe('help-errors');
    expect(safeHref(' javascript:x')).toBeNull();
  });
});
