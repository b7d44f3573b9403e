import { PREFIX, toPublicId } from '../../../platform/ids';
import {
  createPanelProvider,
  entryLinkFor,
  entryLinkUrl,
  listPanelProviders,
  rotateSigningSecret,
  updatePanelProvider,
  type PanelProvider,
  type PanelProviderPatch,
} from '../../../subgraphs/surveys';
import { parseFlags, parseId, required } from '../args';
import { CliError } from '../cli-error';
import { withDatabase } from '../context';

const PROFILE_FLAGS = {
  name: { type: 'string' },
  param: { type: 'string' },
  'complete-url': { type: 'string' },
  'screenout-url': { type: 'string' },
  'overquota-url': { type: 'string' },
} as const;

function providerSummary(p: PanelProvider) {
  return {
    id: toPublicId(PREFIX.panelProvider, p.id),
    name: p.name,
    entryParam: p.entryParam,
    completeUrl: p.completeUrl ?? null,
    screenoutUrl: p.screenoutUrl ?? null,
    overquotaUrl: p.overquotaUrl ?? null,
    /** Entry links must carry `exp` and `sig` (docs/decisions.md, "Respondent app"). */
    signed: p.signingSecret != null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * `panel-provider add --name <n> --param <p> [--complete-url <u>] [--screenout-url <u>] [--overquota-url <u>] [--sign]`;
 * `--sign` gives the provider an entry-signing secret, printed once (`signingSecret`).
 */
export async function panelProviderAdd(args: string[]) {
  const flags = parseFlags(args, { ...PROFILE_FLAGS, sign: { type: 'boolean' } });
  const input = {
    name: required(flags, 'name'),
    entryParam: required(flags, 'param'),
    completeUrl: flags['complete-url'] ?? null,
    screenoutUrl: flags['screenout-url'] ?? null,
    overquotaUrl: flags['overquota-url'] ?? null,
    sign: flags.sign === true,
  };
  return withDatabase(async (em) => {
    const provider = await createPanelProvider(em, input);
    return { ...providerSummary(provider), ...(provider.newSecret ? { signingSecret: provider.newSecret } : {}) };
  });
}

/**
 * `panel-provider secret --id <pp_…>`: a new entry-signing secret, printed once; it replaces the
 * provider's earlier one (links signed with that stop working), and unsigned entries are refused from now on.
 */
export async function panelProviderSecret(args: string[]) {
  const flags = parseFlags(args, { id: { type: 'string' } });
  const id = parseId(PREFIX.panelProvider, required(flags, 'id'), 'id');
  return withDatabase(async (em) => {
    const { provider, secret } = await rotateSigningSecret(em, id);
    return { ...providerSummary(provider), signingSecret: secret };
  });
}

/** `panel-provider list` */
export async function panelProviderList(args: string[]) {
  parseFlags(args, {});
  return withDatabase(async (em) => (await listPanelProviders(em)).map(providerSummary));
}

/** `panel-provider update --id <pp_…> [--name <n>] [--param <p>] [--complete-url <u>] …`; an empty URL removes that redirect. */
export async function panelProviderUpdate(args: string[]) {
  const flags = parseFlags(args, { id: { type: 'string' }, ...PROFILE_FLAGS });
  const id = parseId(PREFIX.panelProvider, required(flags, 'id'), 'id');
  const url = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
  const patch: PanelProviderPatch = {
    name: flags.name,
    entryParam: flags.param,
    completeUrl: url(flags['complete-url']),
    screenoutUrl: url(flags['screenout-url']),
    overquotaUrl: url(flags['overquota-url']),
  };
  if (Object.values(patch).every((v) => v === undefined)) {
    throw new CliError('invalid_arguments', 'pass at least one of --name, --param, --complete-url, --screenout-url, --overquota-url');
  }
  return withDatabase(async (em) => providerSummary(await updatePanelProvider(em, id, patch)));
}

/** `panel-provider link --survey <srv_…> --provider <pp_…>`: the survey's entry URL for the provider (the same on every call). */
export async function panelProviderLink(args: string[]) {
  const flags = parseFlags(args, { survey: { type: 'string' }, provider: { type: 'string' } });
  const surveyId = parseId(PREFIX.survey, required(flags, 'survey'), 'survey');
  const providerId = parseId(PREFIX.panelProvider, required(flags, 'provider'), 'provider');
  return withDatabase(async (em) => {
    const link = await entryLinkFor(em, surveyId, providerId);
    return {
      url: entryLinkUrl(link),
      token: link.token,
      survey: toPublicId(PREFIX.survey, link.surveyId),
      provider: toPublicId(PREFIX.panelProvider, link.provider.id),
      createdAt: link.createdAt.toISOString(),
    };
  });
}
