import { DomainError, type ErrorKind } from '../../../platform/errors';

export type UploadErrorCode =
  | 'source_missing'
  | 'source_conflict'
  | 'invalid_data'
  | 'file_too_large'
  | 'invalid_filename'
  | 'invalid_resource_type'
  | 'unsupported_media'
  | 'resource_type_mismatch'
  | 'invalid_url'
  | 'url_refused'
  | 'remote_error'
  | 'remote_too_large'
  | 'remote_unavailable'
  | 'storage_unavailable'
  | 'team_required';

/**
 * 400 when the caller's request or URL is at fault and the same call would fail again;
 * 502 when the remote host or our storage is unavailable and a retry may work
 * (docs/decisions.md, "Media").
 */
const KIND: Record<UploadErrorCode, ErrorKind> = {
  source_missing: 'invalid',
  source_conflict: 'invalid',
  invalid_data: 'invalid',
  file_too_large: 'invalid',
  invalid_filename: 'invalid',
  invalid_resource_type: 'invalid',
  unsupported_media: 'invalid',
  resource_type_mismatch: 'invalid',
  invalid_url: 'invalid',
  url_refused: 'invalid',
  remote_error: 'invalid',
  remote_too_large: 'invalid',
  remote_unavailable: 'unavailable',
  storage_unavailable: 'unavailable',
  team_required: 'forbidden',
};

/** The media domain's upload failures. */
export class UploadError extends DomainError {
  constructor(code: UploadErrorCode, message: string, param?: string, options?: { cause?: unknown }) {
    super('Upload', KIND[code], code, message, { param });
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
