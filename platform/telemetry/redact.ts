/**
 * What a span may say about a request or a statement. Trace stores are read by more people than
 * the database is, so values that may be secrets or people's data never reach one: query-string
 * values (download tokens, OAuth codes, tokens in a customer's webhook URL) and SQL literals (the
 * ORM inlines parameters into the statement text).
 */

/** The URL with every query value and any user-info replaced; unparseable input is dropped. */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '';
  }
  url.username = '';
  url.password = '';
  url.search = redactQuery(url.search);
  return url.toString();
}

/** A query string (with or without its `?`) with every value replaced by REDACTED; names are kept. */
export function redactQuery(query: string): string {
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  if (!names.length) return '';
  return names.map((name) => `${encodeURIComponent(name)}=REDACTED`).join('&');
}

/**
 * SQL text with its literals replaced by `?`: quoted strings (with '' escapes), E'' and $$ / $tag$
 * strings, and numbers that are not part of a name. Identifiers, keywords and placeholders stay.
 */
export function maskSqlLiterals(sql: string): string {
  return sql
    .replace(/\$([A-Za-z_][A-Za-z0-9_]*)?\$[\s\S]*?\$\1\$/g, '?')
    .replace(/(?:\b[eE])?'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$.])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/g, '?');
}
