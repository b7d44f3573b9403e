import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { toProjectType } from '../projects/project.resolver';
import { teamScope } from '../resolvers/scope';
import { toSurveyTypes } from '../resolvers/survey.mapper';
import { resolveTemplateReference } from '../templates/template.resolver';
import { PlaybookRunType, PlaybookStartInputType, PlaybookType } from './playbook.types';
import { findPlaybook, listPlaybooks, startPlaybook, type Playbook } from './playbooks.service';

export function toPlaybookType(p: Playbook): PlaybookType {
  return {
    id: p.id,
    name: p.name,
    goal: p.goal,
    description: p.description,
    // The catalogue is checked at load: every step's template exists.
    steps: p.steps.map((s) => ({ position: s.position, title: s.title, guidance: s.guidance, template: resolveTemplateReference({ id: s.templateId })! })),
  };
}

@Resolver(() => PlaybookType)
export class PlaybookResolver {
  @Query(() => [PlaybookType], { description: 'Every playbook, in catalogue order.' })
  playbooks(): PlaybookType[] {
    return listPlaybooks().map(toPlaybookType);
  }

  @Query(() => PlaybookType, { nullable: true, description: 'One playbook by id; null when no playbook has it.' })
  playbook(@Arg('id', () => ID) id: string): PlaybookType | null {
    const p = findPlaybook(id);
    return p ? toPlaybookType(p) : null;
  }

  @Mutation(() => PlaybookRunType, { description: 'Starts a playbook: a new project named after the run and one draft per step, in one transaction.' })
  async startPlaybook(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PlaybookStartInputType) input: PlaybookStartInputType,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<PlaybookRunType> {
    const run = await startPlaybook(ctx.em, teamScope(ctx, teamId), id, {
      name: input.name,
      steps: input.steps.map((s) => ({
        blanks: s.blanks ? Object.fromEntries(s.blanks.map((b) => [b.name, b.value])) : null,
        options: s.options ?? null,
        sampleSize: s.sampleSize ?? null,
        country: s.country ?? null,
      })),
    });
    return { project: toProjectType(run.project), surveys: await toSurveyTypes(ctx.em, run.surveys) };
  }
}
