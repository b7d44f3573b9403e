import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { MediaAsset } from '../../../subgraphs/media/uploads/media-asset.entity';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV2Error, json, REQ_ID } from '../../helpers/http';
import { startMediaOrigin } from '../../helpers/media-origin';
import { padded, SAMPLES } from '../../helpers/media-samples';
import { useTestService } from '../../helpers/service';

/**
 * POST /v2/media. URL uploads fetch from a loopback HTTPS origin that the test configuration
 * allows (OUTBOUND_ALLOW_CIDRS=127.0.0.1/32 only, its certificate via OUTBOUND_CA_FILE), with
 * a 1.5 s fetch deadline; every other private address stays refused.
 */
const origin = await startMediaOrigin();
afterAll(() => origin.close());
const mediaDir = mkdtempSync(join(tmpdir(), 'sfs-media-v2-'));
const service = useTestService({
  MEDIA_DIR: mediaDir,
  // Hosted URLs name PUBLIC_BASE_URL, not the port the test service got.
  PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
  RATE_LIMITS_ENABLED: 'false',
  OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
  OUTBOUND_CA_FILE: origin.caFile,
  MEDIA_FETCH_TIMEOUT_MS: '1500',
});
const api = apiClient(() => service().url);

const MED = /^med_[0-9a-f]{32}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const HOSTED = /^http:\/\/127\.0\.0\.1:3000\/media\/uploads\/[0-9a-f]{32}\/[A-Za-z0-9._-]+$/;
const BAD = 'invalid_request_error';
const MB20 = 20 * 1024 * 1024;

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write', 'spend']), write: await t.key(['write']), read: await t.key(['read']) };
}

const create = (key: string, body: unknown, headers: Record<string, string> = {}) => api('POST', '/v2/media', key, body, headers);
const served = (url: string) => fetch(`${service().url}${new URL(url).pathname}`);

