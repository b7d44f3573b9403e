import type { FastifyPluginAsync } from 'fastify';
import { v2Body } from '../../envelopes';
import { surfacePlugin, type SurfaceOptions } from '../surface-plugin';
import { v2AuthHook } from './auth-hook';
import { v2RouteModules } from './routes';
import { adaptForV2 } from './not-found';
import { endEventStreams } from './webhooks/event-stream';

const v2Surface = surfacePlugin({ name: 'v2', authHook: v2AuthHook, errorBody: (e, request) => v2Body(e, request.id), routes: v2RouteModules, adapt: adaptForV2 });

/** The v2 surface, mounted at /v2. */
export const v2Plugin: FastifyPluginAsync<SurfaceOptions> = async (app, options) => {
  // Open event streams never finish on their own: end them before close() waits for in-flight requests.
  app.addHook('preClose', async () => endEventStreams(app.server));
  await v2Surface(app, options);
};
