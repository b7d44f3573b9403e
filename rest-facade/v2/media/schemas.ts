import { Type } from '@sinclair/typebox';
import { prefixedId } from '../schemas';

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

export const MediaCreateBody = Type.Object(MediaUploadFields, {
  additionalProperties: false,
  description: 'Exactly one of url or data. Images: JPEG, PNG, GIF, WebP, AVIF, BMP; videos: MP4, MOV, WebM.',
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
  { additionalProperties: false, title: 'Media' },
);
