import { Field, Float, InputType, Int } from 'type-graphql';

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
}
