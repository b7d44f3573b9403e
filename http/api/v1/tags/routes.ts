import type { Static } from '@sinclair/typebox';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { paginationOf } from '../schemas';
import { v1Responses } from '../schemas';
import { TagBody, TagIdParams, TagList, TagListQuery, TagResult } from './schemas';
import { serializeTag } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { CreateTagDocument, ListTagsDocument, UpdateTagDocument } from '../../../../graph-client/generated';

/** The v1 tag id forms: `tag_<32 hex>` or a legacy integer. Anything else (a GUID too) is not found. */
function tagRef(id: string): string {
  if (/^tag_[0-9a-f]{32}$/.test(id) || /^[1-9][0-9]{0,14}$/.test(id)) return id;
  throw new ApiError('not_found', 'tag_not_found', `No such tag: ${id}`, 'id');
}

export const tagsRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Querystring: Static<typeof TagListQuery> }>({
    method: 'GET',
    url: '/tags',
    config: { scope: 'read' },
    schema: {
      operationId: 'listTags',
      summary: 'The team’s tags by name',
      tags: ['tags'],
      querystring: TagListQuery,
      response: v1Responses({ 200: TagList }),
    },
    handler: async (request) => {
      const { page = 1, limit = 20, search } = request.query;
      const { tags } = await graph.run(ListTagsDocument, { page, limit, search: search ?? null }, callerOf(request));
      return { success: true as const, data: { tags: tags.nodes.map(serializeTag), pagination: paginationOf(page, limit, tags.total) } };
    },
  }),
  typedRoute<{ Body: Static<typeof TagBody> }>({
    method: 'POST',
    url: '/tags',
    config: { scope: 'write' },
    schema: {
      operationId: 'createTag',
      summary: 'Create a tag',
      tags: ['tags'],
      body: TagBody,
      response: v1Responses({ 201: TagResult }, [409]),
    },
    handler: async (request, reply) => {
      const { createTag } = await graph.run(CreateTagDocument, { name: request.body.name }, callerOf(request));
      return reply.code(201).send({ success: true as const, data: serializeTag(createTag) });
    },
  }),
  typedRoute<{ Params: Static<typeof TagIdParams>; Body: Static<typeof TagBody> }>({
    method: 'PATCH',
    url: '/tags/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'updateTag',
      summary: 'Rename a tag',
      tags: ['tags'],
      params: TagIdParams,
      body: TagBody,
      response: v1Responses({ 200: TagResult }, [409]),
    },
    handler: async (request) => {
      const { updateTag } = await graph.run(UpdateTagDocument, { id: tagRef(request.params.id), name: request.body.name }, callerOf(request));
      return { success: true as const, data: serializeTag(updateTag) };
    },
  }),
];
