import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Survey } from '../../../entities/survey.entity';
import { Project } from './project.entity';

/** A survey grouped in a project. Relations, so a new survey is inserted before its links. */
export const SurveyProject = defineEntity({
  name: 'SurveyProject',
  schema: 'surveys',
  tableName: 'survey_projects',
  properties: (p) => ({
    survey: p.manyToOne(Survey).primary().fieldName('survey_id'),
    project: p.manyToOne(Project).primary().fieldName('project_id'),
  }),
});
export type SurveyProject = InferEntity<typeof SurveyProject>;
