import type { RouteModule } from '../../deps';
import { billingRoutes } from './billing/routes';
import { meRoutes } from './me/routes';
import { surveysRoutes } from './surveys/routes';
import { responsesRoutes } from './responses/routes';
import { traitsRoutes } from './traits/routes';
import { webhooksRoutes } from './webhooks/routes';
import { webhookStreamRoutes } from './webhooks/stream-routes';
import { v2ExportsRoutes } from './exports/routes';
import { v2MediaRoutes } from './media/routes';

/** Every v2 route module; the OpenAPI document is generated from these. */
export const v2RouteModules: RouteModule[] = [
  meRoutes,
  surveysRoutes,
  responsesRoutes,
  billingRoutes,
  traitsRoutes,
  webhooksRoutes,
  webhookStreamRoutes,
  v2ExportsRoutes,
  v2MediaRoutes,
];
