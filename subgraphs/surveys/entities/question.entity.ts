import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Survey } from './survey.entity';

export interface QuestionContext {
  type: 'text' | 'image' | 'video' | 'url';
  value: string | null;
  mediaUrl: string | null;
}

export const Question = defineEntity({
  name: 'Question',
  schema: 'surveys',
  tableName: 'questions',
  properties: (p) => ({
    id: p.uuid().primary(),
    survey: p.manyToOne(Survey).fieldName('survey_id'),
    position: p.integer(),
    type: p.text(),
    variant: p.text().nullable(),
    prompt: p.text(),
    context: p.json<QuestionContext>().nullable(),
    likertScale: p.text().nullable().fieldName('likert_scale'),
  }),
});
export type Question = InferEntity<typeof Question>;
