import type { Static } from '@sinclair/typebox';
import { MEDIA_BODY_LIMIT } from '../../../../subgraphs/media';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { callerOf } from '../../../../graph-client/graph-client';
import { v1Responses } from '../schemas';
import { GenerateBody, GenerateResult, UploadBody, UploadResult } from './schemas';
import { GenerateImagesDocument, UploadMediaDocument } from '../../../../graph-client/generated';

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
      const { uploadMedia } = await graph.run(UploadMediaDocument, { input: request.body }, callerOf(request));
      return { success: true as const, data: { url: uploadMedia.url, resourceType: uploadMedia.resourceType, embedded: uploadMedia.embedded } };
    },
  }),
  typedRoute<{ Body: Static<typeof GenerateBody> }>({
    method: 'POST',
    url: '/media/generate',
    config: { scope: 'write', rateLimit: 'imageGeneration' },
    schema: {
      operationId: 'generateImages',
      summary:
        'Generate 1 to 4 option images from a prompt and host them. Test mode always draws labelled mockups (never a provider); live mode uses the configured images provider, else the same mockups. Free; rate-limited per team and mode. 502 when the provider fails',
      tags: ['media'],
      body: GenerateBody,
      response: v1Responses({ 200: GenerateResult }, [429, 502]),
    },
    handler: async (request) => {
      const { generateImages } = await graph.run(GenerateImagesDocument, { input: request.body }, callerOf(request));
      const images = generateImages.images.map((m) => ({ url: m.url, resourceType: m.resourceType, embedded: m.embedded }));
      return { success: true as const, data: { generator: generateImages.generator, prompt: generateImages.prompt, size: generateImages.size, images } };
    },
  }),
];
