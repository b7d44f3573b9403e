import { GraphQLError } from 'graphql';
import { createParameterDecorator, ID, type ParameterDecorator } from 'type-graphql';
import { PREFIX, publicIdShape, type Prefix } from '../ids';

/**
 * What an id argument accepts. A prefix: the printed id (`srv_<32 hex>`, as v2 and the CLI show
 * it) or the raw UUID (v1 and the facade). `uuid`: objects with no printed form.
 */
export type IdForm = Prefix | 'uuid';

export interface IdArgOptions {
  nullable?: boolean;
  description?: string;
  /** v1's legacy integer ids (projects, tags) pass as they are. */
  legacyInteger?: boolean;
}

const NOUN_OF_PREFIX = new Map<string, string>(Object.entries(PREFIX).map(([key, prefix]) => [prefix, key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)]));
const LEGACY_INTEGER = /^[0-9]{1,18}$/;
/**
 * Shapes, not RFC 4122 checks: any UUID PostgreSQL reads is a lookup that may find nothing (the
 * domain's own not-found), and only what it cannot read is malformed.
 */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The resolver's value for an id argument: the UUID (lower case) for a printed or raw id, a
 * legacy integer as given. Anything else is the caller's mistake, answered as
 * BAD_USER_INPUT naming the argument before the resolver (and PostgreSQL) sees it. `kind:
 * not_found` tells the REST transports what a malformed id is to them: an unknown one (as Stripe
 * answers), so a facade route that passes a path id through answers as it did.
 */
export function parseIdArg(argument: string, value: string, form: IdForm, opts: Pick<IdArgOptions, 'legacyInteger'> = {}): string {
  if (UUID_SHAPE.test(value)) return value.toLowerCase();
  const printed = form === 'uuid' ? null : publicIdShape(form, value);
  if (printed) return printed;
  if (opts.legacyInteger && LEGACY_INTEGER.test(value)) return value;
  throw new GraphQLError(`Argument "${argument}" is not ${expected(form, opts)}; got ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}.`, {
    extensions: { code: 'BAD_USER_INPUT', kind: 'not_found', param: argument },
  });
}

function expected(form: IdForm, opts: Pick<IdArgOptions, 'legacyInteger'>): string {
  const integer = opts.legacyInteger ? ', or a legacy integer id' : '';
  if (form === 'uuid') return `an id (a UUID${integer})`;
  const noun = NOUN_OF_PREFIX.get(form) ?? form;
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} id (${form}_<32 hex> or a UUID${integer})`;
}

/**
 * `@Arg(name, () => ID)` for an argument that names an object: the schema still says `ID`, and
 * the resolver gets the parsed value (parseIdArg). Every root field's id argument uses it, so a
 * printed id works everywhere and a malformed one never reaches a query.
 */
export function IdArg(name: string, form: IdForm, opts: IdArgOptions = {}): ParameterDecorator {
  const { legacyInteger, ...argOptions } = opts;
  return createParameterDecorator(
    ({ args }) => {
      const value = (args as Record<string, unknown>)[name];
      return typeof value === 'string' ? parseIdArg(name, value, form, { legacyInteger }) : value;
    },
    { arg: { name, typeFunc: () => ID, options: argOptions } },
  );
}
