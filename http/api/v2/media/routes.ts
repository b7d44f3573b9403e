import type { Static } from '@sinclair/typebox';
import { MEDIA_BODY_LIMIT } from '../../../../subgraphs/media';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { callerOf } from '../../../../graph-client/graph-client';
import { v2Responses } from '../schemas';
import { ImageGeneration, ImageGenerationCreateBody, Media, MediaCreateBody } from './schemas';
import { serializeImageGeneration, serializeMedia } from './serializers';
import { GenerateImagesDocument, UploadMediaDocument } from '../../../../graph-client/generated';

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
      const { uploadMedia } = await graph.run(UploadMediaDocument, { input: request.body }, callerOf(request));
      return serializeMedia(uploadMedia);
    },
  }),
  typedRoute<{ Body: Static<typeof ImageGenerationCreateBody> }>({
    method: 'POST',
    url: '/media/generations',
    config: { scope: 'write', rateLimit: 'imageGeneration' },
    schema: {
      operationId: 'createImageGeneration',
      summary:
        'Generate 1 to 4 option images from a prompt, hosted as media objects. Test mode always draws labelled mockups (never a provider); live mode uses the configured images provider, else the same mockups. Free; rate-limited per team and mode. 400 parameter_invalid (param prompt) when the provider refuses the prompt; 502 upstream_unavailable when it fails',
      tags: ['media'],
      body: ImageGenerationCreateBody,
      response: v2Responses({ 200: ImageGeneration }, [429, 502]),
    },
    handler: async (request) => {
      if (request.headers['idempotency-key'] !== undefined) {
        throw new ApiError(
          'invalid',
          'parameter_unknown',
          'POST /v2/media/generations does not take an Idempotency-Key; a retried request generates new images.',
          'Idempotency-Key',
        );
      }
      const { generateImages } = await graph.run(GenerateImagesDocument, { input: request.body }, callerOf(request));
      return serializeImageGeneration(generateImages, request.principal!.livemode);
    },
  }),
];
