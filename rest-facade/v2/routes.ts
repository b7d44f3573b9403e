import type { RouteModule } from '../deps';
import { meRoutes } from './me/routes';

/** Every v2 route module; the OpenAPI document is generated from these. */
export const v2RouteModules: RouteModule[] = [meRoutes];
