import { v7 as uuidv7, validate as isUuid } from 'uuid';

/** v2 id prefixes (spec: Identifiers). */
export const PREFIX = {
  team: 'tm',
  user: 'usr',
  survey: 'srv',
  question: 'qst',
  option: 'opt',
  response: 'rsp',
  /** Respondents appear only in CSV exports (v2 ids). */
  respondent: 'rsd',
  order: 'ord',
  webhookEndpoint: 'whk',
  event: 'evt',
  request: 'req',
  apiKey: 'key',
  /** v1 tag ids (spec: opaque `tag_<32-hex>`). */
  tag: 'tag',
  /** v2 credit buckets (GET /v2/credit-balance). */
  creditBucket: 'cbk',
  /** v2 hosted media (POST /v2/media). */
  media: 'med',
  /** Panel providers, as the operator CLI shows them (no REST surface). */
  panelProvider: 'pp',
} as const;
export type Prefix = (typeof PREFIX)[keyof typeof PREFIX];

/** New primary key: UUIDv7, so ids sort by creation time (cursor pagination relies on it). */
export function newId(): string {
  return uuidv7();
}

/**
 * Every row has one UUID. v1 shows it as a GUID; v2 shows `<prefix>_<32 hex>`, the same
 * UUID without dashes, so the two surfaces address one row without a mapping table.
 */
export function toPublicId(prefix: Prefix, uuid: string): string {
  return `${prefix}_${uuid.replaceAll('-', '')}`;
}

/** Parses `<prefix>_<32 hex>` back to the UUID, or null when it is not that prefix's id. */
export function fromPublicId(prefix: Prefix, publicId: string): string | null {
  const m = /^([a-z]+)_([0-9a-f]{32})$/.exec(publicId);
  if (!m || m[1] !== prefix) return null;
  const h = m[2];
  const uuid = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return isUuid(uuid) ? uuid : null;
}

export function isGuid(value: string): boolean {
  return isUuid(value);
}

/** Request ids: `req_` + the UUIDv7 hex. */
export function newRequestId(): string {
  return toPublicId(PREFIX.request, uuidv7());
}