// The origin's routes: the PNG is sent as text/plain, since only the bytes decide the type.
origin.route('/img/Blue%20Pack.png', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(SAMPLES.png));
origin.route('/clip.mp4', (_req, res) => res.writeHead(200, { 'content-type': 'video/mp4' }).end(SAMPLES.mp4));
origin.route('/notes.txt', (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(SAMPLES.text));
origin.route('/hop1', (_req, res) => res.writeHead(302, { location: '/hop2' }).end());
origin.route('/hop2', (_req, res) => res.writeHead(301, { location: origin.url('/img/Blue%20Pack.png') }).end());
origin.route('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
origin.route('/to-metadata', (_req, res) => res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/iam/' }).end());
origin.route('/to-private', (_req, res) => res.writeHead(307, { location: 'https://10.0.0.1/pack.png' }).end());
origin.route('/to-ipv6-loopback', (_req, res) => res.writeHead(302, { location: `https://[::1]:${origin.port}/img/Blue%20Pack.png` }).end());
origin.route('/to-http', (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${origin.port}/img/Blue%20Pack.png` }).end());
origin.route('/gone', (_req, res) => res.writeHead(410).end());
origin.route('/down', (_req, res) => res.writeHead(503).end('maintenance'));
origin.route('/slow', () => {}); // never answers
/** Streams 1 MiB chunks of a PNG-headed file up to 40 MiB, without a Content-Length, counting what it managed to write. */
const bigStream = { written: 0, finished: false, closed: Promise.resolve() };
origin.route('/huge.png', (_req, res) => {
  bigStream.written = 0;
  bigStream.finished = false;
  bigStream.closed = new Promise((resolve) => res.on('close', () => resolve()));
  res.writeHead(200, { 'content-type': 'image/png' });
  const chunk = Buffer.alloc(1024 * 1024, 7);
  let sent = 0;
  const pump = () => {
    while (sent < 40) {
      const data = sent === 0 ? padded(SAMPLES.png, chunk.length) : chunk;
      sent++;
      bigStream.written += data.length;
      if (!res.write(data)) return void res.once('drain', pump);
    }
    bigStream.finished = true;
    res.end();
  };
  pump();
});

describe('POST /v2/media with data', () => {
  it('hosts a file and answers the media object', async () => {
    const t = await team();
    const before = Date.now();
    const res = await create(t.write, { data: SAMPLES.jpeg.toString('base64'), filename: 'Shelf photo.jpeg' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({
      object: 'media',
      id: expect.stringMatching(MED),
      url: expect.stringMatching(HOSTED),
      resourceType: 'image',
      embedded: false,
      contentType: 'image/jpeg',
      bytes: SAMPLES.jpeg.length,
      filename: 'Shelf-photo.jpg',
      sourceUrl: null,
      livemode: true,
      createdAt: expect.stringMatching(ISO),
    });
    expect(body.url).toMatch(/\/Shelf-photo\.jpg$/);
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await service()
      .em()
      .findOneOrFail(MediaAsset, { id: fromPublicId('med', body.id)! });
    expect(row).toMatchObject({ teamId: t.team.id, url: body.url, storageKey: expect.stringMatching(/^uploads\/[0-9a-f]{32}\/Shelf-photo\.jpg$/) });
    const file = await served(body.url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES.jpeg)).toBe(true);
  });

  it('records the key mode: a test key’s media has livemode false', async () => {
    const t = await team();
    const testKey = await t.key(['write'], { livemode: false });
    const body = await json(await create(testKey, { data: SAMPLES.gif.toString('base64') }));
    expect(body).toMatchObject({ livemode: false, resourceType: 'image', contentType: 'image/gif', filename: 'upload.gif' });
  });

  it('refuses both, neither, unknown fields, an Idempotency-Key and bad values with the param named', async () => {
    const t = await team();
    const png = SAMPLES.png.toString('base64');
    await expectV2Error(await create(t.write, { url: origin.url('/clip.mp4'), data: png }), 400, BAD, 'parameter_invalid', 'data');
    await expectV2Error(await create(t.write, {}), 400, BAD, 'parameter_missing', 'url');
    await expectV2Error(await create(t.write, { filename: 'a.png' }), 400, BAD, 'parameter_missing', 'url');
    await expectV2Error(await create(t.write, { data: png, purpose: 'logo' }), 400, BAD, 'parameter_unknown', 'purpose');
    await expectV2Error(await create(t.write, { data: png }, { 'idempotency-key': 'k1' }), 400, BAD, 'parameter_unknown', 'Idempotency-Key');
    await expectV2Error(await create(t.write, { data: png, resourceType: 'audio' }), 400, BAD, 'parameter_invalid', 'resourceType');
    await expectV2Error(await create(t.write, { data: png, filename: 'x'.repeat(256) }), 400, BAD, 'parameter_invalid', 'filename');
    await expectV2Error(await create(t.write, { data: 'not base64!' }), 400, BAD, 'parameter_invalid', 'data');
    await expectV2Error(await create(t.write, { data: SAMPLES.text.toString('base64') }), 400, BAD, 'parameter_invalid', 'data');
    await expectV2Error(await create(t.write, { data: png, resourceType: 'video' }), 400, BAD, 'parameter_invalid', 'resourceType');
    await expectV2Error(await create(t.write, { data: padded(SAMPLES.png, MB20 + 1).toString('base64') }), 400, BAD, 'parameter_invalid', 'data');
  });

  it('needs the write scope', async () => {
    const t = await team();
    await expectV2Error(await create(t.read, { data: SAMPLES.png.toString('base64') }), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await create('sk_live_nope', { data: SAMPLES.png.toString('base64') }), 401, 'authentication_error', 'authentication_required');
  });
});

describe('POST /v2/media with url', () => {
  it('fetches from the origin and re-hosts the identical bytes with the type the bytes show', async () => {
    const t = await team();
    const sourceUrl = origin.url('/img/Blue%20Pack.png');
    const res = await create(t.write, { url: sourceUrl });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ resourceType: 'image', embedded: false, contentType: 'image/png', bytes: SAMPLES.png.length, filename: 'Blue-Pack.png', sourceUrl });
    expect(body.url).toMatch(HOSTED);
    const file = await served(body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES.png)).toBe(true);

    const video = await json(await create(t.write, { url: origin.url('/clip.mp4'), filename: 'Ad cut 2' }));
    expect(video).toMatchObject({ resourceType: 'video', contentType: 'video/mp4', filename: 'Ad-cut-2.mp4' });
    await expectV2Error(await create(t.write, { url: origin.url('/clip.mp4'), resourceType: 'image' }), 400, BAD, 'parameter_invalid', 'resourceType');
    await expectV2Error(await create(t.write, { url: origin.url('/notes.txt') }), 400, BAD, 'parameter_invalid', 'url');
  });

  it('follows up to 3 redirects, checking every hop again', async () => {
    const t = await team();
    origin.requests.length = 0;
    const body = await json(await create(t.write, { url: origin.url('/hop1') }));
    expect(body).toMatchObject({ resourceType: 'image', contentType: 'image/png', filename: 'Blue-Pack.png', sourceUrl: origin.url('/hop1') });
    expect(origin.requests).toEqual(['/hop1', '/hop2', '/img/Blue%20Pack.png']);

    const loop = await expectV2Error(await create(t.write, { url: origin.url('/loop') }), 400, BAD, 'parameter_invalid', 'url');
    expect(loop.error.message).toBe('The URL redirects more than 3 times.');
  });

  it('refuses a redirect to the metadata address, a private or a not-allowed loopback address, and to http', async () => {
    const t = await team();
    const cases: [string, RegExp][] = [
      ['/to-metadata', /after 1 redirect.*169\.254\.169\.254 is not a public address/],
      ['/to-private', /after 1 redirect.*10\.0\.0\.1 is not a public address/],
      ['/to-ipv6-loopback', /after 1 redirect.*\[::1\] is not a public address/],
      ['/to-http', /after 1 redirect.*https only/],
    ];
    for (const [path, why] of cases) {
      const body = await expectV2Error(await create(t.write, { url: origin.url(path) }), 400, BAD, 'parameter_invalid', 'url');
      expect(body.error.message, path).toMatch(why);
    }
    expect(await service().em().count(MediaAsset, { teamId: t.team.id })).toBe(0);
  });

  it('still refuses private addresses the test configuration does not allow', async () => {
    const t = await team();
    for (const url of ['https://127.0.0.2/a.png', `https://[::1]:${origin.port}/a.png`, 'https://10.0.0.1/a.png', 'https://169.254.169.254/latest/meta-data/']) {
      const body = await expectV2Error(await create(t.write, { url }), 400, BAD, 'parameter_invalid', 'url');
      expect(body.error.message, url).toMatch(/is not a public address/);
    }
  });

  it('refuses a body over 20 MB while it streams, without reading the rest', async () => {
    const t = await team();
    const body = await expectV2Error(await create(t.write, { url: origin.url('/huge.png') }), 400, BAD, 'parameter_invalid', 'url');
    expect(body.error.message).toMatch(/larger than 20971520 bytes/);
    await bigStream.closed;
    expect(bigStream.finished).toBe(false);
    expect(bigStream.written).toBeLessThan(40 * 1024 * 1024);
  });

  it('answers 400 for a 4xx from the origin, 502 upstream_unavailable for a 5xx and for a timeout', async () => {
    const t = await team();
    const gone = await expectV2Error(await create(t.write, { url: origin.url('/gone') }), 400, BAD, 'parameter_invalid', 'url');
    expect(gone.error.message).toMatch(/HTTP 410/);
    const down = await expectV2Error(await create(t.write, { url: origin.url('/down') }), 502, 'api_error', 'upstream_unavailable', 'url');
    expect(down.error.message).toMatch(/HTTP 503/);
    const started = Date.now();
    const slow = await expectV2Error(await create(t.write, { url: origin.url('/slow') }), 502, 'api_error', 'upstream_unavailable', 'url');
    expect(slow.error.message).toMatch(/within 1\.5 s/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('returns YouTube, Vimeo and Loom URLs as given, embedded, with no file', async () => {
    const t = await team();
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://loom.com/share/0281766fa2d04bb788eaf19e65135184']) {
      const body = await json(await create(t.write, { url }));
      expect(body).toEqual({
        object: 'media',
        id: expect.stringMatching(MED),
        url,
        resourceType: 'video',
        embedded: true,
        contentType: null,
        bytes: null,
        filename: null,
        sourceUrl: url,
        livemode: true,
        createdAt: expect.stringMatching(ISO),
      });
    }
  });
});

describe('hosted media in questions', () => {
  it('accepts the hosted (http:// in development) URL in a v2 survey; other http:// URLs stay refused', async () => {
    const t = await team();
    const hosted = (await json(await create(t.write, { data: SAMPLES.png.toString('base64') }))).url as string;
    expect(hosted.startsWith('http://')).toBe(true);
    const video = (await json(await create(t.write, { data: SAMPLES.webm.toString('base64') }))).url as string;
    const draft = (mediaUrl: string, imageSet = [hosted, 'https://cdn.example.com/b.png']) => ({
      name: 'Pack test',
      questions: [
        { type: 'head_to_head', prompt: 'Which pack would you buy?', options: [{ label: 'Blue pack' }, { mediaUrl }] },
        { type: 'head_to_head', prompt: 'Which shelf looks better?', options: [{ imageSet }, { label: 'Plain shelf' }] },
        { type: 'price_sensitivity', prompt: 'What would you pay for this?', context: { type: 'video', mediaUrl: video } },
      ],
    });
    const res = await api('POST', '/v2/surveys', t.full, draft(hosted));
    expect(res.status, await res.clone().text()).toBe(200);
    const survey = await json(res);
    expect(survey.questions[0].options[1]).toMatchObject({ kind: 'image', mediaUrl: hosted });
    expect(survey.questions[1].options[0]).toMatchObject({ kind: 'imageSet', imageSet: [hosted, 'https://cdn.example.com/b.png'] });
    expect(survey.questions[2].context).toMatchObject({ type: 'video', mediaUrl: video });

    const foreign = 'http://cdn.example.com/pack.png';
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft(foreign)), 400, BAD, 'parameter_invalid', 'questions[0].options[1].mediaUrl');
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft(hosted, [hosted, foreign])), 400, BAD, 'parameter_invalid', 'questions[1].options[0].imageSet');
    const escaped = hosted.replace('/media/uploads/', '/media/../v1/');
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft(escaped)), 400, BAD, 'parameter_invalid', 'questions[0].options[1].mediaUrl');
  });
});
