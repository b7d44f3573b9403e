import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { config, type Config } from '../../../platform/config';
import { outboundPolicy, type OutboundPolicy } from '../../../platform/http/guarded-fetch';
import { newId } from '../../../platform/ids';
import { mediaStorage, newMediaKey, type MediaStorage } from '../storage/media-storage';
import { EMBEDDED_HOST_NAMES, matchEmbeddedHost } from './embedded-hosts';
import { MediaAsset, RESOURCE_TYPES, type ResourceType } from './media-asset.entity';
import { decodeBase64, detectMedia, MAX_FILENAME_LENGTH, MAX_MEDIA_BYTES, storageName, urlNameHint } from './media-content';
import { fetchRemoteFile } from './remote-fetch';
import { UploadError } from './uploads.errors';

/** Redirects a media URL may take before we give up (each hop is checked again). */
export const MAX_REDIRECTS = 3;
const MAX_URL_LENGTH = 2048;

/** Exactly one of `url` and `data`; the rest optional (spec: POST /media/upload). */
export interface UploadMediaInput {
  url?: string | null;
  data?: string | null;
  filename?: string | null;
  resourceType?: string | null;
}

/** Whose asset it is: a team, and the key mode that uploaded it. */
export interface MediaOwner {
  teamId: string;
  livemode: boolean;
}

/** What an upload reaches outside the database; tests and the resolver pass the configured ones. */
export interface UploadDeps {
  storage: MediaStorage;
  policy: OutboundPolicy;
  fetchTimeoutMs: number;
  log?: Logger;
}

const policies = new WeakMap<Config, OutboundPolicy>();

/** Storage, outbound policy and fetch deadline of the process configuration. */
export function uploadDeps(cfg: Config = config(), log?: Logger): UploadDeps {
  let policy = policies.get(cfg);
  if (!policy) policies.set(cfg, (policy = outboundPolicy(cfg)));
  return { storage: mediaStorage(cfg), policy, fetchTimeoutMs: cfg.MEDIA_FETCH_TIMEOUT_MS, log };
}

/**
 * Hosts an image or video for use in questions, from base64 `data` or a `url`. YouTube,
 * Vimeo and Loom video URLs are recorded as given (`embedded`: their players embed them).
 * Any other URL is fetched through the guarded client (https, public addresses only, at most
 * 3 redirects each checked again, 20 MB while streaming, one deadline) and re-hosted. The
 * type comes from the bytes; a declared `resourceType` must agree. The file goes to media
 * storage under `uploads/<random>/<name>.<ext>`, then the asset row is written.
 */
export async function uploadMedia(em: EntityManager, owner: MediaOwner, input: UploadMediaInput, deps: UploadDeps = uploadDeps()): Promise<MediaAsset> {
  const { url, data } = input;
  if (url != null && data != null) throw new UploadError('source_conflict', 'Send exactly one of url or data, not both.', 'data');
  if (url == null && data == null) throw new UploadError('source_missing', 'Send url (a media URL to fetch) or data (base64 file content).', 'url');
  if (input.filename != null && input.filename.length > MAX_FILENAME_LENGTH) {
    throw new UploadError('invalid_filename', `filename is at most ${MAX_FILENAME_LENGTH} characters.`, 'filename');
  }
  const declared = checkResourceType(input.resourceType);

  if (url != null) {
    checkUrlShape(url);
    const embedded = matchEmbeddedHost(url);
    if (embedded) {
      const site = EMBEDDED_HOST_NAMES[embedded.host];
      if (!embedded.isVideo) throw new UploadError('invalid_url', `This ${site} URL does not name a video; send the URL of one video.`, 'url');
      if (!url.toLowerCase().startsWith('https://')) throw new UploadError('url_refused', `Send the https:// URL of the ${site} video.`, 'url');
      if (declared === 'image') throw new UploadError('resource_type_mismatch', `resourceType is image, but a ${site} URL is a video.`, 'resourceType');
      return record(em, owner, { resourceType: 'video', embedded: true, url, sourceUrl: url });
    }
    const file = await fetchRemoteFile(url, { policy: deps.policy, maxBytes: MAX_MEDIA_BYTES, timeoutMs: deps.fetchTimeoutMs, maxRedirects: MAX_REDIRECTS });
    return hostFile(em, owner, deps, file.bytes, { param: 'url', declared, hint: input.filename ?? urlNameHint(file.finalUrl), sourceUrl: url });
  }
  const bytes = decodeBase64(data!);
  return hostFile(em, owner, deps, bytes, { param: 'data', declared, hint: input.filename ?? null, sourceUrl: null });
}

