import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A revocable link to a survey's results page (migration 0012). */
export const ShareLink = defineEntity({
  name: 'ShareLink',
  schema: 'surveys',
  tableName: 'share_links',
  properties: (p) => ({
    id: p.uuid().primary(),
    token: p.text().unique(),
    surveyId: p.uuid().fieldName('survey_id'),
    createdBy: p.uuid().nullable().fieldName('created_by'),
    createdAt: p.datetime().fieldName('created_at'),
    revokedAt: p.datetime().nullable().fieldName('revoked_at'),
  }),
});
export type ShareLink = InferEntity<typeof ShareLink>;
