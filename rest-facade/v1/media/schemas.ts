import { Type } from '@sinclair/typebox';
import { MediaUploadFields } from '../../v2/media/schemas';

/** Spec (POST /media/upload): exactly one of url or data; filename and resourceType optional. */
export const UploadBody = Type.Object(MediaUploadFields, {
  additionalProperties: false,
  description: 'Exactly one of url or data. Images: JPEG, PNG, GIF, WebP, AVIF, BMP; videos: MP4, MOV, WebM.',
});

export const UploadResult = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      {
        url: Type.String({ description: 'Where the media is served, or the YouTube, Vimeo or Loom URL exactly as given.' }),
        resourceType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
        embedded: Type.Boolean({ description: 'true when the URL was returned as given (YouTube, Vimeo, Loom).' }),
      },
      { additionalProperties: false, title: 'UploadedMedia' },
    ),
  },
  { additionalProperties: false },
);
