import { v1Body } from '../../envelopes';
import { adaptForV1 } from './adapt-error';
import { surfacePlugin } from '../surface-plugin';
import { v1AuthHook } from './auth-hook';
import { v1RouteModules } from './routes';

/** The v1 surface, mounted at /v1. */
export const v1Plugin = surfacePlugin({ name: 'v1', authHook: v1AuthHook, errorBody: (e) => v1Body(e), routes: v1RouteModules, adapt: adaptForV1 });
