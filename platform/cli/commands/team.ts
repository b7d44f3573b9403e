import { createTeam } from '../../../subgraphs/accounts/accounts.service';
import { PREFIX, toPublicId } from '../../ids';
import { parseFlags, required } from '../args';
import { withDatabase } from '../context';

/** `team create --name <name>` */
export async function teamCreate(args: string[]) {
  const flags = parseFlags(args, { name: { type: 'string' } });
  const name = required(flags, 'name');
  return withDatabase(async (em) => {
    const team = await createTeam(em, { name });
    return { id: toPublicId(PREFIX.team, team.id), name: team.name, createdAt: team.createdAt.toISOString() };
  });
}
