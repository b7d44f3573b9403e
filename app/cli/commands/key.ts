import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from '../../../subgraphs/accounts';
import { PREFIX, toPublicId } from '../../../platform/ids';
import { parseFlags, parseId, required } from '../args';
import { withDatabase } from '../context';

/** What `key list` and `key revoke` show: never the secret, nor its hash. */
function keySummary(key: ApiKey) {
  return {
    id: toPublicId(PREFIX.apiKey, key.id),
    name: key.name,
    scopes: key.scopes,
    livemode: key.livemode,
    prefix: key.lookupPrefix,
    team: toPublicId(PREFIX.team, key.team.id),
    user: key.user ? toPublicId(PREFIX.user, key.user.id) : null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
  };
}

/** `--scopes read,write` → ['read','write']; `--scopes ""` → [] (a legacy, v1-only key). */
function splitScopes(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `key create --team <tm_…> --name <n> [--scopes read,write,spend | --scopes ""] [--test] [--user <usr_…>]` */
export async function keyCreate(args: string[]) {
  const flags = parseFlags(args, {
    team: { type: 'string' },
    name: { type: 'string' },
    scopes: { type: 'string' },
    test: { type: 'boolean', default: false },
    user: { type: 'string' },
  });
  const teamId = parseId(PREFIX.team, required(flags, 'team'), 'team');
  const userId = flags.user === undefined ? undefined : parseId(PREFIX.user, flags.user, 'user');
  const name = required(flags, 'name');
  const scopes = splitScopes(flags.scopes);
  return withDatabase(async (em) => {
    const { key, secret } = await createApiKey(em, { teamId, name, scopes, livemode: !flags.test, userId });
    return {
      id: toPublicId(PREFIX.apiKey, key.id),
      // Shown here once; only its hash is stored.
      secret,
      name: key.name,
      scopes: key.scopes,
      livemode: key.livemode,
      prefix: key.lookupPrefix,
      team: toPublicId(PREFIX.team, teamId),
      user: userId ? toPublicId(PREFIX.user, userId) : null,
      createdAt: key.createdAt.toISOString(),
    };
  });
}

/** `key list --team <tm_…>`: newest first, revoked included. */
export async function keyList(args: string[]) {
  const flags = parseFlags(args, { team: { type: 'string' } });
  const teamId = parseId(PREFIX.team, required(flags, 'team'), 'team');
  return withDatabase(async (em) => (await listApiKeys(em, teamId)).map(keySummary));
}

/** `key revoke --id <key_…>`: idempotent; keeps the first revocation time. */
export async function keyRevoke(args: string[]) {
  const flags = parseFlags(args, { id: { type: 'string' } });
  const keyId = parseId(PREFIX.apiKey, required(flags, 'id'), 'id');
  return withDatabase(async (em) => keySummary(await revokeApiKey(em, keyId)));
}
