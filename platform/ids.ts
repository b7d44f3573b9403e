import { randomFillSync } from 'node:crypto';
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

/**
 * Random bytes for ids, drawn from the OS 4 KiB at a time (as crypto.randomUUID does): the uuid
 * package asks for 16 bytes per id, about 10 µs each on this service's machines, and a
 * collection step makes some 200 ids.
 */
const POOL_BYTES = 16 * 256;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let poolAt = POOL_BYTES;

function random16(): Uint8Array {
  if (poolAt === POOL_BYTES) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const bytes = pool.subarray(poolAt, poolAt + 16);
  poolAt += 16;
  return bytes;
}

/** The uuid package's own v7 state: a counter seeded from the random bits each new millisecond. */
const v7State = { msecs: -Infinity, seq: 0 };

/** New primary key: UUIDv7, so ids sort by creation time (cursor pagination relies on it). */
export function newId(): string {
  const random = random16();
  const now = Date.now();
  // As uuid's updateV7State: ids made in one process never go backwards, even within a millisecond.
  if (now > v7State.msecs) {
    v7State.seq = ((random[6] & 0x7f) << 24) | (random[7] << 16) | (random[8] << 8) | random[9];
    v7State.msecs = now;
  } else {
    v7State.seq = (v7State.seq + 1) | 0;
    if (v7State.seq === 0) v7State.msecs++;
  }
  return uuidv7({ random, msecs: v7State.msecs, seq: v7State.seq });
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
  const uuid = publicIdShape(prefix, publicId);
  return uuid && isUuid(uuid) ? uuid : null;
}

/**
 * The dashed form of `<prefix>_<32 hex>` when the id has that shape and prefix, any 32 hex digits
 * (fromPublicId also requires a valid UUID); null otherwise.
 */
export function publicIdShape(prefix: Prefix, publicId: string): string | null {
  const m = /^([a-z]+)_([0-9a-f]{32})$/.exec(publicId);
  if (!m || m[1] !== prefix) return null;
  const h = m[2];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function isGuid(value: string): boolean {
  return isUuid(value);
}

/** Request ids: `req_` + the UUIDv7 hex. */
export function newRequestId(): string {
  return toPublicId(PREFIX.request, newId());
}
