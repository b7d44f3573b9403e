import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import type { MediaAsset } from './media-asset.entity';

@ObjectType('MediaAsset', { description: 'A hosted image or video, or an embedded YouTube, Vimeo or Loom video URL.' })
export class MediaAssetType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Where the media is: our storage, or the embedded video URL as given.' }) url!: string;
  @Field(() => String, { description: 'image or video.' }) resourceType!: string;
  @Field(() => Boolean, { description: 'True for YouTube, Vimeo and Loom URLs, returned as given (nothing stored).' }) embedded!: boolean;
  @Field(() => String, { nullable: true, description: 'The stored file’s type, detected from its bytes; null when embedded.' }) contentType!: string | null;
  @Field(() => Int, { nullable: true, description: 'The stored file’s size; null when embedded.' }) bytes!: number | null;
  @Field(() => String, { nullable: true, description: 'The stored file’s name; null when embedded.' }) filename!: string | null;
  @Field(() => String, { nullable: true, description: 'The URL given to upload from; null for base64 data.' }) sourceUrl!: string | null;
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@InputType('UploadMediaInput', { description: 'Exactly one of url and data.' })
export class UploadMediaInputType {
  @Field(() => String, { nullable: true, description: 'An https URL to fetch and re-host; YouTube, Vimeo and Loom video URLs are embedded as given.' })
  url?: string | null;
  @Field(() => String, { nullable: true, description: 'Base64 file content, at most 20 MB decoded.' }) data?: string | null;
  @Field(() => String, { nullable: true, description: 'A hint for the stored name, at most 255 characters (sanitised; never a path).' })
  filename?: string | null;
  @Field(() => String, { nullable: true, description: 'image or video; detected from the bytes when omitted, and must agree with them.' })
  resourceType?: string | null;
}

export function toMediaAssetType(a: MediaAsset): MediaAssetType {
  return {
    id: a.id,
    url: a.url,
    resourceType: a.resourceType,
    embedded: a.embedded,
    contentType: a.contentType ?? null,
    bytes: a.bytes ?? null,
    filename: a.filename ?? null,
    sourceUrl: a.sourceUrl ?? null,
    livemode: a.livemode,
    createdAt: a.createdAt.toISOString(),
  };
}
