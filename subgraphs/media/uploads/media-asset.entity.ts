import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const RESOURCE_TYPES = ['image', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * One hosted upload, or one embedded video URL (YouTube, Vimeo, Loom) recorded as given.
 * A hosted asset has its storage key, content type and size; an embedded one has none of
 * them (nothing was stored), and its `url` is its `sourceUrl`.
 */
export const MediaAsset = defineEntity({
  name: 'MediaAsset',
  schema: 'media',
  tableName: 'assets',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    livemode: p.boolean(),
    resourceType: p.enum([...RESOURCE_TYPES]).fieldName('resource_type'),
    embedded: p.boolean(),
    url: p.text(),
    storageKey: p.text().nullable().fieldName('storage_key'),
    contentType: p.text().nullable().fieldName('content_type'),
    bytes: p.integer().nullable(),
    /** The stored file's name (sanitised hint + detected extension). */
    filename: p.text().nullable(),
    /** The URL the caller gave (fetched, or embedded as is); null for base64 uploads. */
    sourceUrl: p.text().nullable().fieldName('source_url'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type MediaAsset = InferEntity<typeof MediaAsset>;
