import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Survey } from '../../../entities/survey.entity';
import { Tag } from './tag.entity';

/** A tag on a survey. Relations, so a new survey is inserted before its links. */
export const SurveyTag = defineEntity({
  name: 'SurveyTag',
  schema: 'surveys',
  tableName: 'survey_tags',
  properties: (p) => ({
    survey: p.manyToOne(Survey).primary().fieldName('survey_id'),
    tag: p.manyToOne(Tag).primary().fieldName('tag_id'),
  }),
});
export type SurveyTag = InferEntity<typeof SurveyTag>;
