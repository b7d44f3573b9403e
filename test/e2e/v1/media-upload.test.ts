import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MediaAsset } from '../../../subgraphs/media/uploads/media-asset.entity';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json, REQ_ID } from '../../helpers/http';
import { padded, SAMPLES } from '../../helpers/media-samples';
import { useTestService } from '../../helpers/service';

/**
 * POST /v1/media/upload through facade → gateway → media subgraph, storing into a temp
 * MEDIA_DIR. The outbound policy is the production one: no private address is allowed, so
 * every refusal below happens before a socket is opened (literals) or at DNS (localhost).
 */
const mediaDir = mkdtempSync(join(tmpdir(), 'sfs-media-v1-'));
// Hosted URLs name PUBLIC_BASE_URL, not the port the test service got.
const service = useTestService({ MEDIA_DIR: mediaDir, RATE_LIMITS_ENABLED: 'false', PUBLIC_BASE_URL: 'http://127.0.0.1:3000' });
const api = apiClient(() => service().url);

const HOSTED = /^http:\/\/127\.0\.0\.1:3000\/media\/uploads\/[0-9a-f]{32}\/[A-Za-z0-9._-]+\.(png|jpg|gif|webp|mp4|webm)$/;
const MB20 = 20 * 1024 * 1024;

async function writer() {
  const t = await makeTeam(service().em());
  return { ...t, write: await t.key(['write']), read: await t.key(['read']) };
}

const upload = (key: string, body: unknown) => api('POST', '/v1/media/upload', key, body);

/** The hosted file, fetched from this service (PUBLIC_BASE_URL is not the test port). */
const served = (url: string) => fetch(`${service().url}${new URL(url).pathname}`);

/** Every file under the media directory, as relative paths. */
const storedFiles = () =>
  readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));

describe('POST /v1/media/upload with data', () => {
  it('hosts a base64 PNG under uploads/<random>/<name>.png and serves the same bytes as image/png', async () => {
    const t = await writer();
    const res = await upload(t.write, { data: SAMPLES.png.toString('base64'), filename: '../Blue Pack (final).PNG' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({ success: true, data: { url: expect.stringMatching(HOSTED), resourceType: 'image', embedded: false } });
    expect(body.data.url).toMatch(/\/Blue-Pack-final\.png$/);

    const file = await served(body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES.png)).toBe(true);

    const row = await service().em().findOneOrFail(MediaAsset, { url: body.data.url });
    expect(row).toMatchObject({
      teamId: t.team.id,
      livemode: true,
      resourceType: 'image',
      embedded: false,
      contentType: 'image/png',
      bytes: SAMPLES.png.length,
      filename: 'Blue-Pack-final.png',
      sourceUrl: null,
    });
  });

  it('detects the type from the bytes: JPEG, GIF and WebP are images, MP4 and WebM videos', async () => {
    const t = await writer();
    const cases = [
      ['jpeg', 'image', 'image/jpeg'],
      ['gif', 'image', 'image/gif'],
      ['webp', 'image', 'image/webp'],
      ['mp4', 'video', 'video/mp4'],
      ['webm', 'video', 'video/webm'],
    ] as const;
    for (const [sample, resourceType, contentType] of cases) {
      // A misleading name changes nothing: the extension follows the bytes.
      const res = await upload(t.write, { data: SAMPLES[sample].toString('base64'), filename: 'clip.txt' });
      expect(res.status, sample).toBe(200);
      const { data } = await json(res);
      expect(data).toEqual({ url: expect.stringMatching(HOSTED), resourceType, embedded: false });
      const file = await served(data.url);
      expect(file.headers.get('content-type'), sample).toBe(contentType);
      expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES[sample])).toBe(true);
    }
    // A declared type the bytes agree with is fine.
    const declared = await upload(t.write, { data: SAMPLES.mp4.toString('base64'), resourceType: 'video' });
    expect((await json(declared)).data.resourceType).toBe('video');
  });

  it('refuses bytes that are neither image nor video, and a declared type the bytes contradict', async () => {
    const t = await writer();
    await expectV1Error(await upload(t.write, { data: SAMPLES.text.toString('base64') }), 400, 'Bad Request');
    await expectV1Error(await upload(t.write, { data: SAMPLES.png.toString('base64'), resourceType: 'video' }), 400, 'Bad Request');
    await expectV1Error(await upload(t.write, { data: SAMPLES.webm.toString('base64'), resourceType: 'image' }), 400, 'Bad Request');
    const res = await upload(t.write, { data: SAMPLES.png.toString('base64'), resourceType: 'video' });
    expect((await json(res)).message).toMatch(/resourceType is video, but the data is image\/png/);
  });

  it('takes exactly 20 MB decoded and refuses one byte more', async () => {
    const t = await writer();
    const exact = padded(SAMPLES.png, MB20);
    const ok = await upload(t.write, { data: exact.toString('base64'), filename: 'big' });
    expect(ok.status).toBe(200);
    const { data } = await json(ok);
    expect(data.url).toMatch(/\/big\.png$/);
    const file = await served(data.url);
    expect(file.headers.get('content-length')).toBe(String(MB20));
    expect(Buffer.from(await file.arrayBuffer()).equals(exact)).toBe(true);

    const over = await upload(t.write, { data: padded(SAMPLES.png, MB20 + 1).toString('base64') });
    expect(over.status).toBe(400);
    expect(await json(over)).toEqual({ error: 'Bad Request', message: 'data decodes to 20971521 bytes; the limit is 20971520 bytes (20 MB).' });
  });

  it('refuses invalid base64, a filename over 255 characters and an unknown resourceType', async () => {
    const t = await writer();
    await expectV1Error(await upload(t.write, { data: 'iVBORw0K GgoAAAANSUhEUg==' }), 400, 'Bad Request');
    await expectV1Error(await upload(t.write, { data: `data:image/png;base64,${SAMPLES.png.toString('base64')}` }), 400, 'Bad Request');
    const long = await upload(t.write, { data: SAMPLES.png.toString('base64'), filename: 'a'.repeat(256) });
    expect(long.status).toBe(400);
    expect(await json(long)).toMatchObject({ error: 'Bad Request', details: [expect.stringContaining('filename')] });
    expect((await upload(t.write, { data: SAMPLES.png.toString('base64'), filename: 'a'.repeat(255) })).status).toBe(200);
    expect((await upload(t.write, { data: SAMPLES.png.toString('base64'), resourceType: 'audio' })).status).toBe(400);
  });
});

