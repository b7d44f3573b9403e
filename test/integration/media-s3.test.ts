import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../platform/config';
import { isHostedMediaUrl, mediaStorage, newMediaKey } from '../../subgraphs/media/storage/media-storage';
import { MediaAsset } from '../../subgraphs/media/uploads/media-asset.entity';
import { uploadDeps, uploadMedia } from '../../subgraphs/media/uploads/uploads.service';
import { makeTeam } from '../helpers/fixtures';
import { apiClient, json } from '../helpers/http';
import { SAMPLES } from '../helpers/media-samples';
import { startS3Server } from '../helpers/s3-server';
import { useTestService } from '../helpers/service';

/**
 * MEDIA_STORAGE=s3 against a real S3-compatible server on 127.0.0.1 (s3rver): the official
 * SDK writes path-style to MEDIA_S3_ENDPOINT with static credentials, so it never looks up
 * credentials or regions and never contacts AWS. Objects are read back over plain HTTP at
 * MEDIA_PUBLIC_BASE_URL, as a browser would.
 */
const s3 = await startS3Server();
afterAll(() => s3.close());
const env = {
  MEDIA_STORAGE: 's3',
  MEDIA_S3_BUCKET: s3.bucket,
  MEDIA_S3_REGION: 'eu-west-1',
  MEDIA_S3_ENDPOINT: s3.endpoint,
  MEDIA_S3_FORCE_PATH_STYLE: 'true',
  MEDIA_S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
  MEDIA_S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  MEDIA_PUBLIC_BASE_URL: `${s3.endpoint}/${s3.bucket}/`,
  RATE_LIMITS_ENABLED: 'false',
};
const service = useTestService(env);
const api = apiClient(() => service().url);

describe('S3 media storage', () => {
  it('puts an object with its content type and immutable caching, public at <MEDIA_PUBLIC_BASE_URL>/<key>', async () => {
    const storage = mediaStorage(parseConfig(env));
    const key = newMediaKey('uploads', 'pack.png');
    await storage.put(key, SAMPLES.png, 'image/png');
    expect(s3.puts).toContain(key);
    const url = storage.url(key);
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
  });

  it('hosts uploads there through POST /v2/media and POST /v1/media/upload; their URLs count as hosted', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const v2 = await json(await api('POST', '/v2/media', key, { data: SAMPLES.webm.toString('base64'), filename: 'teaser' }));
    expect(v2).toMatchObject({ object: 'media', resourceType: 'video', contentType: 'video/webm', filename: 'teaser.webm' });
    expect(v2.url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/uploads/[0-9a-f]{32}/teaser\\.webm$`));
    const v1 = await json(await api('POST', '/v1/media/upload', key, { data: SAMPLES.png.toString('base64') }));
    expect(v1).toEqual({ success: true, data: { url: expect.stringMatching(/\/uploads\/[0-9a-f]{32}\/upload\.png$/), resourceType: 'image', embedded: false } });
    for (const [url, bytes, type] of [
      [v2.url, SAMPLES.webm, 'video/webm'],
      [v1.data.url, SAMPLES.png, 'image/png'],
    ] as const) {
      const res = await fetch(url);
      expect(res.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect(isHostedMediaUrl(url)).toBe(true);
    }
    // Nothing is written to the local media directory, which the facade still serves for old files.
    expect((await fetch(`${service().url}/media/${new URL(v2.url).pathname.split(`/${s3.bucket}/`)[1]}`)).status).toBe(404);
  });

  it('fails an upload as storage_unavailable (502) when the bucket refuses the write', async () => {
    const t = await makeTeam(service().em());
    const broken = parseConfig({ ...env, MEDIA_S3_BUCKET: 'no-such-bucket' });
    const upload = uploadMedia(service().em(), { teamId: t.team.id, livemode: true }, { data: SAMPLES.png.toString('base64') }, uploadDeps(broken));
    await expect(upload).rejects.toMatchObject({ code: 'storage_unavailable', kind: 'unavailable' });
    expect(await service().em().count(MediaAsset, { teamId: t.team.id })).toBe(0);
  });
});
