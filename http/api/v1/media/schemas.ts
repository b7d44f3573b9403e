import { Type } from '@sinclair/typebox';
import { ImageGenerationFields, MediaUploadFields } from '../../v2/media/schemas';

/** Spec (POST /media/upload): exactly one of url or data; filename and resourceType optional. */
export const UploadBody = Type.Object(MediaUploadFields, {
  additionalProperties: false,
  examples: [{ url: 'https://cdn.example.com/packaging/oat-can-front.png', filename: 'oat-can-front.png' }],
  description: 'Exactly one of url or data. Images: JPEG, PNG, GIF, WebP, AVIF, BMP; videos: MP4, MOV, WebM.',
});

const UploadedMedia = Type.Object(
  {
    url: Type.String({ description: 'Where the media is served, or the YouTube, Vimeo or Loom URL exactly as given.' }),
    resourceType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    embedded: Type.Boolean({ description: 'true when the URL was returned as given (YouTube, Vimeo, Loom).' }),
  },
  { additionalProperties: false, title: 'UploadedMedia' },
);

export const UploadResult = Type.Object({ success: Type.Literal(true), data: UploadedMedia }, { additionalProperties: false });

/** Image generation (docs/media.md, "Generated images"): the same fields as v2. */
export const GenerateBody = Type.Object(ImageGenerationFields, {
  additionalProperties: false,
  examples: [{ prompt: 'oat milk latte can, minimalist Scandinavian packaging', count: 2, size: '1024x1024' }],
  description: 'Test mode always draws labelled mockups; live mode uses the configured images provider, else the mockups.',
});

export const GenerateResult = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      {
        generator: Type.Union([Type.Literal('mockup'), Type.Literal('provider')], {
          description: 'mockup: typographic mockups labelled "GENERATED MOCKUP" (test mode, or live mode without a provider); provider: the configured images API.',
        }),
        prompt: Type.String({ description: 'The prompt as used (trimmed).' }),
        size: ImageGenerationFields.size,
        images: Type.Array(UploadedMedia, { description: 'One hosted image per variant, in order; each url works as an option mediaUrl.' }),
      },
      { additionalProperties: false, title: 'GeneratedImages' },
    ),
  },
  { additionalProperties: false },
);