describe('POST /v1/media/upload: url xor data', () => {
  it('refuses both and neither with {error, message}', async () => {
    const t = await writer();
    const both = await upload(t.write, { url: 'https://cdn.example.com/a.png', data: SAMPLES.png.toString('base64') });
    await expectV1Error(both, 400, 'Bad Request');
    const neither = await upload(t.write, { filename: 'a.png' });
    await expectV1Error(neither, 400, 'Bad Request');
    expect((await json(await upload(t.write, {}))).message).toBe('Send url (a media URL to fetch) or data (base64 file content).');
  });

  it('needs the write scope (a read-only key gets 403) and a token (401)', async () => {
    const t = await writer();
    await expectV1Error(await upload(t.read, { data: SAMPLES.png.toString('base64') }), 403, 'Forbidden');
    await expectV1Error(await api('POST', '/v1/media/upload', null, { data: SAMPLES.png.toString('base64') }), 401, 'Unauthorized');
  });
});

describe('POST /v1/media/upload with url', () => {
  it('returns YouTube, Vimeo and Loom video URLs unchanged, embedded, without storing anything', async () => {
    const t = await writer();
    const before = storedFiles();
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ]) {
      const res = await upload(t.write, { url });
      expect(res.status, url).toBe(200);
      expect(await json(res)).toEqual({ success: true, data: { url, resourceType: 'video', embedded: true } });
    }
    expect(storedFiles()).toEqual(before);
    expect(await service().em().count(MediaAsset, { teamId: t.team.id, embedded: true, storageKey: null })).toBe(7);
    // A video URL declared an image, and a page of those sites that is not a video, are refused.
    await expectV1Error(await upload(t.write, { url: 'https://youtu.be/dQw4w9WgXcQ', resourceType: 'image' }), 400, 'Bad Request');
    await expectV1Error(await upload(t.write, { url: 'https://www.youtube.com/feed/trending' }), 400, 'Bad Request');
    await expectV1Error(await upload(t.write, { url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' }), 400, 'Bad Request');
  });

  it('refuses loopback, private, link-local and metadata addresses, and names that resolve to them', async () => {
    const t = await writer();
    const cases: [string, RegExp][] = [
      ['https://127.0.0.1/pack.png', /127\.0\.0\.1 is not a public address/],
      ['https://127.0.0.1:8443/pack.png', /127\.0\.0\.1 is not a public address/],
      ['https://[::1]/pack.png', /\[::1\] is not a public address/],
      ['https://10.0.0.1/pack.png', /10\.0\.0\.1 is not a public address/],
      ['https://192.168.1.20/pack.png', /192\.168\.1\.20 is not a public address/],
      ['https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is not a public address/],
      ['https://[::ffff:127.0.0.1]/pack.png', /is not a public address/],
      ['https://localhost/pack.png', /localhost resolves to an address that is not public/],
    ];
    for (const [url, why] of cases) {
      const res = await upload(t.write, { url });
      expect(res.status, url).toBe(400);
      const body = await json(res);
      expect(body, url).toEqual({ error: 'Bad Request', message: expect.stringMatching(why) });
      expect(body.message).toMatch(/non-public address, which is never fetched/);
    }
  });

  it('fetches https only and refuses malformed URLs before any request', async () => {
    const t = await writer();
    for (const url of [
      'http://cdn.example.com/a.png',
      'ftp://cdn.example.com/a.png',
      'file:///etc/passwd',
      'cdn.example.com/a.png',
      'https://user:pw@cdn.example.com/a.png',
      'https://cdn.example.com/a b.png',
    ]) {
      await expectV1Error(await upload(t.write, { url }), 400, 'Bad Request');
    }
    const scheme = await upload(t.write, { url: 'http://cdn.example.com/a.png' });
    expect((await json(scheme)).message).toMatch(/https only/);
  });
});
