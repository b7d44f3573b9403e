import type { RouteModule } from '../deps';
import { meRoutes } from './me/routes';
import { surveysRoutes } from './surveys/routes';
import { traitsRoutes } from './traits/routes';

/** Every v2 route module; the OpenAPI document is generated from these. */
export const v2RouteModules: RouteModule[] = [meRoutes, surveysRoutes, traitsRoutes];
