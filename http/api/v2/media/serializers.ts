import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { ImageGeneration, Media } from './schemas';

/** A MediaAsset from the UploadMedia operation (graph-client/operations/media.graphql). */
export interface GraphMediaAsset {
  id: string;
  url: string;
  resourceType: 'image' | 'video';
  embedded: boolean;
  contentType: string | null;
  bytes: number | null;
  filename: string | null;
  sourceUrl: string | null;
  livemode: boolean;
  createdAt: string;
}

export function serializeMedia(m: GraphMediaAsset): Static<typeof Media> {
  return {
    object: 'media',
    id: toPublicId('med', m.id),
    url: m.url,
    resourceType: m.resourceType,
    embedded: m.embedded,
    contentType: m.contentType,
    bytes: m.bytes,
    filename: m.filename,
    sourceUrl: m.sourceUrl,
    livemode: m.livemode,
    createdAt: m.createdAt,
  };
}

/** An ImageGeneration from the GenerateImages operation. */
export interface GraphImageGeneration {
  generator: 'mockup' | 'provider';
  prompt: string;
  size: Static<typeof ImageGeneration>['size'];
  images: GraphMediaAsset[];
}

export function serializeImageGeneration(g: GraphImageGeneration, livemode: boolean): Static<typeof ImageGeneration> {
  return { object: 'image_generation', generator: g.generator, prompt: g.prompt, size: g.size, livemode, media: g.images.map(serializeMedia) };
}
