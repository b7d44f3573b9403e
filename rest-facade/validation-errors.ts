import type { FastifyError } from 'fastify';
import { ApiError } from './errors';

type AjvIssue = NonNullable<FastifyError['validation']>[number];

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
