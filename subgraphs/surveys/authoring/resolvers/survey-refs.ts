import DataLoader from 'dataloader';
import type { GraphContext } from '../../../../platform/graphql/context';
import type { NamedRef } from '../labels';
import { projectsOfSurveys } from '../projects/projects.service';
import { tagsOfSurveys } from '../tags/tags.service';
import { duplicatedFromOf } from '../survey-duplicate';

interface RefLoaders {
  projects: DataLoader<string, NamedRef[]>;
  tags: DataLoader<string, NamedRef[]>;
  duplicatedFrom: DataLoader<string, string | null>;
}

const perRequest = new WeakMap<GraphContext, RefLoaders>();

/**
 * A survey's projects and tags, loaded only when an operation selects them (v2 never does) and
 * then in one query per kind for all the surveys of the request (a list page, a search). Its
 * source (`duplicatedFrom`) likewise, when the survey was read without it.
 */
export function surveyRefLoaders(ctx: GraphContext): RefLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const batch =
      <T>(load: (em: GraphContext['em'], ids: readonly string[]) => Promise<Map<string, T>>, none: () => T) =>
      async (ids: readonly string[]) => {
        const refs = await load(ctx.em, ids);
        return ids.map((id) => refs.get(id) ?? none());
      };
    // No cache across the request's steps: a mutation's answer shows the refs it just set.
    loaders = {
      projects: new DataLoader(
        batch(projectsOfSurveys, () => []),
        { cache: false },
      ),
      tags: new DataLoader(
        batch(tagsOfSurveys, () => []),
        { cache: false },
      ),
      duplicatedFrom: new DataLoader(
        batch(duplicatedFromOf, () => null),
        { cache: false },
      ),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
