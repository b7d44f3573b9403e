import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../../../platform/graphql/scalars';
import { SurveyStatusValue } from '../../../authoring';

@ObjectType('SurveyReport', { description: 'A rendered PDF or PNG report of a completed survey.' })
export class SurveyReportType {
  @Field(() => String, { description: 'pdf or png' }) format!: string;
  @Field(() => String, { description: 'en, es, ru, zh or ja' }) language!: string;
  @Field(() => Boolean, { description: 'png only: the small preview card' }) isPreview!: boolean;
  @Field(() => String, { description: 'The media storage URL (operators); people download through the facade, which checks who asks.' }) url!: string;
  @Field(() => String, { description: 'The media storage key the facade serves the file from.' }) storageKey!: string;
  @Field(() => Int) bytes!: number;
  @Field(() => DateTimeScalar, { description: 'ISO 8601' }) createdAt!: string;
}

@ObjectType('SurveyExports', { description: 'What can be exported from a survey.' })
export class SurveyExportsType {
  @Field(() => SurveyStatusValue) status!: string;
  @Field(() => Boolean, { description: 'The CSV export is available: the survey was published and has completed.' }) csvReady!: boolean;
  @Field(() => [SurveyReportType]) reports!: SurveyReportType[];
}
