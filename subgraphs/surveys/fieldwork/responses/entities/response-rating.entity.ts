import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const RATINGS = ['helpful', 'not_helpful'] as const;
export type RatingValue = (typeof RATINGS)[number];

/** The client's rating of one response (one per response; re-rating replaces it). */
export const ResponseRating = defineEntity({
  name: 'ResponseRating',
  schema: 'surveys',
  tableName: 'response_ratings',
  properties: (p) => ({
    responseId: p.uuid().primary().fieldName('response_id'),
    surveyId: p.uuid().fieldName('survey_id'),
    rating: p.enum([...RATINGS]),
    comment: p.text().nullable(),
    ratedBy: p.uuid().nullable().fieldName('rated_by'),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
  }),
});
export type ResponseRating = InferEntity<typeof ResponseRating>;
