import { v2Body } from '../../envelopes';
import { surfacePlugin } from '../surface-plugin';
import { v2AuthHook } from './auth-hook';
import { v2RouteModules } from './routes';
import { adaptForV2 } from './not-found';

/** The v2 surface, mounted at /v2. */
export const v2Plugin = surfacePlugin({ name: 'v2', authHook: v2AuthHook, errorBody: (e, request) => v2Body(e, request.id), routes: v2RouteModules, adapt: adaptForV2 });
