import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import type { GraphContext } from '../../platform/graphql/context';
import { ownerMatches, type Owner } from '../../platform/owner';
import { SurveyResolver } from './authoring/resolvers/survey.resolver';
import { PublishResolver } from './authoring/publish/publish.resolver';
import { toQuotedSurveyType } from './authoring/resolvers/survey.mapper';
import { SurveysStatusResolver } from './authoring/resolvers/status.resolver';
import { findSurveyForReference } from './authoring/surveys.service';
import { TraitResolver, resolveTraitReference } from './traits/trait.resolver';
import { Project } from './authoring/projects/entities/project.entity';
import { getProject } from './authoring/projects/projects.service';
import { toProjectType } from './authoring/projects/project.resolver';
import { Tag } from './authoring/tags/entities/tag.entity';
import { toTagType } from './authoring/tags/tag.resolver';
import { ProjectResolver } from './authoring/projects/project.resolver';
import { TagResolver } from './authoring/tags/tag.resolver';
import { TemplateResolver, resolveTemplateReference } from './authoring/templates/template.resolver';
import { PlaybookResolver } from './authoring/playbooks/playbook.resolver';
import { ResponsesResolver } from './fieldwork/responses/resolvers/responses.resolver';
import { ExportsResolver } from './analysis/exports/resolvers/exports.resolver';
import { PanelProvidersResolver } from './fieldwork/providers/providers.resolver';
import { AttemptsResolver } from './fieldwork/attempts/attempts.resolver';
import { ShareLinksResolver } from './authoring/sharing/share-links.resolver';
import { QuestionInsightResolver } from './analysis/insights/insights.resolver';

/** The surveys subgraph: surveys, questions, options, the trait catalogue, responses, results, ratings and follow-ups. */
export const surveysSubgraph: SubgraphDefinition = {
  name: 'surveys',
  resolvers: [
    SurveysStatusResolver,
    SurveyResolver,
    PublishResolver,
    TraitResolver,
    TemplateResolver,
    PlaybookResolver,
    ProjectResolver,
    TagResolver,
    ResponsesResolver,
    ExportsResolver,
    PanelProvidersResolver,
    AttemptsResolver,
    ShareLinksResolver,
    QuestionInsightResolver,
  ],
  references: {
    // Billing and webhooks extend Survey; the reference is read as stored (no new quote).
    Survey: {
      __resolveReference: async (ref: { id: string }, ctx: GraphContext) => {
        const view = await findSurveyForReference(ctx.em, ref.id);
        return view && visible(ctx, view.survey) ? toQuotedSurveyType(ctx.em, view) : null;
      },
    },
    Template: { __resolveReference: (ref: { id: string }) => resolveTemplateReference(ref) },
    Trait: { __resolveReference: (ref: Parameters<typeof resolveTraitReference>[0]) => resolveTraitReference(ref) },
    // References carry only the id; the team and mode are the row's own.
    Project: {
      __resolveReference: async (ref: { id: string }, ctx: GraphContext) => {
        const project = await ctx.em.findOne(Project, { id: ref.id });
        return project && visible(ctx, project) ? toProjectType(await getProject(ctx.em, project, ref.id)) : null;
      },
    },
    Tag: {
      __resolveReference: async (ref: { id: string }, ctx: GraphContext) => {
        const tag = await ctx.em.findOne(Tag, { id: ref.id });
        return tag && visible(ctx, tag) ? toTagType(tag) : null;
      },
    },
  },
};

/** A REST caller resolves references of its own team and mode only; operators see both modes. */
function visible(ctx: GraphContext, row: Owner): boolean {
  const p = ctx.principal;
  return !p || ownerMatches({ teamId: p.team.id, livemode: p.livemode }, row);
}
