import { DomainError, type ErrorKind } from '../../../platform/errors';

export type GenerationErrorCode =
  'invalid_prompt' | 'invalid_count' | 'invalid_size' | 'prompt_refused' | 'provider_unavailable' | 'provider_invalid_response' | 'storage_unavailable' | 'team_required';

/**
 * 400 when the request is at fault (a bad prompt, count or size, or a prompt the provider
 * refuses); 502 when the provider or our storage fails and a retry may work
 * (docs/decisions.md, "Media").
 */
const KIND: Record<GenerationErrorCode, ErrorKind> = {
  invalid_prompt: 'invalid',
  invalid_count: 'invalid',
  invalid_size: 'invalid',
  prompt_refused: 'invalid',
  provider_unavailable: 'unavailable',
  provider_invalid_response: 'unavailable',
  storage_unavailable: 'unavailable',
  team_required: 'forbidden',
};

/** The media domain's image-generation failures. */
export class GenerationError extends DomainError {
  constructor(code: GenerationErrorCode, message: string, param?: string, options?: { cause?: unknown }) {
    super('ImageGeneration', KIND[code], code, message, { param });
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
