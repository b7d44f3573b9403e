import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MediaAssetType, toMediaAssetType } from '../uploads/upload.types';
import type { ImageGeneration } from './generation.service';

@InputType('GenerateImagesInput', { description: 'A prompt, and how many variants of which size.' })
export class GenerateImagesInputType {
  @Field(() => String, { description: 'What to draw: 1 to 1000 characters after trimming.' }) prompt!: string;
  @Field(() => Int, { nullable: true, description: 'Variants, 1 to 4 (default 1).' }) count?: number | null;
  @Field(() => String, { nullable: true, description: '1024x1024 (default), 1024x1536 or 1536x1024.' }) size?: string | null;
}

@ObjectType('ImageGeneration', { description: 'Images generated from a prompt, each hosted as media of the caller’s team and mode.' })
export class ImageGenerationType {
  @Field(() => String, { description: 'mockup (the built-in labelled mockups: test mode, or live mode without a provider) or provider (the configured images API).' })
  generator!: string;
  @Field(() => String, { description: 'The prompt as used (trimmed).' }) prompt!: string;
  @Field(() => String) size!: string;
  @Field(() => [MediaAssetType]) images!: MediaAssetType[];
}

export function toImageGenerationType(g: ImageGeneration): ImageGenerationType {
  return { generator: g.generator, prompt: g.prompt, size: g.size, images: g.images.map(toMediaAssetType) };
}
