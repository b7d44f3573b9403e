import { isGuid } from '../../../platform/ids';
import { createOperatorToken, listOperatorTokens, revokeOperatorToken, type OperatorToken } from '../../../subgraphs/accounts';
import { parseFlags, required } from '../args';
import { CliError } from '../cli-error';
import { withDatabase } from '../context';

/** Operator tokens have no public prefix: their id is the UUID. */
function tokenSummary(t: OperatorToken) {
  return {
    id: t.id,
    name: t.name,
    prefix: t.lookupPrefix,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

/** `operator-token create --name <n>` */
export async function operatorTokenCreate(args: string[]) {
  const flags = parseFlags(args, { name: { type: 'string' } });
  const name = required(flags, 'name');
  return withDatabase(async (em) => {
    const { token, secret } = await createOperatorToken(em, { name });
    // The secret is shown here once; only its hash is stored.
    return { id: token.id, name: token.name, secret, prefix: token.lookupPrefix, createdAt: token.createdAt.toISOString() };
  });
}

/** `operator-token list` */
export async function operatorTokenList(args: string[]) {
  parseFlags(args, {});
  return withDatabase(async (em) => (await listOperatorTokens(em)).map(tokenSummary));
}

/** `operator-token revoke --id <uuid>` */
export async function operatorTokenRevoke(args: string[]) {
  const flags = parseFlags(args, { id: { type: 'string' } });
  const id = required(flags, 'id');
  if (!isGuid(id)) throw new CliError('invalid_id', `--id: "${id}" is not an operator token id (UUID)`);
  return withDatabase(async (em) => tokenSummary(await revokeOperatorToken(em, id.toLowerCase())));
}
