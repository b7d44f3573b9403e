import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const Project = defineEntity({
  name: 'Project',
  schema: 'surveys',
  tableName: 'projects',
  properties: (p) => ({
    id: p.uuid().primary(),
    /** v1's numeric project id; assigned by the database (bigserial). */
    legacyId: p.bigint('number').fieldName('legacy_id').defaultRaw(`nextval('surveys.projects_legacy_id_seq')`),
    teamId: p.uuid().fieldName('team_id'),
    /** Test or live: fixed at creation from the creating credential. */
    livemode: p.boolean(),
    name: p.text(),
    description: p.text(),
    goal: p.text(),
    archived: p.boolean(),
    bookmarked: p.boolean(),
    createdBy: p.uuid().nullable().fieldName('created_by'),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
  }),
});
export type Project = InferEntity<typeof Project>;
