import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../../../platform/graphql/scalars';
import { REJECTION_REASONS } from '../rejection-reasons';
import { FollowupStatusValue, ResponseStatusValue } from './enums';
import { PageOf } from '../../../../../platform/graphql/page';

@ObjectType('RankEntry')
export class RankEntryType {
  @Field(() => Int) rank!: number;
  @Field(() => ID, { description: 'Option id.' }) option!: string;
}

@ObjectType('Matchup')
export class MatchupType {
  @Field(() => ID) option1!: string;
  @Field(() => ID) option2!: string;
}

@ObjectType('Click')
export class ClickType {
  @Field(() => Int) number!: number;
  @Field(() => Float, { description: 'Percent of the image width, 0–100.' }) xCoord!: number;
  @Field(() => Float, { description: 'Percent of the image height, 0–100.' }) yCoord!: number;
}

@ObjectType('StatementAnswer')
export class StatementAnswerType {
  @Field(() => ID, { description: 'The statement (option) id.' }) id!: string;
  @Field(() => String) statement!: string;
  @Field(() => Int) value!: number;
}

@ObjectType('PriceAnswer')
export class PriceAnswerType {
  @Field(() => Float) tooCheap!: number;
  @Field(() => Float) bargain!: number;
  @Field(() => Float) expensive!: number;
  @Field(() => Float) tooExpensive!: number;
}

@ObjectType('RespondentTrait')
export class RespondentTraitType {
  @Field(() => String) trait!: string;
  @Field(() => String) value!: string;
}

@ObjectType('ResponseRating')
export class ResponseRatingType {
  @Field(() => ID) responseId!: string;
  @Field(() => String, { description: 'helpful or not_helpful' }) rating!: string;
  @Field(() => String, { nullable: true }) comment!: string | null;
}

@ObjectType('SurveyResponse', { description: 'One respondent’s answer to one question.' })
export class SurveyResponseType {
  @Field(() => ID) id!: string;
  @Field(() => ID) surveyId!: string;
  @Field(() => ID) questionId!: string;
  @Field(() => ID) respondentId!: string;
  @Field(() => ResponseStatusValue) status!: string;
  @Field(() => String, { nullable: true, description: `Why its respondent was rejected: ${REJECTION_REASONS.join(', ')}; null while valid.` })
  rejectionReason!: string | null;
  @Field(() => Boolean) pinned!: boolean;
  @Field(() => String, { nullable: true }) explanation!: string | null;
  @Field(() => ID, { nullable: true }) chosenOption!: string | null;
  @Field(() => [ID], { nullable: true }) selectedOptions!: string[] | null;
  @Field(() => [RankEntryType], { nullable: true }) ranking!: RankEntryType[] | null;
  @Field(() => MatchupType, { nullable: true }) matchup!: MatchupType | null;
  @Field(() => [ClickType], { nullable: true }) clicks!: ClickType[] | null;
  @Field(() => [StatementAnswerType], { nullable: true }) statements!: StatementAnswerType[] | null;
  @Field(() => PriceAnswerType, { nullable: true }) prices!: PriceAnswerType | null;
  @Field(() => Float, { nullable: true }) score!: number | null;
  @Field(() => String, { nullable: true }) media!: string | null;
  @Field(() => String, { nullable: true }) mediaTranscription!: string | null;
  @Field(() => [RespondentTraitType]) respondent!: RespondentTraitType[];
  @Field(() => ResponseRatingType, { nullable: true }) rating!: ResponseRatingType | null;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('SurveyResponsePage')
export class SurveyResponsePageType extends PageOf(SurveyResponseType) {}

@ObjectType('OptionResult')
export class OptionResultType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => Int) votes!: number;
  @Field(() => Float) percentage!: number;
  @Field(() => Int) rank!: number;
  @Field(() => Boolean) isWinner!: boolean;
}

@ObjectType('SegmentResults')
export class SegmentResultsType {
  @Field(() => String) value!: string;
  @Field(() => Int) totalResponses!: number;
  @Field(() => ID, { nullable: true }) winningOptionId!: string | null;
  @Field(() => Float, { nullable: true }) averageScore!: number | null;
  @Field(() => [OptionResultType]) options!: OptionResultType[];
}

