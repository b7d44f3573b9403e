import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const Tag = defineEntity({
  name: 'Tag',
  schema: 'surveys',
  tableName: 'tags',
  properties: (p) => ({
    id: p.uuid().primary(),
    /** v1's legacy integer tag id; assigned by the database (bigserial). */
    legacyId: p.bigint('number').fieldName('legacy_id').defaultRaw(`nextval('surveys.tags_legacy_id_seq')`),
    teamId: p.uuid().fieldName('team_id'),
    /** Test or live: fixed at creation from the creating credential. */
    livemode: p.boolean(),
    /** Unique per team, case-insensitively. */
    name: p.text(),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Tag = InferEntity<typeof Tag>;
