import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../graph-client/errors';

/**
 * The rules every value of a request meets at the REST edge, whatever its route
 * (docs/decisions.md, "Which text is refused?"). Text: no C0 control character except tab, line
 * feed and carriage return, and well-formed UTF-16 (no lone surrogate); PostgreSQL refuses NUL
 * in text, the others have no place in survey content, and a lone surrogate cannot be written as
 * UTF-8. Numbers: finite; Ajv coerces a query value such as "1e309" to Infinity and then skips
 * its range checks, and GraphQL refuses it. Checked once for every route of both surfaces, after
 * schema validation, over path parameters, the query and the JSON body (field names included).
 */
// eslint-disable-next-line no-control-regex -- refuses control characters, so it names them
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Why a string breaks the rule, or null when it does not. */
export function textProblem(s: string): string | null {
  const control = FORBIDDEN_CONTROL.exec(s);
  if (control) return `text may not contain control characters other than tab, line feed and carriage return (found ${codePoint(control[0])})`;
  if (!s.isWellFormed()) return 'text must be well-formed Unicode (found an unpaired surrogate)';
  return null;
}

interface Offence {
  /** The field, as validation errors name it: "questions.0.prompt". */
  param: string;
  reason: string;
}

/** A value met while walking, linked to its parent so a path is only built for an offence. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, leaf: string[] = []): string[] {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) keys.push(v.key);
  return [...keys.reverse(), ...leaf];
}

/**
 * The first value in a parsed request part that breaks a rule, with where it is. Iterative, so
 * a deeply nested body cannot exhaust the stack.
 */
export function findInputProblem(root: unknown): Offence | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const reason = textProblem(value);
      if (reason) return { param: pathOf(visit).join('.'), reason };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { param: pathOf(visit).join('.'), reason: 'must be a finite number' };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: visit });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const reason = textProblem(key);
        // A bad key is named escaped, so the error body never carries the character itself.
        if (reason) return { param: pathOf(visit, [escapeText(key)]).join('.'), reason: `field names: ${reason}` };
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/** preHandler hook of both surfaces: a 400 naming the first offending field. */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    if (Buffer.isBuffer(value)) continue;
    const offence = findInputProblem(value);
    if (!offence) continue;
    const param = offence.param || where;
    const message = `Invalid ${param}: ${offence.reason}.`;
    throw new ApiError('invalid', 'parameter_invalid', message, param, undefined, [`${where}.${param} ${offence.reason}`]);
  }
}

function codePoint(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Control characters and lone surrogates as \uXXXX, the rest unchanged. */
function escapeText(s: string): string {
  let out = '';
  for (const ch of s) {
    out += textProblem(ch) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch;
  }
  return out;
}
