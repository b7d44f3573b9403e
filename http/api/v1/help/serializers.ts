import type { Static } from '@sinclair/typebox';
import type { HelpSearchQuery } from '../../../../graph-client/generated';
import type { HelpSearchResponse } from './schemas';

export function serializeHelpSearch(r: HelpSearchQuery['helpSearch']): Static<typeof HelpSearchResponse> {
  return {
    totalCount: r.totalCount,
    pages: { page: r.page, perPage: r.perPage, totalPages: r.totalPages },
    data: { articles: r.articles },
    meta: {
      backend: r.meta.backend,
      locale: r.meta.locale,
      generationSha: r.meta.generationSha,
      // Spec: only ever true, when present.
      ...(r.meta.degraded ? { degraded: true as const } : {}),
    },
  };
}
