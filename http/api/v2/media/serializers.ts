import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { GenerateImagesMutation, UploadMediaMutation } from '../../../../graph-client/generated';
import { IMAGE_SIZES } from '../../../../subgraphs/media';
import { oneOf } from '../../../../graph-client/narrow';
import type { ImageGeneration, Media } from './schemas';

type MediaAsset = UploadMediaMutation['uploadMedia'];

export function serializeMedia(m: MediaAsset): Static<typeof Media> {
  return {
    object: 'media',
    id: toPublicId('med', m.id),
    url: m.url,
    resourceType: oneOf(['image', 'video'], m.resourceType, 'a media resource type'),
    embedded: m.embedded,
    contentType: m.contentType,
    bytes: m.bytes,
    filename: m.filename,
    sourceUrl: m.sourceUrl,
    livemode: m.livemode,
    createdAt: m.createdAt,
  };
}

export function serializeImageGeneration(g: GenerateImagesMutation['generateImages'], livemode: boolean): Static<typeof ImageGeneration> {
  return {
    object: 'image_generation',
    generator: oneOf(['mockup', 'provider'], g.generator, 'an image generator'),
    prompt: g.prompt,
    size: oneOf(IMAGE_SIZES, g.size, 'an image size'),
    livemode,
    media: g.images.map(serializeMedia),
  };
}
