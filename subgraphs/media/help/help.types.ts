import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('HelpArticle', { description: 'A help article found by helpSearch, with the body the body rule gives.' })
export class HelpArticleType {
  @Field(() => ID, { description: 'Stable; translations share it.' }) id!: string;
  @Field(() => String, { description: 'en, es, ru, zh or ja' }) locale!: string;
  @Field(() => String, { description: 'help, example, case_study or solution' }) type!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, {
    description:
      'Markdown. A help article of up to 8,000 characters whole; a longer one its best-matching sections after an "Excerpt: <url>" line, "…" where sections were skipped; other types their best-matching section.',
  })
  body!: string;
  @Field(() => String, { description: 'The best-matching passage, matches marked **like this**.' }) snippet!: string;
  @Field(() => String, { description: '<PUBLIC_BASE_URL>/help/<locale>/<id>' }) url!: string;
  @Field(() => [String]) industries!: string[];
  @Field(() => [String]) useCases!: string[];
  @Field(() => String, { nullable: true, description: 'The question type the article is about, when it is about one.' }) pollType!: string | null;
  @Field(() => String, { nullable: true }) pollUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'case studies: the company' }) company!: string | null;
}

@ObjectType('HelpSearchMeta')
export class HelpSearchMetaType {
  @Field(() => String, { description: 'none: no third-party search backend (our PostgreSQL index answers, or the plain fallback when degraded).' }) backend!: string;
  @Field(() => String) locale!: string;
  @Field(() => String, { nullable: true, description: 'SHA-256 (12 hex) over the article files the answer came from.' }) generationSha!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true when the index was unavailable and the fallback answered; else null.' }) degraded!: boolean | null;
}

@ObjectType('HelpSearchResult')
export class HelpSearchResultType {
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
  @Field(() => Int, { description: '0 when nothing matched.' }) totalPages!: number;
  @Field(() => [HelpArticleType]) articles!: HelpArticleType[];
  @Field(() => HelpSearchMetaType) meta!: HelpSearchMetaType;
}

@ObjectType('HelpArticleDocument', { description: 'A help article whole, for its page (helpArticle): the Markdown as written, and the locales it exists in.' })
export class HelpArticleDocumentType {
  @Field(() => ID, { description: 'Stable; translations share it.' }) id!: string;
  @Field(() => String, { description: 'en, es, ru, zh or ja' }) locale!: string;
  @Field(() => String, { description: 'help, example, case_study or solution' }) type!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'The Markdown after the front matter, whole.' }) markdown!: string;
  @Field(() => [String], { description: 'Every locale the article exists in, this one included (en, es, ru, zh, ja order).' }) locales!: string[];
  @Field(() => String, { description: '<PUBLIC_BASE_URL>/help/<locale>/<id>, as helpSearch hands it out' }) url!: string;
}
