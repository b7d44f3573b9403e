import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ProjectType } from '../projects/project.types';
import { OptionInput, TemplateBlankValueInput } from '../resolvers/survey.inputs';
import { SurveyType } from '../resolvers/survey.types';
import { TemplateType } from '../templates/template.resolver';

@ObjectType('PlaybookStep', { description: 'One survey of a playbook: a template and guidance for running it.' })
export class PlaybookStepType {
  @Field(() => Int, { description: '1, 2, 3…: the order the surveys are meant to run in.' }) position!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'For the person running the step: what to put in, what to watch for, when to publish.' }) guidance!: string;
  @Field(() => TemplateType) template!: TemplateType;
}

@ObjectType('Playbook', { description: 'A curated sequence of surveys towards one goal, each step a template.' })
export class PlaybookType {
  @Field(() => ID, { description: 'pbk_ + 24 lower-case alphanumerics; stable.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) goal!: string;
  @Field(() => String) description!: string;
  @Field(() => [PlaybookStepType]) steps!: PlaybookStepType[];
}

/** What one step takes: what creating a survey from its template takes. */
@InputType('PlaybookStepInput')
export class PlaybookStepInputType {
  @Field(() => [TemplateBlankValueInput], { nullable: true }) blanks?: TemplateBlankValueInput[] | null;
  @Field(() => [OptionInput], { nullable: true }) options?: OptionInput[] | null;
  @Field(() => Int, { nullable: true, description: 'One of the template’s sample sizes; its default when omitted.' }) sampleSize?: number | null;
  @Field(() => String, { nullable: true, description: 'One of the template’s countries; its default when omitted.' }) country?: string | null;
}

@InputType('PlaybookStartInput')
export class PlaybookStartInputType {
  @Field(() => String, { description: 'The run’s name: the new project’s, and the start of each draft’s.' }) name!: string;
  @Field(() => [PlaybookStepInputType], { description: 'One per step, in step order.' }) steps!: PlaybookStepInputType[];
}

@ObjectType('PlaybookRun', { description: 'A started playbook: its new project and one draft per step, in step order.' })
export class PlaybookRunType {
  @Field(() => ProjectType) project!: ProjectType;
  @Field(() => [SurveyType]) surveys!: SurveyType[];
}
