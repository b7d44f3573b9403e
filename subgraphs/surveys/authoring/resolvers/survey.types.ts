import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import { UserRef } from './user-ref';
import { TemplateType } from '../templates/template.resolver';
import { CompletionStatusValue, SurveyStatusValue } from './enums';
import { PageOf } from '../../../../platform/graphql/page';

@ObjectType('QuestionContext')
export class QuestionContextType {
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) value!: string | null;
  @Field(() => String, { nullable: true }) mediaUrl!: string | null;
}

@ObjectType('OptionMockup')
export class OptionMockupType {
  @Field(() => String) image!: string;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) currency!: string | null;
  @Field(() => Float, { nullable: true }) price!: number | null;
  @Field(() => Float, { nullable: true }) rating!: number | null;
  @Field(() => Int, { nullable: true }) reviews!: number | null;
  @Field(() => Float, { nullable: true }) reviewScore!: number | null;
  @Field(() => Int, { nullable: true }) numRatings!: number | null;
}

@ObjectType('OptionProduct')
export class OptionProductType {
  @Field(() => String) asin!: string;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) currency!: string | null;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Float, { nullable: true }) price!: number | null;
  @Field(() => Float, { nullable: true }) salePrice!: number | null;
  @Field(() => Float, { nullable: true }) rating!: number | null;
  @Field(() => Int, { nullable: true }) reviews!: number | null;
  @Field(() => Float, { nullable: true }) reviewScore!: number | null;
  @Field(() => Int, { nullable: true }) numRatings!: number | null;
}

@ObjectType('Option')
@Directive('@key(fields: "id")')
export class OptionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field(() => String, { description: 'text, image, imageSet, mockup or product' }) kind!: string;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => String, { nullable: true }) mediaUrl!: string | null;
  @Field(() => [String]) imageSet!: string[];
  @Field(() => OptionMockupType, { nullable: true }) mockup!: OptionMockupType | null;
  @Field(() => OptionProductType, { nullable: true }) product!: OptionProductType | null;
}

@ObjectType('Question')
@Directive('@key(fields: "id")')
export class QuestionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) variant!: string | null;
  @Field(() => String) prompt!: string;
  @Field(() => QuestionContextType, { nullable: true }) context!: QuestionContextType | null;
  @Field(() => String, { nullable: true }) likertScale!: string | null;
  @Field(() => [OptionType]) options!: OptionType[];
  /** Not a GraphQL field: the survey the question belongs to, so `ai` loads a survey's insights at once. */
  surveyId?: string;
}

@ObjectType('QuoteDiscount')
export class QuoteDiscountType {
  @Field(() => String, { description: 'plan, country or api' }) type!: string;
  @Field(() => String) code!: string;
  @Field(() => String) description!: string;
  @Field(() => Float) percentOff!: number;
  @Field(() => Float, { description: 'The money taken off, in the quote’s currency (positive).' }) amount!: number;
  @Field(() => Float) credits!: number;
}

@ObjectType('Quote', { description: 'The price recorded at the latest read, create or update; publish honours it.' })
export class QuoteType {
  @Field(() => Float, { description: 'The price after discounts, in `currency` (USD).' }) amount!: number;
  @Field(() => Float) credits!: number;
  @Field(() => Float, { description: 'The price before discounts, in `currency` (USD).' }) subtotal!: number;
  @Field(() => Float) subtotalCredits!: number;
  @Field(() => String) currency!: string;
  @Field(() => [QuoteDiscountType]) discounts!: QuoteDiscountType[];
  @Field(() => String, { nullable: true }) planRequired!: string | null;
  @Field(() => DateTimeScalar) quotedAt!: string;
}

@ObjectType('CompletionEstimate')
export class CompletionEstimateType {
  @Field(() => String) bucket!: string;
  @Field(() => Int) estimatedMinutes!: number;
  @Field(() => CompletionStatusValue) status!: string;
}

@ObjectType('NamedRef', { description: 'A project or tag as a survey lists it.' })
export class NamedRefType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType('Survey')
@Directive('@key(fields: "id")')
export class SurveyType {
  @Field(() => ID) id!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => Boolean, { description: 'Live (true) or test (false) mode: fixed at creation by the creating credential.' }) livemode!: boolean;
  @Field(() => ID, { nullable: true }) creatorUserId!: string | null;
  @Field(() => UserRef, { nullable: true, description: 'Who created the survey (resolved by the accounts subgraph).' }) creator!: UserRef | null;
  @Field(() => String) name!: string;
  @Field(() => String) country!: string;
  @Field(() => Int) sampleSize!: number;
  @Field(() => SurveyStatusValue) status!: string;
  @Field(() => [String]) targeting!: string[];
  @Field(() => [String]) reporting!: string[];
  @Field(() => String, { nullable: true }) externalId!: string | null;
  @Field(() => String, { nullable: true }) surveyIntent!: string | null;
  @Field(() => Boolean) isMiniPoll!: boolean;
  @Field(() => Int) numResponses!: number;
  @Field(() => String, { nullable: true, description: 'The template the survey was made from, if any.' }) templateId!: string | null;
  @Field(() => String, { nullable: true, description: 'That template’s name when the survey was made.' }) templateName!: string | null;
  @Field(() => TemplateType, { nullable: true, description: 'The template, while the catalogue still has it.' }) template!: TemplateType | null;
  @Field(() => [QuestionType]) questions!: QuestionType[];
  // projects, tags and duplicatedFrom: field resolvers in survey.resolver.ts (loaded only when selected).
  /** Not a GraphQL field: the source survey when the view carried it (entities do), so the field resolver need not load it. */
  duplicatedFrom?: string | null;
  @Field(() => QuoteType, {
    nullable: true,
    description: 'The latest quote; null for a stored survey the price table cannot quote (docs/decisions.md, "Stored surveys that cannot be priced").',
  })
  quote!: QuoteType | null;
  @Field(() => CompletionEstimateType, { nullable: true, description: 'null when the survey cannot be priced (as quote).' })
  completionEstimate!: CompletionEstimateType | null;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) publishedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) completedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) stoppedAt!: string | null;
  @Field(() => String, { description: 'The preview link, <PUBLIC_BASE_URL>/r/preview/<token>: the respondent app without recording anything.' })
  previewUrl!: string;
}

@ObjectType('SurveyPage')
export class SurveyPageType extends PageOf(SurveyType) {}

@ObjectType('SurveySearchPage')
export class SurveySearchPageType extends PageOf(SurveyType) {}
