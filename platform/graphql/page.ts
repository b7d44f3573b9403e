import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** What every `…Page` type holds: the one connection shape of the graph (docs/decisions.md, "One page shape"). */
export interface PageShape<T> {
  nodes: T[];
  hasMore: boolean;
  nextCursor: string | null;
  total: number | null;
}

/**
 * The base of every list type (`@ObjectType('TagPage') class TagPageType extends PageOf(TagType) {}`):
 * the same four fields whether the list is paged by cursor or by page number, so a tool pages every
 * list the same way: read `nodes`, continue while `hasMore`.
 */
export function PageOf<T extends object>(node: ClassType<T>) {
  @ObjectType()
  abstract class Page implements PageShape<T> {
    @Field(() => [node], { description: 'The items of this page, in the list’s order.' }) nodes!: T[];
    @Field(() => Boolean, { description: 'Whether a next page has items.' }) hasMore!: boolean;
    @Field(() => String, { nullable: true, description: 'The `cursor` of the next page; null on the last page and on lists paged by page number.' })
    nextCursor!: string | null;
    @Field(() => Int, { nullable: true, description: 'Items on all pages; null on lists paged by cursor.' }) total!: number | null;
  }
  return Page;
}

/** A page of a list paged by page number (from 1) and limit. */
export function numberedPage<T>(nodes: T[], total: number, page: number, limit: number): PageShape<T> {
  return { nodes, hasMore: page * limit < total, nextCursor: null, total };
}

/** A page of a list paged by an opaque cursor. */
export function cursorPage<T>(nodes: T[], hasMore: boolean, nextCursor: string | null): PageShape<T> {
  return { nodes, hasMore, nextCursor, total: null };
}
