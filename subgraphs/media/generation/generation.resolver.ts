import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { mediaOwner } from '../uploads/upload.resolver';
import { generateImages, generationDeps } from './generation.service';
import { GenerateImagesInputType, ImageGenerationType, toImageGenerationType } from './generation.types';

@Resolver(() => ImageGenerationType)
export class ImageGenerationResolver {
  @Mutation(() => ImageGenerationType, {
    description: 'Generates 1 to 4 images from a prompt and hosts them as media (v1 POST /media/generate, v2 POST /media/generations). Test mode always draws labelled mockups.',
  })
  async generateImages(
    @Arg('input', () => GenerateImagesInputType) input: GenerateImagesInputType,
    @IdArg('teamId', 'tm', { nullable: true, description: 'Operators only (no caller): the team that owns the images.' }) teamId: string | null,
    @Arg('livemode', () => Boolean, { nullable: true, description: 'Operators only: the mode the images belong to (default live).' }) livemode: boolean | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ImageGenerationType> {
    const generation = await generateImages(ctx.em, mediaOwner(ctx, teamId, livemode), input, generationDeps(undefined, ctx.log));
    return toImageGenerationType(generation);
  }
}
