import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../../../platform/config';
import { isUniqueViolation } from '../../../../platform/db/pg-errors';
import { fromPublicId, isGuid, newId, PREFIX } from '../../../../platform/ids';
import { Survey } from '../../entities/survey.entity';
import { SurveysError } from '../../surveys.errors';
import { EntryLink } from './entities/entry-link.entity';
import { PanelProvider } from './entities/panel-provider.entity';
import { newSigningSecret, sealSecret } from './entry-signing';
import { entryUrl, isEntryToken, newEntryToken } from './provider-links';
import { checkEntryParam, checkProviderName, checkRedirectUrl, type RedirectParam } from './provider-rules';

// The pure URL functions, here too: the respondent app takes everything about providers from this module.
export { entryUrl, providerRedirect, REDIRECT_OUTCOMES, type RedirectOutcome } from './provider-links';

/** A provider's profile; absent redirect URLs (or null) mean the provider takes no one back for that outcome. */
export interface PanelProviderInput {
  name: string;
  entryParam: string;
  completeUrl?: string | null;
  screenoutUrl?: string | null;
  overquotaUrl?: string | null;
}

/** Changes to a profile: absent fields (and a null name or entryParam) stay; a null URL is removed. */
export type PanelProviderPatch = { [K in keyof PanelProviderInput]?: PanelProviderInput[K] | null };

/** One survey's entry link for one provider, with the provider's profile. */
export interface ResolvedEntryLink {
  token: string;
  surveyId: string;
  provider: PanelProvider;
  createdAt: Date;
}

const URL_PARAMS: readonly RedirectParam[] = ['completeUrl', 'screenoutUrl', 'overquotaUrl'];

/**
 * Adds a provider profile (operators). Names are unique case-insensitively (`panel_provider_name_taken`).
 * With `sign`, the provider gets an entry-signing secret in the same row: returned here once, kept sealed.
 */
export async function createPanelProvider(em: EntityManager, input: PanelProviderInput & { sign?: boolean }): Promise<PanelProvider & { newSecret?: string }> {
  const now = new Date();
  const id = newId();
  const secret = input.sign ? newSigningSecret() : null;
  const provider = em.create(PanelProvider, {
    id,
    signingSecret: secret ? sealSecret(id, secret) : null,
    name: checkProviderName(input.name),
    entryParam: checkEntryParam(input.entryParam),
    completeUrl: redirectUrl(input.completeUrl, 'completeUrl'),
    screenoutUrl: redirectUrl(input.screenoutUrl, 'screenoutUrl'),
    overquotaUrl: redirectUrl(input.overquotaUrl, 'overquotaUrl'),
    createdAt: now,
    updatedAt: now,
  });
  await flushNamed(em, provider.name);
  return secret ? Object.assign(provider, { newSecret: secret }) : provider;
}

/**
 * Gives the provider a new entry-signing secret, replacing any earlier one (entries signed with
 * that stop working at once). Returns the secret: shown once, kept only sealed.
 */
export async function rotateSigningSecret(em: EntityManager, id: string): Promise<{ provider: PanelProvider; secret: string }> {
  const provider = await getPanelProvider(em, id);
  const secret = newSigningSecret();
  provider.signingSecret = sealSecret(provider.id, secret);
  provider.updatedAt = new Date();
  await em.flush();
  return { provider, secret };
}

/**
 * Changes a provider's profile. Entry URLs already handed out keep their token; after a change of
 * entryParam the provider must be given the new URL (the old one names the old parameter).
 */
export async function updatePanelProvider(em: EntityManager, id: string, patch: PanelProviderPatch): Promise<PanelProvider> {
  const provider = await getPanelProvider(em, id);
  if (patch.name != null) provider.name = checkProviderName(patch.name);
  if (patch.entryParam != null) provider.entryParam = checkEntryParam(patch.entryParam);
  for (const param of URL_PARAMS) {
    if (patch[param] !== undefined) provider[param] = redirectUrl(patch[param], param);
  }
  provider.updatedAt = new Date();
  await flushNamed(em, provider.name);
  return provider;
}

