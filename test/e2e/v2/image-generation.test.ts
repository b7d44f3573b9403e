import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { MediaAsset } from '../../../subgraphs/media/uploads/media-asset.entity';
import { startFakeImageProvider } from '../../helpers/fake-image-provider';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV2Error, json, REQ_ID } from '../../helpers/http';
import { SAMPLES } from '../../helpers/media-samples';
import { useTestService } from '../../helpers/service';

/**
 * POST /v2/media/generations with an image provider configured: a fake OpenAI-compatible API
 * on 127.0.0.1 over HTTPS (allowed by OUTBOUND_ALLOW_CIDRS=127.0.0.1/32, its certificate
 * trusted through OUTBOUND_CA_FILE). Test keys must never reach it; live keys use it. Rate
 * limits are on, with 3 generations per minute per team and mode. Every log line is kept, to
 * show the provider's key is never in one.
 */
const provider = await startFakeImageProvider();
afterAll(() => provider.close());
const IMAGE_API_KEY = 'sk-provider-0123456789abcdefghijklmnop';
const mediaDir = mkdtempSync(join(tmpdir(), 'sfs-media-gen-v2-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
const logs: string[] = [];
const service = useTestService(
  {
    MEDIA_DIR: mediaDir,
    PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    OUTBOUND_CA_FILE: provider.caFile,
    IMAGE_API_URL: provider.baseUrl,
    IMAGE_API_KEY,
    IMAGE_API_MODEL: 'gpt-image-1',
    IMAGE_API_TIMEOUT_MS: '3000',
    RATE_LIMIT_IMAGE_GENERATIONS_PER_MINUTE: '3',
  },
  { logs: { destination: { write: (line: string) => void logs.push(line) }, level: 'debug' } },
);
const api = apiClient(() => service().url);

const MED = /^med_[0-9a-f]{32}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const BAD = 'invalid_request_error';
const PROMPT = 'Oat milk latte can, minimalist Scandinavian packaging';

const generate = (key: string, body: unknown, headers: Record<string, string> = {}) => api('POST', '/v2/media/generations', key, body, headers);
const served = async (url: string) => {
  const res = await fetch(`${service().url}${new URL(url).pathname}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await res.arrayBuffer());
};
/** Every generated file under the media directory. */
const generatedFiles = () => (existsSync(join(mediaDir, 'generated')) ? readdirSync(join(mediaDir, 'generated'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))) : []);
const rowsOf = (teamId: string) =>
  service()
    .em()
    .find(MediaAsset, { teamId }, { orderBy: { filename: 'asc' } });

describe('POST /v2/media/generations in test mode', () => {
  it('draws labelled mockups and never calls the configured provider', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['write'], { livemode: false });
    const calls = provider.requests.length;
    const res = await generate(key, { prompt: PROMPT, count: 4, size: '1024x1536' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({
      object: 'image_generation',
      generator: 'mockup',
      prompt: PROMPT,
      size: '1024x1536',
      livemode: false,
      media: [1, 2, 3, 4].map((n) => ({
        object: 'media',
        id: expect.stringMatching(MED),
        url: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:3000/media/generated/[0-9a-f]{32}/mockup-Oat-milk-latte-can-minimalist-Scandinavian-packaging-${n}\\.png$`)),
        resourceType: 'image',
        embedded: false,
        contentType: 'image/png',
        bytes: expect.any(Number),
        filename: `mockup-Oat-milk-latte-can-minimalist-Scandinavian-packaging-${n}.png`,
        sourceUrl: null,
        livemode: false,
        createdAt: expect.stringMatching(ISO),
      })),
    });
    expect(provider.requests.length).toBe(calls);

    const rows = await rowsOf(t.team.id);
    expect(rows.map((r) => r.id).sort()).toEqual(body.media.map((m: { id: string }) => fromPublicId('med', m.id)).sort());
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({ livemode: false, url: body.media[i].url, bytes: body.media[i].bytes, storageKey: expect.stringMatching(/^generated\//) });
      const png = PNG.sync.read(await served(row.url));
      expect([png.width, png.height]).toEqual([1024, 1536]);
    }
  });

  it('the generated media work as option images of a v2 survey', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write'], { livemode: false });
    const media = (await json(await generate(key, { prompt: 'Protein bar wrapper', count: 2 }))).media as { url: string }[];
    const res = await api('POST', '/v2/surveys', key, {
      name: 'Wrapper test',
      questions: [{ type: 'head_to_head', prompt: 'Which wrapper would you pick up?', options: media.map((m) => ({ mediaUrl: m.url })) }],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const survey = await json(res);
    expect(survey.questions[0].options).toMatchObject(media.map((m) => ({ kind: 'image', mediaUrl: m.url })));
  });
});

