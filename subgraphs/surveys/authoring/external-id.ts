import { SurveysError } from '../surveys.errors';

/**
 * externalId: 1 to 255 characters after trimming, no control characters (spec: Limits).
 * Returns the trimmed value; null/undefined pass through.
 */
export function normalizeExternalId(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) {
    throw new SurveysError('external_id_invalid', 'externalId must not contain control characters.', 'externalId');
  }
  if (trimmed.length < 1 || trimmed.length > 255) {
    throw new SurveysError('external_id_invalid', 'externalId must be 1 to 255 characters after trimming whitespace.', 'externalId');
  }
  return trimmed;
}
