import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** The entry link of one survey for one provider: `/r/<token>`; one per (survey, provider). */
export const EntryLink = defineEntity({
  name: 'EntryLink',
  schema: 'surveys',
  tableName: 'entry_links',
  properties: (p) => ({
    /** 24 random bytes, base64url: the link is the only thing a respondent presents. */
    token: p.text().primary(),
    surveyId: p.uuid().fieldName('survey_id'),
    providerId: p.uuid().fieldName('provider_id'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type EntryLink = InferEntity<typeof EntryLink>;
