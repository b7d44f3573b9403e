import { ImageGenerationExample, MediaExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, MAX_IMAGE_COUNT, MAX_PROMPT_LENGTH } from '../../../../subgraphs/media';
import { prefixedId } from '../schemas';
import { ExactlyOneOf } from '../../validation-errors';

/**
 * The upload fields both surfaces take (spec: POST /media/upload). Shapes only: the media
 * domain checks the URL, the base64 and the size, so GraphQL callers get the same rules.
 */
export const MediaUploadFields = {
  url: Type.Optional(
    Type.String({
      maxLength: 2048,
      description:
        'An https URL to fetch and re-host (public addresses only; at most 3 redirects, each checked again; 20 MB). YouTube, Vimeo and Loom video URLs are returned as given with embedded=true. Exclusive with data.',
    }),
  ),
  data: Type.Optional(
    Type.String({
      description: 'The file as base64 (standard alphabet, optional = padding, no whitespace), at most 20 MB (20,971,520 bytes) decoded. Exclusive with url.',
      contentEncoding: 'base64',
    }),
  ),
  filename: Type.Optional(Type.String({ maxLength: 255, description: 'A hint for the stored file name (sanitised; never a path). The extension follows the detected type.' })),
  resourceType: Type.Optional(
    Type.Union([Type.Literal('image'), Type.Literal('video')], { description: 'Detected from the bytes when omitted; a value the bytes contradict is refused.' }),
  ),
};

export const MediaCreateBody = ExactlyOneOf(Type.Object(MediaUploadFields, { additionalProperties: false }), ['url', 'data'], {
  description: 'Exactly one of url or data. Images: JPEG, PNG, GIF, WebP, AVIF, BMP; videos: MP4, MOV, WebM.',
  examples: [{ url: 'https://cdn.example.com/packaging/oat-can-front.png', filename: 'oat-can-front.png' }],
});

export const Media = Type.Object(
  {
    object: Type.Literal('media'),
    id: prefixedId('med'),
    url: Type.String({ description: 'Where the media is served (our storage), or the embedded video URL exactly as given.' }),
    resourceType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    embedded: Type.Boolean({ description: 'true for YouTube, Vimeo and Loom URLs: nothing was stored, their players embed the URL.' }),
    contentType: Type.Union([Type.String(), Type.Null()], { description: 'The stored file’s type, detected from its bytes; null when embedded.' }),
    bytes: Type.Union([Type.Integer(), Type.Null()], { description: 'The stored file’s size; null when embedded.' }),
    filename: Type.Union([Type.String(), Type.Null()], { description: 'The stored file’s name; null when embedded.' }),
    sourceUrl: Type.Union([Type.String(), Type.Null()], { description: 'The url sent; null for data uploads.' }),
    livemode: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Media', additionalProperties: false, title: 'Media', examples: [MediaExample] },
);

const ImageSize = Type.Union(
  IMAGE_SIZES.map((size) => Type.Literal(size)),
  { description: 'Width x height in pixels: square, portrait or landscape.' },
);

/**
 * The generation fields both surfaces take (docs/media.md, "Generated images"). Shapes only:
 * the media domain checks the trimmed prompt, so GraphQL callers get the same rules.
 */
export const ImageGenerationFields = {
  prompt: Type.String({
    minLength: 1,
    maxLength: MAX_PROMPT_LENGTH,
    description: `What to draw, e.g. "oat milk latte can, minimalist Scandinavian packaging": 1 to ${MAX_PROMPT_LENGTH} characters after trimming, no control characters besides line breaks and tabs.`,
  }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_IMAGE_COUNT, default: 1, description: `Variants to generate, 1 to ${MAX_IMAGE_COUNT}.` })),
  size: Type.Optional(
    Type.Union(
      IMAGE_SIZES.map((size) => Type.Literal(size)),
      { default: DEFAULT_IMAGE_SIZE, description: 'Width x height in pixels: square, portrait or landscape.' },
    ),
  ),
};

export const ImageGenerationCreateBody = Type.Object(ImageGenerationFields, {
  additionalProperties: false,
  examples: [{ prompt: 'oat milk latte can, minimalist Scandinavian packaging', count: 2, size: '1024x1024' }],
  description: 'Test mode always draws labelled mockups; live mode uses the configured images provider, else the mockups.',
});

export const ImageGeneration = Type.Object(
  {
    object: Type.Literal('image_generation'),
    generator: Type.Union([Type.Literal('mockup'), Type.Literal('provider')], {
      description: 'mockup: typographic mockups labelled "GENERATED MOCKUP" (test mode, or live mode without a provider); provider: the configured images API.',
    }),
    prompt: Type.String({ description: 'The prompt as used (trimmed).' }),
    size: ImageSize,
    livemode: Type.Boolean(),
    media: Type.Array(Media, { description: 'One hosted PNG (or the provider’s format) per variant, in order; each url works as an option mediaUrl.' }),
  },
  { $id: 'ImageGeneration', additionalProperties: false, title: 'ImageGeneration', examples: [ImageGenerationExample] },
);
