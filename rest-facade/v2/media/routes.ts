import type { Static } from '@sinclair/typebox';
import { MEDIA_BODY_LIMIT } from '../../../subgraphs/media';
import { typedRoute, type RouteModule } from '../../deps';
import { ApiError } from '../../errors';
import { callerOf } from '../../graph-client';
import { v2Responses } from '../schemas';
import { Media, MediaCreateBody } from './schemas';
import { serializeMedia, type GraphMediaAsset } from './serializers';

export const v2MediaRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Body: Static<typeof MediaCreateBody> }>({
    method: 'POST',
    url: '/media',
    // Base64 of 20 MB is ~27 MB of JSON; every other route keeps the 1 MB default.
    bodyLimit: MEDIA_BODY_LIMIT,
    config: { scope: 'write' },
    schema: {
      operationId: 'createMedia',
      summary:
        'Host an image or video for questions, from base64 data or an https URL (re-hosted; YouTube, Vimeo and Loom returned as given). 400 parameter_invalid names the param; 502 upstream_unavailable when the media host is unavailable',
      tags: ['media'],
      body: MediaCreateBody,
      response: v2Responses({ 200: Media }, [502]),
    },
    handler: async (request) => {
      if (request.headers['idempotency-key'] !== undefined) {
        throw new ApiError('invalid', 'parameter_unknown', 'POST /v2/media does not take an Idempotency-Key; a retried upload hosts a new copy.', 'Idempotency-Key');
      }
      const { url, data } = request.body;
      if (url !== undefined && data !== undefined) throw new ApiError('invalid', 'parameter_invalid', 'Send exactly one of url or data, not both.', 'data');
      if (url === undefined && data === undefined) throw new ApiError('invalid', 'parameter_missing', 'Missing required parameter: url (or data).', 'url');
      const { uploadMedia } = await graph.run<{ uploadMedia: GraphMediaAsset }>('UploadMedia', { input: request.body }, callerOf(request));
      return serializeMedia(uploadMedia);
    },
  }),
];
