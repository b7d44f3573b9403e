import type { RouteModule } from '../deps';
import { usersRoutes } from './users/routes';
import { traitsRoutes } from './traits/routes';

/** Every v1 route module; the v1 OpenAPI document is generated from these. */
export const v1RouteModules: RouteModule[] = [usersRoutes, traitsRoutes];
