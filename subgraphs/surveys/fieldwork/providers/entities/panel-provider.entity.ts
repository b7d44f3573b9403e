import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A panel provider's profile: the query parameter its entry links carry the provider's
 * respondent id in, and where people go back to for each outcome (`{id}` marks the id).
 */
export const PanelProvider = defineEntity({
  name: 'PanelProvider',
  schema: 'surveys',
  tableName: 'panel_providers',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.text(),
    entryParam: p.text().fieldName('entry_param'),
    completeUrl: p.text().nullable().fieldName('complete_url'),
    screenoutUrl: p.text().nullable().fieldName('screenout_url'),
    overquotaUrl: p.text().nullable().fieldName('overquota_url'),
    /** The entry-signing secret, sealed (entry-signing.ts); null: entries are not signed. Never serialised. */
    signingSecret: p.text().nullable().fieldName('signing_secret').hidden(),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
  }),
});
export type PanelProvider = InferEntity<typeof PanelProvider>;
