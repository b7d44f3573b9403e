import type { Static } from '@sinclair/typebox';
import { MEDIA_BODY_LIMIT } from '../../../subgraphs/media';
import { typedRoute, type RouteModule } from '../../deps';
import { ApiError } from '../../errors';
import { callerOf } from '../../graph-client';
import type { GraphMediaAsset } from '../../v2/media/serializers';
import { v1Responses } from '../schemas';
import { UploadBody, UploadResult } from './schemas';

export const v1MediaRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Body: Static<typeof UploadBody> }>({
    method: 'POST',
    url: '/media/upload',
    // Base64 of 20 MB is ~27 MB of JSON; every other route keeps the 1 MB default.
    bodyLimit: MEDIA_BODY_LIMIT,
    config: { scope: 'write' },
    schema: {
      operationId: 'uploadMedia',
      summary:
        'Host an image or video from base64 data (20 MB decoded) or an https URL (re-hosted; YouTube, Vimeo and Loom URLs returned as given, embedded=true). 502 when the media host is unavailable',
      tags: ['media'],
      body: UploadBody,
      response: v1Responses({ 200: UploadResult }, [502]),
    },
    handler: async (request) => {
      const { url, data } = request.body;
      if (url !== undefined && data !== undefined) throw new ApiError('invalid', 'parameter_invalid', 'Send exactly one of url or data, not both.', 'data');
      if (url === undefined && data === undefined) throw new ApiError('invalid', 'parameter_missing', 'Send url (a media URL to fetch) or data (base64 file content).', 'url');
      const { uploadMedia } = await graph.run<{ uploadMedia: GraphMediaAsset }>('UploadMedia', { input: request.body }, callerOf(request));
      return { success: true as const, data: { url: uploadMedia.url, resourceType: uploadMedia.resourceType, embedded: uploadMedia.embedded } };
    },
  }),
];
