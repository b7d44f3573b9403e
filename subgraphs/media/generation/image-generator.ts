/** Prompts are 1 to 1000 characters after trimming: room for a packaging brief, well under providers' own limits. */
export const MAX_PROMPT_LENGTH = 1000;
/** Variants per request: enough for an A/B/C/D test, few enough to keep one call's cost and time bounded. */
export const MAX_IMAGE_COUNT = 4;
/** The OpenAI images API sizes every current model takes: square, portrait and landscape. */
export const IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024';

/** Which generator made the images: the built-in mockup renderer, or the configured provider. */
export type GeneratorKind = 'mockup' | 'provider';

/** What to draw: a checked prompt, how many variants, and their size. */
export interface ImageRequest {
  prompt: string;
  count: number;
  size: ImageSize;
}

/** One generated image's bytes; the media domain reads its type from them when storing it. */
export interface GeneratedImage {
  bytes: Buffer;
}

/**
 * Makes `count` images for a prompt. Implementations: the built-in mockup renderer
 * (mockup-generator.ts, test mode and development) and an OpenAI-compatible images API
 * (openai-image-generator.ts). Either returns exactly `count` images or throws a
 * GenerationError; nothing is stored here.
 */
export interface ImageGenerator {
  readonly kind: GeneratorKind;
  generate(request: ImageRequest): Promise<GeneratedImage[]>;
}

export function sizeOf(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
}
