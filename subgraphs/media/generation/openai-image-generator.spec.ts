import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '../../../platform/http/guarded-fetch';
import { startFakeImageProvider, type FakeImageProvider } from '../../../test/helpers/fake-image-provider';
import type { GenerationError } from './generation.errors';
import { openAiImageGenerator } from './openai-image-generator';

/**
 * The provider client against a fake OpenAI-compatible server on 127.0.0.1 (HTTPS with its own
 * certificate), reached through the guarded client with only that address allowed.
 */
const KEY = 'sk-image-provider-secret-0123456789';
let fake: FakeImageProvider;
let policy: OutboundPolicy;

beforeAll(async () => {
  fake = await startFakeImageProvider();
  policy = { allowHttp: false, allowPrivate: false, allowCidrs: ['127.0.0.1/32'], timeoutMs: 5000, maxBodyBytes: 65_536, ca: readFileSync(fake.caFile) };
});
afterAll(() => fake.close());

const generator = (timeoutMs = 5000, baseUrl = fake.baseUrl) => openAiImageGenerator({ baseUrl: `${baseUrl}/`, apiKey: KEY, model: 'gpt-image-1', timeoutMs, policy });
const request = { prompt: 'Oat milk latte can', count: 2, size: '1024x1536' as const };

async function failure(p: Promise<unknown>): Promise<GenerationError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  expect((err as Error).message).not.toContain(KEY);
  return err as GenerationError;
}

describe('the OpenAI-compatible image provider', () => {
  it('POSTs model, prompt, n and size with the key as a bearer token, and returns the base64 images', async () => {
    fake.answer({ kind: 'b64' });
    const before = fake.requests.length;
    const images = await generator().generate(request);
    expect(generator().kind).toBe('provider');
    expect(images.map((i) => i.bytes.equals(fake.png))).toEqual([true, true]);
    expect(fake.requests.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/v1/images/generations',
        authorization: `Bearer ${KEY}`,
        contentType: 'application/json',
        body: { model: 'gpt-image-1', prompt: 'Oat milk latte can', n: 2, size: '1024x1536' },
      },
    ]);
  });

  it('downloads results given as URLs, through the same guarded client', async () => {
    fake.answer({ kind: 'url' });
    const images = await generator().generate(request);
    expect(images.map((i) => i.bytes.equals(fake.png))).toEqual([true, true]);
  });

  it('passes a refusal of the prompt (400) on as the prompt’s fault, without the key', async () => {
    fake.answer({ kind: 'status', status: 400, body: { error: { message: `Your request was rejected by the safety system (key ${KEY}).`, code: 'moderation_blocked' } } });
    const err = await failure(generator().generate(request));
    expect(err).toMatchObject({ code: 'prompt_refused', kind: 'invalid', details: { param: 'prompt' } });
    expect(err.message).toBe('The image provider refused this request (HTTP 400): Your request was rejected by the safety system (key [redacted]).');
  });

  it('answers every other failure as the provider being unavailable (502)', async () => {
    for (const [status, body] of [
      [401, { error: { message: `Incorrect API key provided: ${KEY}` } }],
      [429, { error: { message: 'Rate limit reached' } }],
      [500, { error: { message: 'boom' } }],
    ] as const) {
      fake.answer({ kind: 'status', status, body });
      const err = await failure(generator().generate(request));
      expect(err).toMatchObject({ code: 'provider_unavailable', kind: 'unavailable' });
      expect(err.message).toContain(`HTTP ${status}`);
    }
    fake.answer({ kind: 'images', count: 1 });
    expect(await failure(generator().generate(request))).toMatchObject({ code: 'provider_invalid_response', message: expect.stringContaining('returned 1 image for 2') });
    fake.answer({ kind: 'hang' });
    expect(await failure(generator(1000).generate(request))).toMatchObject({ code: 'provider_unavailable', message: expect.stringContaining('within 1 s') });
  });

  it('refuses addresses the outbound policy does not allow, before sending anything', async () => {
    const before = fake.requests.length;
    const blocked = openAiImageGenerator({ baseUrl: fake.baseUrl, apiKey: KEY, model: 'gpt-image-1', timeoutMs: 5000, policy: { ...policy, allowCidrs: [] } });
    expect(await failure(blocked.generate(request))).toMatchObject({ code: 'provider_unavailable', message: 'The image provider could not be reached; retry later.' });
    expect(fake.requests.length).toBe(before);
  });
});
