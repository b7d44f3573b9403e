import { grantCreditsNow } from '../../../subgraphs/billing';
import { creditsToUnits } from '../../../platform/money';
import { toPublicId } from '../../../platform/ids';
import { CliError } from '../cli-error';
import { parseFlags, parseId, required } from '../args';
import { withDatabase } from '../context';

/** `credits grant --team <tm_…> --credits <n> [--expires-in-days 365 | --expires-at <ISO>] [--test] [--note <text>]` */
export async function creditsGrant(args: string[]) {
  const flags = parseFlags(args, {
    team: { type: 'string' },
    credits: { type: 'string' },
    'expires-in-days': { type: 'string' },
    'expires-at': { type: 'string' },
    test: { type: 'boolean', default: false },
    note: { type: 'string' },
  });
  const teamId = parseId('tm', required(flags, 'team'), 'team');
  const credits = Number(required(flags, 'credits'));
  if (!Number.isFinite(credits) || credits <= 0 || creditsToUnits(credits) !== credits * 100) {
    throw new CliError('invalid_arguments', '--credits must be a positive number with at most 2 decimals');
  }
  const expiresAt = expiryOf(flags['expires-at'], flags['expires-in-days']);
  const livemode = !flags.test;
  return withDatabase(async (em) => {
    const bucket = await grantCreditsNow(em, { teamId, livemode }, { units: creditsToUnits(credits), expiresAt, source: 'grant', note: flags.note ?? null });
    return {
      bucket: toPublicId('cbk', bucket.id),
      team: toPublicId('tm', teamId),
      livemode,
      credits,
      expiresAt: bucket.expiresAt.toISOString(),
    };
  });
}

function expiryOf(at: string | undefined, inDays: string | undefined): Date {
  if (at !== undefined && inDays !== undefined) throw new CliError('invalid_arguments', 'pass --expires-at or --expires-in-days, not both');
  if (at !== undefined) {
    const d = new Date(at);
    if (Number.isNaN(d.getTime())) throw new CliError('invalid_arguments', '--expires-at must be an ISO 8601 date-time');
    return d;
  }
  const days = Number(inDays ?? '365');
  if (!Number.isInteger(days) || days < 1) throw new CliError('invalid_arguments', '--expires-in-days must be a whole number of days, 1 or more');
  return new Date(Date.now() + days * 86_400_000);
}
