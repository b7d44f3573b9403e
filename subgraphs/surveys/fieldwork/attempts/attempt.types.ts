import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ScreenerValue')
export class ScreenerValueType {
  @Field(() => String, { description: 'The targeting trait permalink.' }) permalink!: string;
  @Field(() => String) label!: string;
}

@ObjectType('ScreenerQuestion', { description: 'A trait category the screener asks about, with every value it has.' })
export class ScreenerQuestionType {
  @Field(() => String) category!: string;
  @Field(() => [ScreenerValueType]) values!: ScreenerValueType[];
}

@ObjectType('RespondentOption')
export class RespondentOptionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'A line of detail, such as the price.' }) detail!: string | null;
}

@ObjectType('RespondentContext')
export class RespondentContextType {
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) value!: string | null;
  @Field(() => String, { nullable: true }) mediaUrl!: string | null;
}

@ObjectType('RespondentQuestion', { description: 'A question as one respondent sees it: options in the order shown to them.' })
export class RespondentQuestionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) index!: number;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) variant!: string | null;
  @Field(() => String) prompt!: string;
  @Field(() => RespondentContextType, { nullable: true }) context!: RespondentContextType | null;
  @Field(() => [String], { description: 'likert: what each point says, from 1 up.' }) scale!: string[];
  @Field(() => [RespondentOptionType]) options!: RespondentOptionType[];
}

@ObjectType('RespondentStep', { description: 'Where a person answering in the respondent app stands.' })
export class RespondentStepType {
  @Field(() => String, { nullable: true, description: 'The attempt’s secret; null in a preview.' }) token!: string | null;
  @Field(() => String, { description: 'screening, answering, complete, screenout, overquota, rejected, or preview.' }) state!: string;
  @Field(() => String) surveyTitle!: string;
  @Field(() => String, { nullable: true, description: 'Ended: the provider’s URL for the outcome.' }) redirectUrl!: string | null;
  @Field(() => Int) answered!: number;
  @Field(() => Int) total!: number;
  @Field(() => [ScreenerQuestionType]) screener!: ScreenerQuestionType[];
  @Field(() => RespondentQuestionType, { nullable: true }) question!: RespondentQuestionType | null;
  @Field(() => [String]) shownTexts!: string[];
  @Field(() => [String]) otherExplanations!: string[];
}

@InputType('ScreenerAnswerInput')
export class ScreenerAnswerInput {
  @Field(() => String) category!: string;
  @Field(() => String) value!: string;
}

@InputType('EntryParamInput', { description: 'A query parameter of the entry URL.' })
export class EntryParamInput {
  @Field(() => String) name!: string;
  @Field(() => String) value!: string;
}
