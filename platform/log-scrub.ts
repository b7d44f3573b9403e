/**
 * The second line of defence after pino's `redact` paths (platform/logger.ts): secret-shaped
 * values anywhere in a serialized log line become `[redacted]`, whatever key, depth, message,
 * error message or stack they sit in. It runs on the finished JSON line (pino's
 * `hooks.streamWrite`), so it sees exactly what is written, child bindings included, and
 * costs one regular-expression scan per line (log-scrub.spec.ts measures it).
 *
 * Replacements only ever insert `[redacted]` and stop at `"` and `\`, so a JSON line stays JSON.
 */

const CENSOR = '[redacted]';

/** Kinds of secret we recognise by shape; the kind prefix stays readable (`sk_live_[redacted]`). */
const PATTERNS = [
  // Issued secrets: API keys, OAuth access tokens, operator tokens, webhook signing secrets.
  String.raw`(?<kind>\b(?:sk_live|sk_test|rk_live|rk_test|oat|op|whsec)_)[A-Za-z0-9_-]{8,}`,
  // Credentials after an auth scheme, wherever a header's value ends up in a line.
  String.raw`(?<scheme>\b(?:Bearer|Basic)\s+)[A-Za-z0-9._~+/=-]{8,}`,
  // Token query parameters: the CSV download `t`, login and OAuth `token`/`access_token`.
  String.raw`(?<param>[?&](?:t|token|access_token|api_key)=)[^&#\s"'\\<>()[\]{},;]+`,
  // JSON Web Tokens (the download tokens are JWTs) outside a query string.
  String.raw`\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`,
  // Card numbers: 16 digits (Visa, Mastercard, Discover) or Amex's 15, plain or grouped; Luhn-checked below.
  String.raw`(?<card>\b(?:4\d{3}|5[1-5]\d{2}|2[2-7]\d{2}|6(?:011|5\d{2}))(?:[ -]?\d{4}){3}\b|\b3[47]\d{2}[ -]?\d{6}[ -]?\d{5}\b)`,
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Scrubber = (line: string) => string;

/**
 * A scrubber for serialized log lines. `literals` are secrets of no fixed shape that this
 * process knows (operator and internal tokens from configuration); shorter than 12 characters
 * they are ignored, as they would match ordinary text.
 */
export function createScrubber(literals: readonly (string | undefined)[] = []): Scrubber {
  const known = [...new Set(literals.filter((s): s is string => typeof s === 'string' && s.length >= 12))]
    // Longest first, so a secret that contains another is replaced whole.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const source = [...(known.length ? [`(?<literal>${known.join('|')})`] : []), ...PATTERNS].join('|');
  const re = new RegExp(source, 'g');
  const replace = (match: string, ...args: unknown[]): string => {
    const groups = args[args.length - 1] as Record<string, string | undefined>;
    if (groups.kind) return groups.kind + CENSOR;
    if (groups.scheme) return groups.scheme + CENSOR;
    if (groups.param) return groups.param + CENSOR;
    if (groups.card) return luhnValid(groups.card) ? CENSOR : match;
    return CENSOR;
  };
  return (line) => line.replace(re, replace);
}

/** The scrubber with no configured literals: shapes only. */
export const scrubSecrets: Scrubber = createScrubber();

/** The Luhn checksum every card number satisfies (most 16-digit numbers do not). */
export function luhnValid(candidate: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = candidate.length - 1; i >= 0; i--) {
    const c = candidate.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    let d = c - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}
