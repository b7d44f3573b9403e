import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { toMediaAssetType, MediaAssetType, UploadMediaInputType } from './upload.types';
import { uploadDeps, uploadMedia, type MediaOwner } from './uploads.service';
import { UploadError } from './uploads.errors';

@Resolver(() => MediaAssetType)
export class MediaUploadResolver {
  @Mutation(() => MediaAssetType, { description: 'Hosts an image or video from a URL or base64 data (v1 POST /media/upload, v2 POST /media).' })
  async uploadMedia(
    @Arg('input', () => UploadMediaInputType) input: UploadMediaInputType,
    @IdArg('teamId', 'tm', { nullable: true, description: 'Operators only (no caller): the team that owns the asset.' }) teamId: string | null,
    @Arg('livemode', () => Boolean, { nullable: true, description: 'Operators only: the key mode recorded (default live).' }) livemode: boolean | null,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaAssetType> {
    const asset = await uploadMedia(ctx.em, mediaOwner(ctx, teamId, livemode), input, uploadDeps(undefined, ctx.log));
    return toMediaAssetType(asset);
  }
}

/** The REST caller's team and key mode, or for operators on /graphql (no caller) the `teamId` argument. */
export function mediaOwner(ctx: GraphContext, teamId: string | null, livemode: boolean | null): MediaOwner {
  const p = ctx.principal;
  if (p) {
    if (teamId && teamId !== p.team.id) throw new UploadError('team_required', 'teamId must be the caller’s own team.', 'teamId');
    return { teamId: p.team.id, livemode: p.livemode };
  }
  if (!teamId) throw new UploadError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId');
  return { teamId, livemode: livemode ?? true };
}