function checkResourceType(value: string | null | undefined): ResourceType | null {
  if (value == null) return null;
  if (!(RESOURCE_TYPES as readonly string[]).includes(value)) {
    throw new UploadError('invalid_resource_type', `resourceType is image or video (or omit it to detect it from the file).`, 'resourceType');
  }
  return value as ResourceType;
}

/** A URL's shape before anything is fetched (where it may point is the guarded client's call). */
function checkUrlShape(url: string): void {
  if (url.length === 0 || url.length > MAX_URL_LENGTH) throw new UploadError('invalid_url', `url must be 1 to ${MAX_URL_LENGTH} characters.`, 'url');
  // The URL parser drops some of these silently, so the host we call could differ from the one shown.
  // eslint-disable-next-line no-control-regex -- refuses control characters, so it names them
  if (/[\s\u0000-\u001f\u007f]/.test(url)) throw new UploadError('invalid_url', 'url must not contain spaces or control characters.', 'url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UploadError('invalid_url', 'url must be an absolute https URL, such as https://example.com/photo.png.', 'url');
  }
  if (parsed.username || parsed.password) throw new UploadError('invalid_url', 'url must not contain a user name or password.', 'url');
}

async function hostFile(
  em: EntityManager,
  owner: MediaOwner,
  deps: UploadDeps,
  bytes: Buffer,
  o: { param: 'url' | 'data'; declared: ResourceType | null; hint: string | null; sourceUrl: string | null },
): Promise<MediaAsset> {
  const detected = await detectMedia(bytes, o.param);
  if (o.declared && o.declared !== detected.resourceType) {
    throw new UploadError(
      'resource_type_mismatch',
      `resourceType is ${o.declared}, but the ${o.param === 'url' ? 'file at url' : 'data'} is ${detected.contentType} (${detected.resourceType}).`,
      'resourceType',
    );
  }
  const filename = `${storageName(o.hint)}.${detected.ext}`;
  const key = newMediaKey('uploads', filename);
  try {
    await deps.storage.put(key, bytes, detected.contentType);
  } catch (err) {
    deps.log?.error({ err }, 'media storage write failed');
    throw new UploadError('storage_unavailable', 'Media storage is unavailable; retry later.', undefined, { cause: err });
  }
  // Written after the file: a failure here leaves an unreferenced file, never a row without one.
  return record(em, owner, {
    resourceType: detected.resourceType,
    embedded: false,
    url: deps.storage.url(key),
    storageKey: key,
    contentType: detected.contentType,
    bytes: bytes.length,
    filename,
    sourceUrl: o.sourceUrl,
  });
}

async function record(
  em: EntityManager,
  owner: MediaOwner,
  a: Pick<MediaAsset, 'resourceType' | 'embedded' | 'url' | 'sourceUrl'> & Partial<Pick<MediaAsset, 'storageKey' | 'contentType' | 'bytes' | 'filename'>>,
): Promise<MediaAsset> {
  const asset = em.create(MediaAsset, {
    id: newId(),
    teamId: owner.teamId,
    livemode: owner.livemode,
    resourceType: a.resourceType,
    embedded: a.embedded,
    url: a.url,
    storageKey: a.storageKey ?? null,
    contentType: a.contentType ?? null,
    bytes: a.bytes ?? null,
    filename: a.filename ?? null,
    sourceUrl: a.sourceUrl,
    createdAt: new Date(),
  });
  await em.flush();
  return asset;
}
