import type { RouteModule } from '../../deps';
import { usersRoutes } from './users/routes';
import { v1SurveysRoutes } from './surveys/routes';
import { traitsRoutes } from './traits/routes';
import { projectsRoutes } from './projects/routes';
import { tagsRoutes } from './tags/routes';
import { teamMembersRoutes } from './team-members/routes';
import { templatesRoutes } from './templates/routes';
import { playbooksRoutes } from './playbooks/routes';
import { v1ResponsesRoutes } from './responses/routes';
import { v1ExportsRoutes } from './exports/routes';
import { v1MediaRoutes } from './media/routes';
import { helpRoutes } from './help/routes';

/** Every v1 route module; the v1 OpenAPI document is generated from these. */
export const v1RouteModules: RouteModule[] = [
  usersRoutes,
  v1SurveysRoutes,
  v1ResponsesRoutes,
  v1ExportsRoutes,
  traitsRoutes,
  helpRoutes,
  templatesRoutes,
  playbooksRoutes,
  projectsRoutes,
  tagsRoutes,
  teamMembersRoutes,
  v1MediaRoutes,
];
