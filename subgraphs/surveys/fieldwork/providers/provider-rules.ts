import { SurveysError } from '../../surveys.errors';

export const PROVIDER_NAME_MAX = 100;
export const ENTRY_PARAM_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
export const REDIRECT_URL_MAX = 2048;
/** Where a redirect URL takes the provider's respondent id. */
export const ID_PLACEHOLDER = '{id}';

/** The profile fields that hold redirect URLs, by the outcome they serve. */
export const REDIRECT_PARAMS = { complete: 'completeUrl', screenout: 'screenoutUrl', overquota: 'overquotaUrl' } as const;
export type RedirectParam = (typeof REDIRECT_PARAMS)[keyof typeof REDIRECT_PARAMS];

const invalid = (param: string, message: string) => new SurveysError('invalid_panel_provider', message, param);

/** A provider's name, trimmed: 1 to 100 characters. */
export function checkProviderName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || name.length > PROVIDER_NAME_MAX) throw invalid('name', `name must be 1 to ${PROVIDER_NAME_MAX} characters.`);
  return name;
}

/** The query parameter the provider fills with its respondent id: a letter, then up to 31 letters, digits or underscores. */
export function checkEntryParam(raw: string): string {
  const param = raw.trim();
  if (!ENTRY_PARAM_PATTERN.test(param)) {
    throw invalid('entryParam', 'entryParam must start with a letter and have at most 32 letters, digits or underscores (e.g. rid).');
  }
  // Signed entries carry these two beside the respondent id.
  if (param === 'exp' || param === 'sig') throw invalid('entryParam', 'entryParam cannot be exp or sig: signed entry links use those names.');
  return param;
}

/**
 * A redirect URL as given, once checked: absolute https (http only with OUTBOUND_ALLOW_HTTP), at
 * most 2048 characters, a host, no user name or password, no whitespace or control characters
 * (the URL parser drops some silently), and `{id}` at least once, after the host: the id comes
 * from the person's own entry URL, so it may fill a path segment or a query value but never
 * choose where people are sent. Other braces are refused, as a placeholder we would not fill.
 */
export function checkRedirectUrl(url: string, param: RedirectParam, opts: { allowHttp: boolean }): string {
  const schemes = opts.allowHttp ? 'an absolute https or http URL' : 'an absolute https URL';
  const example = `e.g. https://panel.example.com/end?status=complete&rid=${ID_PLACEHOLDER}`;
  if (url.length === 0 || url.length > REDIRECT_URL_MAX) throw invalid(param, `${param} must be 1 to ${REDIRECT_URL_MAX} characters.`);
  // eslint-disable-next-line no-control-regex -- refuses control characters, so it names them
  if (/[\s\u0000-\u001f\u007f]/.test(url)) throw invalid(param, `${param} must not contain spaces or control characters.`);
  const at = url.indexOf(ID_PLACEHOLDER);
  if (at < 0) throw invalid(param, `${param} must contain ${ID_PLACEHOLDER} where the provider's respondent id goes, ${example}.`);
  if (/[{}]/.test(url.replaceAll(ID_PLACEHOLDER, ''))) throw invalid(param, `${param} may use only the placeholder ${ID_PLACEHOLDER}; other braces are not filled in.`);
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll(ID_PLACEHOLDER, 'id'));
  } catch {
    throw invalid(param, `${param} must be ${schemes}, ${example}.`);
  }
  const httpsOk = parsed.protocol === 'https:' && /^https:\/\//i.test(url);
  const httpOk = opts.allowHttp && parsed.protocol === 'http:' && /^http:\/\//i.test(url);
  if (!httpsOk && !httpOk) throw invalid(param, `${param} must be ${schemes}, ${example}.`);
  if (!parsed.hostname) throw invalid(param, `${param} must name a host.`);
  if (parsed.username || parsed.password) throw invalid(param, `${param} must not contain a user name or password.`);
  if (!/^https?:\/\/[^/?#]*[/?#]/i.test(url.slice(0, at))) {
    throw invalid(param, `${param} must put ${ID_PLACEHOLDER} in the path, query or fragment, not in the host.`);
  }
  return url;
}
