import { Type, type SchemaOptions, type TObject } from '@sinclair/typebox';
import type { FastifyError } from 'fastify';
import { ApiError } from '../../graph-client/errors';

type AjvIssue = NonNullable<FastifyError['validation']>[number];

/**
 * A body that takes exactly one of two fields: the object's own schema, then a `oneOf` over the
 * two, so the document states the rule and the validator enforces it after every other check
 * of the body (ajv runs a `oneOf` beside `properties` before them). `exclusiveFieldsError`
 * words its failures: `Missing required parameter: a (or b).` and `Send exactly one of a or b, not both.`
 */
export function ExactlyOneOf<T extends TObject>(body: T, [first, second]: [keyof T['properties'] & string, keyof T['properties'] & string], options: SchemaOptions = {}) {
  const only = (present: string, absent: string) => ({ type: 'object', required: [present], properties: { [absent]: false } });
  return Type.Intersect([body, Type.Unsafe<unknown>({ type: 'object', oneOf: [only(first, second), only(second, first)] })], options);
}

/** The failure of an ExactlyOneOf rule: its branches' issues come just before the `oneOf` issue. */
function exclusiveFieldsError(issues: AjvIssue[], details: string[]): ApiError | null {
  const at = issues.findIndex((i) => i.keyword === 'oneOf');
  if (at < 2) return null;
  const [a, b] = issues.slice(at - 2, at);
  if (a.keyword === 'required' && b.keyword === 'required') {
    const [present, other] = [(a.params as { missingProperty: string }).missingProperty, (b.params as { missingProperty: string }).missingProperty];
    return new ApiError('invalid', 'parameter_missing', `Missing required parameter: ${present} (or ${other}).`, present, undefined, details);
  }
  if (a.keyword === 'false schema' && b.keyword === 'false schema') {
    // Each branch refuses the other field: the first names the second.
    const [second, first] = [a.instancePath.slice(1), b.instancePath.slice(1)];
    return new ApiError('invalid', 'parameter_invalid', `Send exactly one of ${first} or ${second}, not both.`, second, undefined, details);
  }
  return null;
}

/** The request field an Ajv issue is about: "limit", "team.name", … */
function paramOf(issue: AjvIssue): string | undefined {
  const p = issue.params as { missingProperty?: string; additionalProperty?: string };
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const leaf = p.missingProperty ?? p.additionalProperty;
  return [base, leaf].filter(Boolean).join('.') || undefined;
}

/** Fastify's schema validation failure as an ApiError (v2 codes; v1 renders details). */
export function validationError(err: FastifyError): ApiError {
  const issues = err.validation ?? [];
  const first = issues[0];
  const where = err.validationContext ?? 'request';
  const details = issues.map((i) => `${where}${i.instancePath ? i.instancePath.replaceAll('/', '.') : ''} ${i.message ?? 'is invalid'}`);
  if (!first) return new ApiError('invalid', 'parameter_invalid', err.message, undefined, undefined, details);
  const exclusive = exclusiveFieldsError(issues, details);
  if (exclusive) return exclusive;
  const param = paramOf(first);
  const code = first.keyword === 'required' ? 'parameter_missing' : first.keyword === 'additionalProperties' ? 'parameter_unknown' : 'parameter_invalid';
  const message =
    code === 'parameter_missing'
      ? `Missing required parameter: ${param}.`
      : code === 'parameter_unknown'
        ? `Received unknown parameter: ${param}.`
        : `Invalid ${param ?? where}: ${first.message}.`;
  return new ApiError('invalid', code, message, param, undefined, details);
}
