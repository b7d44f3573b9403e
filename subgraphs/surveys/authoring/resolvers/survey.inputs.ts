import { Field, Float, InputType, Int } from 'type-graphql';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import { SurveyStatusValue } from './enums';

@InputType('QuestionContextInput')
export class QuestionContextInput {
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) value?: string | null;
  @Field(() => String, { nullable: true }) mediaUrl?: string | null;
}

@InputType('OptionMockupInput')
export class OptionMockupInput {
  @Field(() => String) image!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) currency?: string | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => Float, { nullable: true }) rating?: number | null;
  @Field(() => Int, { nullable: true }) reviews?: number | null;
  @Field(() => Float, { nullable: true }) reviewScore?: number | null;
  @Field(() => Int, { nullable: true }) numRatings?: number | null;
}

@InputType('OptionProductInput')
export class OptionProductInput {
  @Field(() => String) asin!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) currency?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => Float, { nullable: true }) salePrice?: number | null;
  @Field(() => Float, { nullable: true }) rating?: number | null;
  @Field(() => Int, { nullable: true }) reviews?: number | null;
  @Field(() => Float, { nullable: true }) reviewScore?: number | null;
  @Field(() => Int, { nullable: true }) numRatings?: number | null;
}

@InputType('OptionInput')
export class OptionInput {
  @Field(() => String, { nullable: true }) kind?: 'text' | 'image' | 'imageSet' | 'mockup' | 'product' | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true }) mediaUrl?: string | null;
  @Field(() => [String], { nullable: true }) imageSet?: string[] | null;
  @Field(() => OptionMockupInput, { nullable: true }) mockup?: OptionMockupInput | null;
  @Field(() => OptionProductInput, { nullable: true }) product?: OptionProductInput | null;
}

@InputType('QuestionInput')
export class QuestionInputType {
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) variant?: string | null;
  @Field(() => String) prompt!: string;
  @Field(() => QuestionContextInput, { nullable: true }) context?: QuestionContextInput | null;
  @Field(() => String, { nullable: true }) likertScale?: string | null;
  @Field(() => [OptionInput], { nullable: true }) options?: OptionInput[] | null;
}

@InputType('TemplateBlankValueInput')
export class TemplateBlankValueInput {
  @Field(() => String) name!: string;
  @Field(() => String) value!: string;
}

/** A survey from a template: its id, the blanks filled in, the options of its question. */
@InputType('TemplateRequestInput')
export class TemplateRequestInput {
  @Field(() => String) id!: string;
  @Field(() => [TemplateBlankValueInput], { nullable: true }) blanks?: TemplateBlankValueInput[] | null;
  @Field(() => [OptionInput], { nullable: true }) options?: OptionInput[] | null;
}

/** Fields of a survey draft; on update, absent fields stay as they are. */
@InputType('SurveyInput')
export class SurveyInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => Int, { nullable: true }) sampleSize?: number | null;
  @Field(() => [String], { nullable: true }) targeting?: string[] | null;
  @Field(() => [String], { nullable: true }) reporting?: string[] | null;
  @Field(() => String, { nullable: true }) surveyIntent?: string | null;
  @Field(() => String, { nullable: true }) externalId?: string | null;
  @Field(() => Boolean, { nullable: true }) isMiniPoll?: boolean | null;
  @Field(() => [QuestionInputType], { nullable: true }) questions?: QuestionInputType[] | null;
  @Field(() => TemplateRequestInput, { nullable: true, description: 'Instead of questions, on create.' }) template?: TemplateRequestInput | null;
  @Field(() => [String], { nullable: true, description: 'Project GUIDs or numeric ids; replaces the survey’s projects.' }) projects?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'tag_<32 hex> ids or legacy integers; replaces the survey’s tags.' }) tags?: string[] | null;
}

/** v1 list filters (spec: GET /surveys); ids already resolved by the facade. */
@InputType('SurveySearchInput')
export class SurveySearchInput {
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
  @Field(() => [SurveyStatusValue], { nullable: true }) status?: string[] | null;
  @Field(() => [String], { nullable: true }) types?: string[] | null;
  @Field(() => [String], { nullable: true }) optionTypes?: string[] | null;
  @Field(() => [String], { nullable: true }) countries?: string[] | null;
  @Field(() => [String], { nullable: true }) tagIds?: string[] | null;
  @Field(() => [Int], { nullable: true }) tagLegacyIds?: number[] | null;
  @Field(() => [String], { nullable: true }) audiences?: string[] | null;
  @Field(() => String, { nullable: true }) text?: string | null;
  @Field(() => String, { nullable: true }) externalId?: string | null;
  @Field(() => [String], { nullable: true }) memberIds?: string[] | null;
  @Field(() => [String], { nullable: true }) projectIds?: string[] | null;
  @Field(() => [Int], { nullable: true }) projectLegacyIds?: number[] | null;
  @Field(() => DateTimeScalar, { nullable: true }) publishedAfter?: Date | null;
  @Field(() => String, { nullable: true }) sortBy?: string | null;
  @Field(() => String, { nullable: true }) dir?: string | null;
}

@InputType('SurveyQuoteInput', { description: 'What a survey’s price depends on: the live quote of a draft being edited, before it is saved.' })
export class SurveyQuoteInput {
  @Field(() => String, { nullable: true, description: 'Two-letter respondent country; US when omitted.' }) country?: string | null;
  @Field(() => Int, { nullable: true, description: 'Respondents wanted; 100 when omitted.' }) sampleSize?: number | null;
  @Field(() => [String], { description: 'The type of each question, in order.' }) questionTypes!: string[];
  @Field(() => Int, { nullable: true, description: 'How many targeting traits; 0 when omitted.' }) targetingCount?: number | null;
}
