import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaAsset } from '../../../subgraphs/media/uploads/media-asset.entity';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json, REQ_ID } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/**
 * POST /v1/media/generate through facade → gateway → media subgraph, with no image provider
 * configured: every key gets the built-in labelled mockups, stored as media in a temp
 * MEDIA_DIR (docs/media.md, "Generated images").
 */
const mediaDir = mkdtempSync(join(tmpdir(), 'sfs-media-gen-v1-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
// Hosted URLs name PUBLIC_BASE_URL, not the port the test service got.
const service = useTestService({ MEDIA_DIR: mediaDir, RATE_LIMITS_ENABLED: 'false', PUBLIC_BASE_URL: 'http://127.0.0.1:3000' });
const api = apiClient(() => service().url);

const HOSTED = /^http:\/\/127\.0\.0\.1:3000\/media\/generated\/[0-9a-f]{32}\/mockup-Oat-milk-latte-can-[1-4]\.png$/;
const PROMPT = 'Oat milk latte can';

const generate = (key: string, body: unknown) => api('POST', '/v1/media/generate', key, body);
const served = (url: string) => fetch(`${service().url}${new URL(url).pathname}`);
const generatedFiles = () =>
  existsSync(join(mediaDir, 'generated')) ? readdirSync(join(mediaDir, 'generated'), { recursive: true }).filter((f) => String(f).endsWith('.png')) : [];

describe('POST /v1/media/generate', () => {
  it('test mode: stores N labelled PNG mockups as the team’s test-mode media, each URL served as a PNG', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['write'], { livemode: false });
    const res = await generate(key, { prompt: `  ${PROMPT}\n`, count: 3, size: '1536x1024' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({
      success: true,
      data: {
        generator: 'mockup',
        prompt: PROMPT,
        size: '1536x1024',
        images: [1, 2, 3].map(() => ({ url: expect.stringMatching(HOSTED), resourceType: 'image', embedded: false })),
      },
    });
    const urls = body.data.images.map((i: { url: string }) => i.url);
    expect(urls.map((u: string) => u.slice(-6))).toEqual(['-1.png', '-2.png', '-3.png']);

    const rows = await service()
      .em()
      .find(MediaAsset, { teamId: t.team.id }, { orderBy: { filename: 'asc' } });
    expect(rows).toHaveLength(3);
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({
        livemode: false,
        resourceType: 'image',
        embedded: false,
        url: urls[i],
        storageKey: expect.stringMatching(/^generated\/[0-9a-f]{32}\/mockup-Oat-milk-latte-can-[1-3]\.png$/),
        contentType: 'image/png',
        filename: `mockup-Oat-milk-latte-can-${i + 1}.png`,
        sourceUrl: null,
      });
      const file = await served(row.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(row.bytes);
      const png = PNG.sync.read(bytes);
      expect([png.width, png.height]).toEqual([1536, 1024]);
    }
    // Three variants, three different images.
    expect(new Set(await Promise.all(urls.map(async (u: string) => Buffer.from(await (await served(u)).arrayBuffer()).toString('base64')))).size).toBe(3);
  });

  it('defaults to one square image; a live key without a configured provider also gets mockups, as live media', async () => {
    const t = await makeTeam(service().em());
    const legacy = await t.key([]);
    const body = await json(await generate(legacy, { prompt: PROMPT }));
    expect(body.data).toMatchObject({ generator: 'mockup', size: '1024x1024', images: [{ url: expect.stringMatching(HOSTED) }] });
    expect(await service().em().find(MediaAsset, { teamId: t.team.id })).toEqual([expect.objectContaining({ livemode: true, contentType: 'image/png' })]);
    const png = PNG.sync.read(Buffer.from(await (await served(body.data.images[0].url)).arrayBuffer()));
    expect([png.width, png.height]).toEqual([1024, 1024]);
  });

  it('the generated URLs work as option images of a v1 survey', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write'], { livemode: false });
    const urls = (await json(await generate(key, { prompt: PROMPT, count: 2 }))).data.images.map((i: { url: string }) => i.url);
    const res = await api('POST', '/v1/surveys', key, {
      name: 'Can test',
      questions: [{ type: 'head_to_head', prompt: 'Which can would you buy?', options: urls.map((mediaUrl: string) => ({ mediaUrl })) }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const survey = (await json(res)).data;
    const read = (await json(await api('GET', `/v1/surveys/${survey.id}`, key))).data;
    const options = read.questions[0].options;
    expect(options.map((o: { value: string; type: string }) => [o.type, o.value])).toEqual(urls.map((u: string) => ['image', u]));
  });

  it('validates the request: prompt, count, size, unknown fields and scope', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['write'], { livemode: false });
    const filesBefore = generatedFiles().length;
    for (const body of [
      {},
      { prompt: '' },
      { prompt: PROMPT, count: 0 },
      { prompt: PROMPT, count: 5 },
      { prompt: PROMPT, size: '512x512' },
      { prompt: PROMPT, style: 'vivid' },
      { prompt: 'x'.repeat(1001) },
    ]) {
      const res = await generate(key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    }
    // Past the schema, the domain's own rule: a prompt that is blank once trimmed.
    await expectV1Error(await generate(key, { prompt: '   ' }), 400, 'Bad Request');
    await expectV1Error(await generate(await t.key(['read']), { prompt: PROMPT }), 403, 'Forbidden');
    expect(generatedFiles().length).toBe(filesBefore);
    expect(await service().em().count(MediaAsset, { teamId: t.team.id })).toBe(0);
  });
});
