import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public links the API hands out, served at the addresses it hands out: each answers with a
 * redirect to the page that shows it (docs/decisions.md, "Help article pages"). Targets are
 * paths of this site built from encoded path segments, so no link leads off the site.
 */
export async function publicLinkRoutes(app: FastifyInstance): Promise<void> {
  // v1 surveys: `url` and `surveyUrl` are <PUBLIC_BASE_URL>/results/<guid>; v1 projects: /projects/<guid>.
  // The pages are the console's (its session cookie is scoped to /console); a share link is its own address.
  for (const kind of ['results', 'projects'] as const) {
    app.get<{ Params: { id: string } }>(
      `/${kind}/:id`,
      { schema: { hide: true, params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } } },
      async (request, reply) => permanentRedirect(request, reply, `/console/${kind}/${request.params.id}`),
    );
  }
  // v1 help search: an article's `url` is <PUBLIC_BASE_URL>/help/<locale>/<id>; the page is the console's.
  app.get<{ Params: { locale: string; id: string } }>('/help/:locale/:id', { schema: { hide: true } }, async (request, reply) =>
    permanentRedirect(request, reply, `/console/help/${encodeURIComponent(request.params.locale)}/${encodeURIComponent(request.params.id)}`),
  );
}

/**
 * 308: the handed-out address stays the public one, and the page's address is stable. Browsers
 * keep the redirect for a day at most, so a page can still move. The query string goes along.
 */
function permanentRedirect(request: FastifyRequest, reply: FastifyReply, path: string) {
  const query = request.url.indexOf('?');
  return reply.header('cache-control', 'public, max-age=86400').redirect(query === -1 ? path : `${path}${request.url.slice(query)}`, 308);
}