/** Every provider profile, by name (case-insensitive). */
export async function listPanelProviders(em: EntityManager): Promise<PanelProvider[]> {
  return em.find(PanelProvider, {}, { orderBy: [{ [raw('lower(name)')]: 'asc' }, { id: 'asc' }] });
}

/** One provider by UUID or `pp_<32 hex>`; else `panel_provider_not_found`. */
export async function getPanelProvider(em: EntityManager, id: string, param = 'id'): Promise<PanelProvider> {
  const provider = await findPanelProvider(em, id);
  if (!provider) throw new SurveysError('panel_provider_not_found', `No such panel provider: ${id}`, param);
  return provider;
}

/** One provider by UUID or `pp_<32 hex>`, or null. */
export async function findPanelProvider(em: EntityManager, id: string): Promise<PanelProvider | null> {
  const uuid = providerUuid(id);
  return uuid ? em.findOne(PanelProvider, { id: uuid }) : null;
}

/**
 * The survey's entry link for the provider: the existing one, else a new unguessable token (one
 * per pair, also under concurrent calls). A survey that does not exist or is deleted is
 * `survey_not_found`; any other survey gets a link (the respondent app decides who may answer).
 */
export async function entryLinkFor(em: EntityManager, surveyId: string, providerId: string): Promise<ResolvedEntryLink> {
  const surveyUuid = fromPublicId(PREFIX.survey, surveyId) ?? (isGuid(surveyId) ? surveyId.toLowerCase() : null);
  const survey = surveyUuid ? await em.findOne(Survey, { id: surveyUuid, deletedAt: null }) : null;
  if (!survey) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'surveyId');
  const provider = await getPanelProvider(em, providerId, 'providerId');
  await em.execute(
    `insert into surveys.entry_links (token, survey_id, provider_id, created_at) values (?, ?, ?, now())
     on conflict (survey_id, provider_id) do nothing`,
    [newEntryToken(), survey.id, provider.id],
  );
  const link = await em.findOneOrFail(EntryLink, { surveyId: survey.id, providerId: provider.id });
  return { token: link.token, surveyId: survey.id, provider, createdAt: link.createdAt };
}

/**
 * What an entry link's token leads to: its survey and provider; null for an unknown token or a
 * deleted survey (hidden everywhere). Whether the survey takes people now is the caller's check.
 */
export async function resolveEntryLink(em: EntityManager, token: string): Promise<ResolvedEntryLink | null> {
  if (!isEntryToken(token)) return null;
  const link = await em.findOne(EntryLink, { token });
  if (!link) return null;
  const survey = await em.findOne(Survey, { id: link.surveyId, deletedAt: null });
  if (!survey) return null;
  const provider = await em.findOneOrFail(PanelProvider, { id: link.providerId });
  return { token: link.token, surveyId: link.surveyId, provider, createdAt: link.createdAt };
}

/**
 * The entry URL of a link on this service's public address (`<PUBLIC_BASE_URL>/r/<token>?<param>={id}`);
 * a signing provider's also names `&exp={exp}&sig={sig}` for it to fill in (entry-signing.ts).
 */
export function entryLinkUrl(link: Pick<ResolvedEntryLink, 'token' | 'provider'>): string {
  return entryUrl(config().PUBLIC_BASE_URL, link.token, link.provider.entryParam, link.provider.signingSecret != null);
}

function providerUuid(id: string): string | null {
  const s = id.trim();
  return fromPublicId(PREFIX.panelProvider, s) ?? (isGuid(s) ? s.toLowerCase() : null);
}

function redirectUrl(url: string | null | undefined, param: RedirectParam): string | null {
  return url == null ? null : checkRedirectUrl(url, param, { allowHttp: config().OUTBOUND_ALLOW_HTTP });
}

/** The unique index on lower(name) decides, so concurrent creates cannot both win. */
async function flushNamed(em: EntityManager, name: string): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (isUniqueViolation(err)) throw new SurveysError('panel_provider_name_taken', `A panel provider named "${name}" already exists.`, 'name');
    throw err;
  }
}