describe('POST /v2/media/generations in live mode, with the provider', () => {
  it('calls the provider once with the prompt, count and size, and stores its images as live media', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['write']);
    provider.answer({ kind: 'b64' });
    const calls = provider.requests.length;
    const body = await json(await generate(key, { prompt: ` ${PROMPT} `, count: 3, size: '1536x1024' }));
    expect(body).toMatchObject({ object: 'image_generation', generator: 'provider', prompt: PROMPT, size: '1536x1024', livemode: true });
    expect(provider.requests.slice(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/images/generations',
        authorization: `Bearer ${IMAGE_API_KEY}`,
        contentType: 'application/json',
        body: { model: 'gpt-image-1', prompt: PROMPT, n: 3, size: '1536x1024' },
      },
    ]);
    expect(body.media).toHaveLength(3);
    for (const [i, m] of body.media.entries()) {
      expect(m).toMatchObject({
        livemode: true,
        contentType: 'image/png',
        bytes: provider.png.length,
        filename: `Oat-milk-latte-can-minimalist-Scandinavian-packaging-${i + 1}.png`,
      });
      expect((await served(m.url)).equals(provider.png)).toBe(true);
    }
    expect(await rowsOf(t.team.id)).toHaveLength(3);
  });

  it('downloads results the provider gives as URLs', async () => {
    const t = await makeTeam(service().em());
    provider.answer({ kind: 'url' });
    const body = await json(await generate(await t.key(['write']), { prompt: PROMPT, count: 2 }));
    expect(body.media.map((m: { bytes: number }) => m.bytes)).toEqual([provider.png.length, provider.png.length]);
    expect((await served(body.media[1].url)).equals(provider.png)).toBe(true);
  });

  it('stores nothing when the provider fails, refuses the prompt, or sends no image', async () => {
    const cases = [
      { reply: { kind: 'status', status: 503, body: { error: { message: 'overloaded' } } }, status: 502, type: 'api_error', code: 'upstream_unavailable' },
      {
        reply: { kind: 'status', status: 401, body: { error: { message: `Incorrect API key provided: ${IMAGE_API_KEY}` } } },
        status: 502,
        type: 'api_error',
        code: 'upstream_unavailable',
      },
      {
        reply: { kind: 'status', status: 400, body: { error: { message: 'Your request was rejected by the safety system.' } } },
        status: 400,
        type: BAD,
        code: 'parameter_invalid',
        param: 'prompt',
      },
      { reply: { kind: 'bytes', bytes: SAMPLES.text }, status: 502, type: 'api_error', code: 'upstream_unavailable' },
      { reply: { kind: 'images', count: 1 }, status: 502, type: 'api_error', code: 'upstream_unavailable' },
      { reply: { kind: 'hang' }, status: 502, type: 'api_error', code: 'upstream_unavailable' },
    ] as const;
    const filesBefore = generatedFiles().length;
    for (const c of cases) {
      const t = await makeTeam(service().em());
      provider.answer(c.reply);
      const calls = provider.requests.length;
      const err = await expectV2Error(await generate(await t.key(['write']), { prompt: PROMPT, count: 2 }), c.status, c.type, c.code, 'param' in c ? c.param : undefined);
      expect(err.error.message, c.reply.kind).not.toContain(IMAGE_API_KEY);
      expect(provider.requests.length).toBe(calls + 1);
      expect(await rowsOf(t.team.id)).toEqual([]);
    }
    expect(generatedFiles().length).toBe(filesBefore);
  });
});

describe('POST /v2/media/generations requests', () => {
  it('validates with the v2 envelope and needs the write scope; no Idempotency-Key', async () => {
    // A team per request: each counts against its team's three generations a minute.
    const key = async (scopes = ['write']) => (await makeTeam(service().em())).key(scopes, { livemode: false });
    const files = generatedFiles().length;
    await expectV2Error(await generate(await key(), {}), 400, BAD, 'parameter_missing', 'prompt');
    await expectV2Error(await generate(await key(), { prompt: PROMPT, count: 5 }), 400, BAD, 'parameter_invalid', 'count');
    await expectV2Error(await generate(await key(), { prompt: PROMPT, size: '256x256' }), 400, BAD, 'parameter_invalid', 'size');
    await expectV2Error(await generate(await key(), { prompt: PROMPT, quality: 'hd' }), 400, BAD, 'parameter_unknown', 'quality');
    await expectV2Error(await generate(await key(), { prompt: '  ' }), 400, BAD, 'parameter_invalid', 'prompt');
    await expectV2Error(await generate(await key(['read']), { prompt: PROMPT }), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await generate(await key(), { prompt: PROMPT }, { 'idempotency-key': 'k-1' }), 400, BAD, 'parameter_unknown', 'Idempotency-Key');
    expect(generatedFiles().length).toBe(files);
  });

  it('is free and rate-limited: 3 generations a minute per team and mode, v1 and v2 together', async () => {
    const t = await makeTeam(service().em());
    const [a, b] = [await t.key(['write'], { livemode: false }), await t.key(['write'], { livemode: false })];
    const first = await generate(a, { prompt: PROMPT });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect((await api('POST', '/v1/media/generate', b, { prompt: PROMPT })).status).toBe(200);
    expect((await generate(b, { prompt: PROMPT })).status).toBe(200);
    // Another key of the same team and mode shares the budget.
    const refused = await generate(a, { prompt: PROMPT });
    await expectV2Error(refused.clone(), 429, 'rate_limit_error', 'rate_limit_exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Live mode is a budget of its own.
    provider.answer({ kind: 'b64' });
    expect((await generate(await t.key(['write']), { prompt: PROMPT })).status).toBe(200);
    expect(await rowsOf(t.team.id)).toHaveLength(4);
  });

  it('never writes the provider key to a log line', () => {
    expect(logs.length).toBeGreaterThan(10);
    expect(logs.filter((line) => line.includes('image generation failed')).length).toBeGreaterThan(0);
    for (const line of logs) expect(line).not.toContain(IMAGE_API_KEY);
  });
});
