import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HELP_ARTICLE_ID_MAX_CHARS, HELP_ARTICLE_ID_PATTERN, HELP_LOCALES, type HelpLocale } from '../../../subgraphs/media';
import type { FacadeDeps } from '../../deps';
import { anonymousCaller } from '../../../graph-client/graph-client';
import { articleHtml } from '../markdown';
import { errorPage, render } from '../render';
import { HelpArticleDocument } from '../../../graph-client/generated';
import { oneOf } from '../../../graph-client/narrow';

const ArticleParams = Type.Object(
  {
    locale: Type.Union(HELP_LOCALES.map((l) => Type.Literal(l))),
    id: Type.String({ pattern: HELP_ARTICLE_ID_PATTERN, maxLength: HELP_ARTICLE_ID_MAX_CHARS }),
  },
  { additionalProperties: false },
);

/** Each language by its own name, for the links to an article's other languages. */
const LANGUAGE_NAMES: Record<HelpLocale, string> = { en: 'English', es: 'Español', ru: 'Русский', zh: '中文', ja: '日本語' };

/** The page's own few words, in the article's language (the page is `<html lang>` of it). */
const WORDS: Record<HelpLocale, { otherLanguages: string; types: Record<string, string> }> = {
  en: { otherLanguages: 'Also in', types: { help: 'Help', example: 'Example', case_study: 'Case study', solution: 'Solution' } },
  es: { otherLanguages: 'También en', types: { help: 'Ayuda', example: 'Ejemplo', case_study: 'Caso de éxito', solution: 'Solución' } },
  ru: { otherLanguages: 'Другие языки', types: { help: 'Справка', example: 'Пример', case_study: 'Кейс', solution: 'Решение' } },
  zh: { otherLanguages: '其他语言', types: { help: '帮助', example: '示例', case_study: '案例研究', solution: '解决方案' } },
  ja: { otherLanguages: '他の言語', types: { help: 'ヘルプ', example: '例', case_study: '導入事例', solution: 'ソリューション' } },
};

const notFound = 'There is no help article at this address.';

/**
 * Help article pages (docs/decisions.md, "Help article pages"): the article v1 help search hands
 * out as `<PUBLIC_BASE_URL>/help/<locale>/<id>` (redirected here by public-links.ts), rendered
 * from its Markdown, for anyone: no sign-in.
 */
export const helpRoutes = ({ graph }: FacadeDeps) =>
  async function (app: FastifyInstance) {
    app.get<{ Params: Static<typeof ArticleParams> }>('/help/:locale/:id', { schema: { params: ArticleParams }, attachValidation: true }, async (request, reply) => {
      // A locale or id that cannot exist is as unknown as one that does not.
      if (request.validationError) return errorPage(reply, request, 404, 'Article not found', notFound);
      const { locale, id } = request.params;
      const { helpArticle: article } = await graph.run(HelpArticleDocument, { locale, id }, anonymousCaller(request));
      if (!article) return errorPage(reply, request, 404, 'Article not found', notFound);
      const shown = oneOf(HELP_LOCALES, article.locale, 'a help locale');
      const words = WORDS[shown];
      return render(reply, request, 'help-article', {
        title: article.title,
        lang: shown,
        article,
        kind: words.types[article.type] ?? article.type,
        html: articleHtml(article.markdown),
        otherLanguages: words.otherLanguages,
        others: article.locales
          .filter((l) => l !== shown)
          .map((l) => oneOf(HELP_LOCALES, l, 'a help locale'))
          .map((l) => ({ locale: l, name: LANGUAGE_NAMES[l], href: `/console/help/${l}/${article.id}` })),
      });
    });
  };
