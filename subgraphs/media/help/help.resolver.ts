import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../platform/graphql/context';
import { findHelpArticle } from './help-article.service';
import { searchHelp } from './help-search.service';
import { HelpArticleDocumentType, HelpSearchResultType } from './help.types';

@Resolver()
export class HelpResolver {
  @Query(() => HelpSearchResultType, { description: 'Searches the help articles of one locale (v1 GET /help/search).' })
  async helpSearch(
    @Arg('query', () => String, { description: '1 to 500 characters' }) query: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: 20, description: '1 to 100' }) perPage: number,
    @Arg('locale', () => String, { defaultValue: 'en', description: 'en, es, ru, zh or ja' }) locale: string,
    @Arg('types', () => [String], { nullable: true, description: 'help, example, case_study, solution; all when omitted' }) types: string[] | null,
    @Ctx() ctx: GraphContext,
  ): Promise<HelpSearchResultType> {
    const result = await searchHelp(ctx.em, { query, page, perPage, locale, types }, ctx.log);
    return { ...result, meta: { ...result.meta, degraded: result.meta.degraded ?? null } };
  }

  @Query(() => HelpArticleDocumentType, { nullable: true, description: 'One help article whole, for its page (/help/<locale>/<id>); null for an unknown locale or id.' })
  async helpArticle(
    @Arg('locale', () => String, { description: 'en, es, ru, zh or ja' }) locale: string,
    @Arg('id', () => String) id: string,
  ): Promise<HelpArticleDocumentType | null> {
    return findHelpArticle(locale, id);
  }
}
