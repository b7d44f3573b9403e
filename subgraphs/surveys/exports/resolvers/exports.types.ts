import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import { SurveyStatusValue } from '../../resolvers/enums';

@ObjectType('SurveyReport', { description: 'A rendered PDF or PNG report of a completed survey.' })
export class SurveyReportType {
  @Field(() => String, { description: 'pdf or png' }) format!: string;
  @Field(() => String, { description: 'en, es, ru, zh or ja' }) language!: string;
  @Field(() => Boolean, { description: 'png only: the small preview card' }) isPreview!: boolean;
  @Field(() => String) url!: string;
  @Field(() => Int) bytes!: number;
  @Field(() => DateTimeScalar, { description: 'ISO 8601' }) createdAt!: string;
}

@ObjectType('SurveyExports', { description: 'What can be exported from a survey.' })
export class SurveyExportsType {
  @Field(() => SurveyStatusValue) status!: string;
  @Field(() => Boolean, { description: 'The CSV export is available: the survey was published and has completed.' }) csvReady!: boolean;
  @Field(() => [SurveyReportType]) reports!: SurveyReportType[];
}
