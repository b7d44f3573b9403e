import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { config, type Config } from '../../../platform/config';
import { newId } from '../../../platform/ids';
import { mediaStorage, newMediaKey, type MediaStorage } from '../storage/media-storage';
import { MediaAsset } from '../uploads/media-asset.entity';
import { detectMedia, storageName, type DetectedMedia } from '../uploads/media-content';
import { MAX_MEDIA_BYTES } from '../uploads/upload-limits';
import { uploadDeps, type MediaOwner } from '../uploads/uploads.service';
import { GenerationError } from './generation.errors';
import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  MAX_IMAGE_COUNT,
  MAX_PROMPT_LENGTH,
  type GeneratedImage,
  type GeneratorKind,
  type ImageGenerator,
  type ImageRequest,
  type ImageSize,
} from './image-generator';
import { mockupImageGenerator } from './mockup-generator';
import { openAiImageGenerator } from './openai-image-generator';

/** A prompt, and optionally how many variants (1 to 4, default 1) and their size (default 1024x1024). */
export interface GenerateImagesInput {
  prompt: string;
  count?: number | null;
  size?: string | null;
}

/** What a generation reaches outside the database; tests and the resolver pass the configured ones. */
export interface GenerationDeps {
  storage: MediaStorage;
  /** The built-in renderer: test mode always, live mode when no provider is configured. */
  mockup: ImageGenerator;
  /** The configured OpenAI-compatible API (IMAGE_API_URL and IMAGE_API_KEY), or null. */
  provider: ImageGenerator | null;
  log?: Logger;
}

export interface ImageGeneration {
  generator: GeneratorKind;
  prompt: string;
  size: ImageSize;
  images: MediaAsset[];
}

const providers = new WeakMap<Config, ImageGenerator | null>();

/** Storage and generators of the process configuration (the provider only when both IMAGE_API_URL and IMAGE_API_KEY are set). */
export function generationDeps(cfg: Config = config(), log?: Logger): GenerationDeps {
  let provider = providers.get(cfg);
  if (provider === undefined) {
    provider =
      cfg.IMAGE_API_URL && cfg.IMAGE_API_KEY
        ? openAiImageGenerator({
            baseUrl: cfg.IMAGE_API_URL,
            apiKey: cfg.IMAGE_API_KEY,
            model: cfg.IMAGE_API_MODEL,
            timeoutMs: cfg.IMAGE_API_TIMEOUT_MS,
            policy: uploadDeps(cfg).policy,
          })
        : null;
    providers.set(cfg, provider);
  }
  return { storage: mediaStorage(cfg), mockup: mockupImageGenerator, provider, log };
}

/**
 * Who draws an owner's images: test mode always the built-in mockups, so test keys never
 * reach (or pay) a provider; live mode the provider when one is configured, else the mockups
 * (docs/decisions.md, "Media").
 */
export function generatorFor(owner: MediaOwner, deps: GenerationDeps): ImageGenerator {
  return owner.livemode && deps.provider ? deps.provider : deps.mockup;
}

/**
 * Generates `count` images for a prompt and hosts them as the owner's media, as uploads are:
 * the same storage (`generated/<random>/<name>-<n>.<ext>`) and `media.assets` rows, so their
 * URLs serve as option images. Every image is generated and checked before anything is
 * stored, so a failed generation stores nothing; the rows are written after the files.
 */
export async function generateImages(em: EntityManager, owner: MediaOwner, input: GenerateImagesInput, deps: GenerationDeps = generationDeps()): Promise<ImageGeneration> {
  const request = checkRequest(input);
  const generator = generatorFor(owner, deps);
  let images: GeneratedImage[];
  let types: DetectedMedia[];
  try {
    images = await generator.generate(request);
    types = await Promise.all(images.map((image) => imageType(image.bytes)));
  } catch (err) {
    // Messages and causes never carry the provider's key or result URLs.
    if (err instanceof GenerationError) deps.log?.warn({ err, code: err.code, generator: generator.kind }, 'image generation failed');
    throw err;
  }
  const stem = storageName(request.prompt.slice(0, 60).replace(/[\\/.]/g, ' '), 'image');
  const name = generator.kind === 'mockup' ? `mockup-${stem}` : stem;
  const files: { key: string; filename: string; type: DetectedMedia; bytes: number }[] = [];
  for (const [i, image] of images.entries()) {
    const filename = `${name}-${i + 1}.${types[i].ext}`;
    const key = newMediaKey('generated', filename);
    try {
      await deps.storage.put(key, image.bytes, types[i].contentType);
    } catch (err) {
      deps.log?.error({ err }, 'media storage write failed');
      throw new GenerationError('storage_unavailable', 'Media storage is unavailable; retry later.', undefined, { cause: err });
    }
    files.push({ key, filename, type: types[i], bytes: image.bytes.length });
  }
  const createdAt = new Date();
  const assets = files.map((f) =>
    em.create(MediaAsset, {
      id: newId(),
      teamId: owner.teamId,
      livemode: owner.livemode,
      resourceType: 'image',
      embedded: false,
      url: deps.storage.url(f.key),
      storageKey: f.key,
      contentType: f.type.contentType,
      bytes: f.bytes,
      filename: f.filename,
      sourceUrl: null,
      createdAt,
    }),
  );
  await em.flush();
  return { generator: generator.kind, prompt: request.prompt, size: request.size, images: assets };
}

/** The request's rules, for GraphQL callers as for REST ones (the facade's schemas check shapes only). */
function checkRequest(input: GenerateImagesInput): ImageRequest {
  const prompt = typeof input.prompt === 'string' ? input.prompt.trim() : '';
  const length = [...prompt].length;
  if (length === 0 || length > MAX_PROMPT_LENGTH) throw new GenerationError('invalid_prompt', `prompt must be 1 to ${MAX_PROMPT_LENGTH} characters (after trimming).`, 'prompt');
  // eslint-disable-next-line no-control-regex -- refuses control characters, so it names them
  if (!prompt.isWellFormed() || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(prompt)) {
    throw new GenerationError('invalid_prompt', 'prompt must be text: no control characters (line breaks and tabs are fine) or unpaired surrogates.', 'prompt');
  }
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > MAX_IMAGE_COUNT)
    throw new GenerationError('invalid_count', `count must be an integer from 1 to ${MAX_IMAGE_COUNT}.`, 'count');
  const size = input.size ?? DEFAULT_IMAGE_SIZE;
  if (!(IMAGE_SIZES as readonly string[]).includes(size)) throw new GenerationError('invalid_size', `size must be one of ${IMAGE_SIZES.join(', ')}.`, 'size');
  return { prompt, count, size: size as ImageSize };
}

/** A generated image's type, from its bytes: an image we host, at most 20 MB, or the provider's answer is unusable. */
async function imageType(bytes: Buffer): Promise<DetectedMedia> {
  const type = bytes.length <= MAX_MEDIA_BYTES ? await detectMedia(bytes, 'data').catch(() => null) : null;
  if (!type || type.resourceType !== 'image') {
    throw new GenerationError(
      'provider_invalid_response',
      'The image provider sent something that is not an image we host (JPEG, PNG, GIF, WebP, AVIF, BMP) of at most 20 MB; retry later.',
    );
  }
  return type;
}
