import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Link targets a page may carry: http(s), mailto, and same-site paths and fragments. Anything
 * else with a scheme (`javascript:`, `data:`, `vbscript:` …) is dropped, the text kept. Control
 * characters and spaces are removed first, as browsers do when they read a scheme.
 */
export function safeHref(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const bare = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (bare.startsWith('//')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  if (scheme === undefined || ['http', 'https', 'mailto'].includes(scheme)) return bare;
  return null;
}

const article = new Marked({
  gfm: true,
  async: false,
  hooks: {
    // A wide table scrolls inside its own box (focusable, so keyboards can scroll it) rather than
    // widening the page. Raw HTML is escaped, so every <table> here is a Markdown table's.
    postprocess: (html: string) => html.replaceAll('<table>', '<div class="article-table" tabindex="0"><table>').replaceAll('</table>', '</table></div>'),
  },
  renderer: {
    // Raw HTML in the Markdown is shown as text, never markup: no script, handler or style gets in.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    // The page's title is its one h1: a `#` in the body becomes an h2.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (safe === null) return text;
      return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
    },
    // Images only from safe addresses (the CSP allows this site's own); otherwise their alt text.
    image({ href, title, text }: Tokens.Image) {
      const safe = safeHref(href);
      if (safe === null) return escapeHtml(text);
      return `<img src="${escapeHtml(safe)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
    },
  },
});

/** A help article's Markdown as the HTML of its page (GitHub-flavoured; raw HTML escaped, unsafe links dropped). */
export function articleHtml(markdown: string): string {
  return article.parse(markdown, { async: false });
}
