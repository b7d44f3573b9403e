import DataLoader from 'dataloader';
import type { GraphContext } from '../../../platform/graphql/context';
import { projectsOfSurveys, type NamedRef } from '../projects/projects.service';
import { tagsOfSurveys } from '../tags/tags.service';

interface RefLoaders {
  projects: DataLoader<string, NamedRef[]>;
  tags: DataLoader<string, NamedRef[]>;
}

const perRequest = new WeakMap<GraphContext, RefLoaders>();

/**
 * A survey's projects and tags, loaded only when an operation selects them (v2 never does) and
 * then in one query per kind for all the surveys of the request (a list page, a search).
 */
export function surveyRefLoaders(ctx: GraphContext): RefLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const batch = (load: typeof projectsOfSurveys) => async (ids: readonly string[]) => {
      const refs = await load(ctx.em, ids);
      return ids.map((id) => refs.get(id) ?? []);
    };
    // No cache across the request's steps: a mutation's answer shows the refs it just set.
    loaders = { projects: new DataLoader(batch(projectsOfSurveys), { cache: false }), tags: new DataLoader(batch(tagsOfSurveys), { cache: false }) };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