@ObjectType('TraitBreakdown')
export class TraitBreakdownType {
  @Field(() => String) trait!: string;
  @Field(() => [SegmentResultsType]) segments!: SegmentResultsType[];
}

@ObjectType('QuestionResults', { description: 'Counted from valid responses at read time.' })
export class QuestionResultsType {
  @Field(() => ID) questionId!: string;
  @Field(() => Int) totalResponses!: number;
  @Field(() => ID, { nullable: true }) winningOptionId!: string | null;
  @Field(() => Float, { nullable: true }) averageScore!: number | null;
  @Field(() => [OptionResultType]) options!: OptionResultType[];
  @Field(() => [TraitBreakdownType]) breakdowns!: TraitBreakdownType[];
}

@ObjectType('Followup')
export class FollowupType {
  @Field(() => ID) id!: string;
  @Field(() => ID) surveyId!: string;
  @Field(() => ID) responseId!: string;
  @Field(() => ID) questionId!: string;
  @Field(() => String) question!: string;
  @Field(() => FollowupStatusValue) status!: string;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) respondedAt!: string | null;
  @Field(() => Boolean, { description: 'Not delivered (declined or expired) and its credit returned.' }) refunded!: boolean;
  @Field(() => Float) creditsCharged!: number;
  @Field(() => DateTimeScalar) expiresAt!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('FollowupPage')
export class FollowupPageType extends PageOf(FollowupType) {}

@InputType('RankEntryInput')
export class RankEntryInput {
  @Field(() => Int) rank!: number;
  @Field(() => ID) option!: string;
}
@InputType('MatchupInput')
export class MatchupInput {
  @Field(() => ID) option1!: string;
  @Field(() => ID) option2!: string;
}
@InputType('ClickInput')
export class ClickInput {
  @Field(() => Int) number!: number;
  @Field(() => Float) xCoord!: number;
  @Field(() => Float) yCoord!: number;
}
@InputType('StatementAnswerInput')
export class StatementAnswerInput {
  @Field(() => ID) id!: string;
  @Field(() => String) statement!: string;
  @Field(() => Int) value!: number;
}
@InputType('PriceAnswerInput')
export class PriceAnswerInput {
  @Field(() => Float) tooCheap!: number;
  @Field(() => Float) bargain!: number;
  @Field(() => Float) expensive!: number;
  @Field(() => Float) tooExpensive!: number;
}
@InputType('RespondentTraitInput')
export class RespondentTraitInput {
  @Field(() => String) trait!: string;
  @Field(() => String) value!: string;
}

@InputType('PanelAnswerInput', { description: 'One answer; only the fields of the question’s type.' })
export class PanelAnswerInput {
  @Field(() => ID) questionId!: string;
  @Field(() => String, { nullable: true, description: 'Required except for screen recordings.' }) explanation?: string | null;
  @Field(() => ID, { nullable: true }) chosenOption?: string | null;
  @Field(() => [ID], { nullable: true }) selectedOptions?: string[] | null;
  @Field(() => [RankEntryInput], { nullable: true }) ranking?: RankEntryInput[] | null;
  @Field(() => MatchupInput, { nullable: true }) matchup?: MatchupInput | null;
  @Field(() => [ClickInput], { nullable: true }) clicks?: ClickInput[] | null;
  @Field(() => [StatementAnswerInput], { nullable: true }) statements?: StatementAnswerInput[] | null;
  @Field(() => PriceAnswerInput, { nullable: true }) prices?: PriceAnswerInput | null;
  @Field(() => Float, { nullable: true }) score?: number | null;
  @Field(() => String, { nullable: true }) media?: string | null;
  @Field(() => String, { nullable: true }) mediaTranscription?: string | null;
}

@InputType('PanelSubmissionInput', { description: 'One respondent’s complete submission from a panel integration.' })
export class PanelSubmissionInput {
  @Field(() => ID) surveyId!: string;
  @Field(() => String) panelRespondentId!: string;
  @Field(() => [RespondentTraitInput], { defaultValue: [] }) traits!: RespondentTraitInput[];
  @Field(() => [PanelAnswerInput]) answers!: PanelAnswerInput[];
}

@ObjectType('PanelSubmissionResult')
export class PanelSubmissionResultType {
  @Field(() => ID) respondentId!: string;
  @Field(() => [ID]) responseIds!: string[];
}
