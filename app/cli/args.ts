import { parseArgs, type ParseArgsConfig } from 'node:util';
import { fromPublicId, isGuid, type Prefix } from '../../platform/ids';
import { CliError } from './cli-error';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses a command's flags strictly (unknown flags and stray positionals are errors). */
export function parseFlags<O extends Options>(args: string[], options: O) {
  return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
}

/** A required string flag. */
export function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') throw new CliError('invalid_arguments', `--${name} is required`);
  return v;
}

/** Accepts the v2 id (`<prefix>_<32 hex>`) or the raw UUID (v1 GUID); returns the UUID. */
export function parseId(prefix: Prefix, value: string, flag: string): string {
  const uuid = fromPublicId(prefix, value) ?? (isGuid(value) ? value.toLowerCase() : null);
  if (!uuid) throw new CliError('invalid_id', `--${flag}: "${value}" is not a ${prefix}_ id or a UUID`);
  return uuid;
}
