import type { Static } from '@sinclair/typebox';
import type { HelpSearchResponse } from './schemas';

/** The helpSearch result as the HelpSearch operation returns it. */
export interface GraphHelpSearch {
  totalCount: number;
  page: number;
  perPage: number;
  totalPages: number;
  articles: Static<typeof HelpSearchResponse>['data']['articles'];
  meta: { backend: string; locale: string; generationSha: string | null; degraded: boolean | null };
}

export function serializeHelpSearch(r: GraphHelpSearch): Static<typeof HelpSearchResponse> {
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
