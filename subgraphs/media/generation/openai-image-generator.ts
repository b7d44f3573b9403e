import { guardedRequest, OutboundError, type OutboundPolicy, type OutboundResponse } from '../../../platform/http/guarded-fetch';
import { fetchRemoteFile } from '../uploads/remote-fetch';
import { MAX_BASE64_LENGTH, MAX_MEDIA_BYTES } from '../uploads/upload-limits';
import { GenerationError } from './generation.errors';
import type { GeneratedImage, ImageGenerator, ImageRequest } from './image-generator';

export interface OpenAiImageOptions {
  /** IMAGE_API_URL: the API's base, e.g. https://api.openai.com; requests go to `<base>/v1/images/generations`. */
  baseUrl: string;
  /** IMAGE_API_KEY, sent as a bearer token and nowhere else (never logged, never in a message). */
  apiKey: string;
  model: string;
  /** One deadline for the call and any result downloads. */
  timeoutMs: number;
  /** The guarded client's policy: https and public addresses unless configured otherwise. */
  policy: OutboundPolicy;
}

/** Results a provider may send per image: base64 (most) or a URL to download (dall-e's default). */
interface ResultItem {
  b64_json?: unknown;
  url?: unknown;
}

/**
 * An OpenAI-compatible images API (`POST <base>/v1/images/generations` with model, prompt, n
 * and size; `data[]` of `b64_json` or `url`), called through the guarded outbound client.
 * A 400 or 422 is the prompt's fault (the provider's reason is passed on); every other
 * failure (auth, rate limit, 5xx, timeout, a malformed answer) is a 502.
 */
export function openAiImageGenerator(o: OpenAiImageOptions): ImageGenerator {
  const endpoint = `${o.baseUrl.replace(/\/+$/, '')}/v1/images/generations`;
  return {
    kind: 'provider',
    async generate(request: ImageRequest): Promise<GeneratedImage[]> {
      const deadline = Date.now() + o.timeoutMs;
      let res: OutboundResponse;
      try {
        res = await guardedRequest(
          endpoint,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${o.apiKey}`,
              'content-type': 'application/json',
              accept: 'application/json',
              'user-agent': 'SurveyFeedbackService-Images/1.0',
            },
            body: JSON.stringify({ model: o.model, prompt: request.prompt, n: request.count, size: request.size }),
            timeoutMs: o.timeoutMs,
            // Every image as base64 at the media size limit, plus the JSON around them.
            maxBodyBytes: request.count * MAX_BASE64_LENGTH + 1024 * 1024,
            onTooLarge: 'fail',
          },
          o.policy,
        );
      } catch (err) {
        throw fromOutbound(err, o.timeoutMs);
      }
      if (res.status < 200 || res.status >= 300) throw fromStatus(res, o.apiKey);
      const items = resultItems(res.body, request.count);
      const images: GeneratedImage[] = [];
      for (const item of items) images.push({ bytes: await imageBytes(item, deadline, o) });
      return images;
    },
  };
}

function resultItems(body: Buffer, count: number): ResultItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidResponse('its answer is not JSON');
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw invalidResponse('its answer has no data array');
  if (data.length !== count) throw invalidResponse(`it returned ${data.length} image${data.length === 1 ? '' : 's'} for ${count}`);
  return data as ResultItem[];
}

async function imageBytes(item: ResultItem, deadline: number, o: OpenAiImageOptions): Promise<Buffer> {
  if (typeof item?.b64_json === 'string') {
    const b64 = item.b64_json;
    if (b64.length === 0 || b64.length > MAX_BASE64_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw invalidResponse('an image is not base64 of at most 20 MB');
    return Buffer.from(b64, 'base64');
  }
  if (typeof item?.url === 'string') {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new GenerationError('provider_unavailable', `The image provider did not finish within ${o.timeoutMs / 1000} s; retry later.`);
    try {
      return (await fetchRemoteFile(item.url, { policy: o.policy, maxBytes: MAX_MEDIA_BYTES, timeoutMs: remaining, maxRedirects: 3 })).bytes;
    } catch (err) {
      // The URL is the provider's (signed, short-lived): never repeated in a message.
      throw new GenerationError('provider_unavailable', 'A generated image could not be downloaded from the image provider; retry later.', undefined, { cause: err });
    }
  }
  throw invalidResponse('an image has neither b64_json nor url');
}

function invalidResponse(why: string): GenerationError {
  return new GenerationError('provider_invalid_response', `The image provider sent an answer we cannot use (${why}); retry later.`);
}

/** A provider's HTTP error as ours: the prompt's fault (400, 422) or the provider's (anything else). */
function fromStatus(res: OutboundResponse, apiKey: string): GenerationError {
  if (res.status === 400 || res.status === 422) {
    const reason = providerMessage(res.body, apiKey);
    return new GenerationError('prompt_refused', `The image provider refused this request (HTTP ${res.status})${reason ? `: ${reason}` : ''}.`, 'prompt');
  }
  if (res.status === 401 || res.status === 403) {
    // Our credentials, not the caller's request: operators see it in the log (the service logs the failure).
    return new GenerationError('provider_unavailable', `The image provider refused the service's credentials (HTTP ${res.status}); retry later.`);
  }
  return new GenerationError('provider_unavailable', `The image provider answered HTTP ${res.status}; retry later.`);
}

/** `error.message` of an OpenAI-style error body: one line, at most 300 characters, the key never in it. */
function providerMessage(body: Buffer, apiKey: string): string {
  let message: unknown;
  try {
    message = (JSON.parse(body.toString('utf8')) as { error?: { message?: unknown } } | null)?.error?.message;
  } catch {
    return '';
  }
  if (typeof message !== 'string') return '';
  const line = message
    .split(apiKey)
    .join('[redacted]')
    // eslint-disable-next-line no-control-regex -- one printable line
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .replace(/\.+$/, '');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

function fromOutbound(err: unknown, timeoutMs: number): unknown {
  if (!(err instanceof OutboundError)) return err;
  switch (err.code) {
    case 'timeout':
      return new GenerationError('provider_unavailable', `The image provider did not answer within ${timeoutMs / 1000} s; retry later.`, undefined, { cause: err });
    case 'too_large':
      return invalidResponse('its answer is too large');
    default:
      // A refused address or scheme is our configuration (IMAGE_API_URL against the OUTBOUND_* policy), not the caller's.
      return new GenerationError('provider_unavailable', 'The image provider could not be reached; retry later.', undefined, { cause: err });
  }
}
