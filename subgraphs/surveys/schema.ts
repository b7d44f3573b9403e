import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import type { GraphContext } from '../../platform/graphql/context';
import { SurveyResolver } from './resolvers/survey.resolver';
import { toSurveyTypeWithRefs } from './resolvers/survey.mapper';
import { SurveysStatusResolver } from './resolvers/status.resolver';
import { findSurveyForReference } from './surveys.service';
import { TraitResolver } from './traits/trait.resolver';
import { ProjectResolver } from './projects/project.resolver';
import { TagResolver } from './tags/tag.resolver';
import { TemplateResolver, resolveTemplateReference } from './templates/template.resolver';

/** The surveys subgraph: surveys, questions, options and the trait catalogue. */
export const surveysSubgraph: SubgraphDefinition = {
  name: 'surveys',
  resolvers: [SurveysStatusResolver, SurveyResolver, TraitResolver, TemplateResolver, ProjectResolver, TagResolver],
  references: {
    // Billing and webhooks extend Survey; the reference is read as stored (no new quote).
    Survey: { __resolveReference: async (ref: { id: string }, ctx: GraphContext) => {
      const view = await findSurveyForReference(ctx.em, ref.id);
      return view ? toSurveyTypeWithRefs(ctx.em, view) : null;
    } },
    Template: { __resolveReference: (ref: { id: string }) => resolveTemplateReference(ref) },
  },
};
