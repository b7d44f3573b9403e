import { randomBytes } from 'node:crypto';
import type { PanelProvider } from './entities/panel-provider.entity';
import { ID_PLACEHOLDER, REDIRECT_PARAMS } from './provider-rules';

export const REDIRECT_OUTCOMES = ['complete', 'screenout', 'overquota'] as const;
/** How a person's visit ended, as the provider hears it. */
export type RedirectOutcome = (typeof REDIRECT_OUTCOMES)[number];

/** A new entry-link token: 24 random bytes, base64url (32 characters). */
export function newEntryToken(): string {
  return randomBytes(24).toString('base64url');
}

/** True for a string shaped like an entry-link token (checked before any lookup). */
export function isEntryToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

/**
 * Where to send a person back to: the profile's URL for the outcome with every `{id}` replaced by
 * the provider's respondent id, URI-encoded (so it stays inside its path segment or query value).
 * Null when the profile has no URL for that outcome. Targets come from the profile only.
 */
export function providerRedirect(
  provider: Pick<PanelProvider, 'completeUrl' | 'screenoutUrl' | 'overquotaUrl'>,
  outcome: RedirectOutcome,
  providerRespondentId: string,
): string | null {
  const template = provider[REDIRECT_PARAMS[outcome]];
  return template == null ? null : template.replaceAll(ID_PLACEHOLDER, encodeURIComponent(providerRespondentId));
}

/**
 * The entry URL an operator hands a provider: `<base>/r/<token>?<entryParam>={id}`. The `{id}` is
 * left for the provider, which puts its respondent id there; a signing provider also fills in
 * `{exp}` and `{sig}` (entry-signing.ts).
 */
export function entryUrl(baseUrl: string, token: string, entryParam: string, signed = false): string {
  return `${baseUrl.replace(/\/+$/, '')}/r/${token}?${entryParam}=${ID_PLACEHOLDER}${signed ? '&exp={exp}&sig={sig}' : ''}`;
}
