import { HelpSearchErrorExample } from '../examples';
import { Int32 } from '../../int32';
import { Type } from '@sinclair/typebox';
import { HELP_ARTICLE_TYPES, HELP_LOCALES } from '../../../../subgraphs/media';

const TYPE = `(${HELP_ARTICLE_TYPES.join('|')})`;

/** Spec (GET /help/search): query 1 to 500, page at least 1, per_page 1 to 100, locale, types. */
export const HelpSearchQuery = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 500, description: 'What to look for, 1 to 500 characters.' }),
    // The top is GraphQL's Int range: a larger page could never hold anything anyway.
    page: Type.Optional(Int32({ minimum: 1, default: 1, description: 'Page number, from 1.' })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Articles per page, 1 to 100.' })),
    locale: Type.Optional(Type.String({ enum: [...HELP_LOCALES], default: 'en', description: 'The language searched and returned.' })),
    types: Type.Optional(Type.String({ pattern: `^${TYPE}(,${TYPE})*$`, description: `Comma-separated: ${HELP_ARTICLE_TYPES.join(', ')}. All when omitted.` })),
  },
  { additionalProperties: false },
);

/** Spec (v1 errors, 4): every 400 of the help search. */
export const HelpSearchError = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { $id: 'HelpSearchError', additionalProperties: false, title: 'HelpSearchError', examples: [HelpSearchErrorExample] },
);

const NullableStr = Type.Union([Type.String(), Type.Null()]);

export const HelpArticle = Type.Object(
  {
    id: Type.String({ description: 'Stable; translations share it.' }),
    type: Type.String({ enum: [...HELP_ARTICLE_TYPES] }),
    title: Type.String(),
    description: Type.String(),
    body: Type.String({
      description:
        'Markdown. A help article of up to 8,000 characters in full; a longer one its best-matching sections in article order after a line "Excerpt: <url>", with "…" lines where sections were skipped. Examples, case studies and solutions: their best-matching section.',
    }),
    snippet: Type.String({ description: 'The best-matching passage, matched words marked **like this**.' }),
    url: Type.String({ description: 'The full article.' }),
    industries: Type.Array(Type.String()),
    useCases: Type.Array(Type.String()),
    pollType: NullableStr,
    pollUrl: NullableStr,
    company: NullableStr,
  },
  { additionalProperties: false, title: 'HelpArticle' },
);

export const HelpSearchResponse = Type.Object(
  {
    totalCount: Type.Integer(),
    pages: Type.Object({ page: Type.Integer(), perPage: Type.Integer(), totalPages: Type.Integer({ description: '0 when nothing matched.' }) }, { additionalProperties: false }),
    data: Type.Object({ articles: Type.Array(HelpArticle) }, { additionalProperties: false }),
    meta: Type.Object(
      {
        backend: Type.String({
          enum: ['none'],
          description: '"none": no third-party search backend answers; this service’s own PostgreSQL full-text index does (or, with degraded, the plain fallback).',
        }),
        locale: Type.String({ enum: [...HELP_LOCALES] }),
        generationSha: NullableStr,
        degraded: Type.Optional(Type.Literal(true, { description: 'Present only when the fallback answered.' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'HelpSearchResult' },
);
