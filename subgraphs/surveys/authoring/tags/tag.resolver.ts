import { Arg, Ctx, Directive, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import { teamScope } from '../resolvers/scope';
import type { Tag } from './entities/tag.entity';
import { createTag, listTags, updateTag } from './tags.service';
import { PageOf, numberedPage } from '../../../../platform/graphql/page';

@ObjectType('Tag', { description: 'A label on surveys of one team; names are unique per team, case-insensitively.' })
@Directive('@key(fields: "id")')
export class TagType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'v1 legacy integer id.' }) legacyId!: number;
  @Field(() => ID) teamId!: string;
  @Field(() => Boolean, { description: 'Live (true) or test (false) mode: fixed at creation by the creating credential.' }) livemode!: boolean;
  @Field(() => String) name!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('TagPage')
export class TagPageType extends PageOf(TagType) {}

export function toTagType(tag: Tag): TagType {
  return { id: tag.id, legacyId: Number(tag.legacyId), teamId: tag.teamId, livemode: tag.livemode, name: tag.name, createdAt: tag.createdAt.toISOString() };
}

@Resolver(() => TagType)
export class TagResolver {
  @Query(() => TagPageType, { description: 'The team’s tags by name, page by page.' })
  async tags(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive part of the name.' }) search: string | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<TagPageType> {
    const { items, total } = await listTags(ctx.em, teamScope(ctx, teamId), { page, limit, search });
    return numberedPage(items.map(toTagType), total, page, limit);
  }

  @Mutation(() => TagType, { description: 'Creates a tag; 409-style conflict when the team has one of that name.' })
  async createTag(@Arg('name', () => String) name: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<TagType> {
    return toTagType(await createTag(ctx.em, teamScope(ctx, teamId), { name }));
  }

  @Mutation(() => TagType, { description: 'Renames a tag (id: UUID, tag_<32 hex> or legacy integer).' })
  async updateTag(
    @IdArg('id', 'tag', { legacyInteger: true }) id: string,
    @Arg('name', () => String) name: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<TagType> {
    return toTagType(await updateTag(ctx.em, teamScope(ctx, teamId), id, { name }));
  }
}
