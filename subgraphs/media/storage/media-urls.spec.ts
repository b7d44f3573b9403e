import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../platform/config';
import { isHostedMediaUrl, mediaPublicBaseUrl } from './media-urls';

const local = parseConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000' });
const s3 = parseConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'sfs-media', MEDIA_S3_REGION: 'eu-west-1' });
const cdn = parseConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_PUBLIC_BASE_URL: 'https://media.example.com/assets/' });

describe('mediaPublicBaseUrl', () => {
  it('is <PUBLIC_BASE_URL>/media locally, the bucket’s AWS URL on S3, or MEDIA_PUBLIC_BASE_URL', () => {
    expect(mediaPublicBaseUrl(local)).toBe('http://127.0.0.1:3000/media');
    expect(mediaPublicBaseUrl(s3)).toBe('https://sfs-media.s3.eu-west-1.amazonaws.com');
    expect(mediaPublicBaseUrl(cdn)).toBe('https://media.example.com/assets');
  });
});

describe('isHostedMediaUrl', () => {
  it('accepts URLs under the storage’s public base, http:// included in development', () => {
    expect(isHostedMediaUrl('http://127.0.0.1:3000/media/uploads/0123abcd/pack.png', local)).toBe(true);
    expect(isHostedMediaUrl('https://sfs-media.s3.eu-west-1.amazonaws.com/uploads/0123/pack.png', s3)).toBe(true);
    expect(isHostedMediaUrl('https://media.example.com/assets/uploads/0123/pack.png?v=1', cdn)).toBe(true);
  });

  it('refuses other hosts, ports, look-alike prefixes and escapes from the base path', () => {
    for (const url of [
      'http://127.0.0.1:3000/media/',
      'http://127.0.0.1:3000/mediax/a.png',
      'http://127.0.0.1:30001/media/a.png',
      'http://127.0.0.1:3000.evil.example/media/a.png',
      'http://127.0.0.1:3000/media/../v1/surveys',
      'http://127.0.0.1:3000/media/uploads/%2e%2e/%2e%2e/v1',
      'http://127.0.0.1:3000/media/uploads/a%2fb.png',
      'http://127.0.0.1:3000/media//a.png',
      'http://127.0.0.1:3000/media/a b.png',
      'http://127.0.0.1:3000/media/a\\b.png',
      'http://cdn.example.com/media/a.png',
      'https://127.0.0.1:3000/media/a.png',
    ]) {
      expect(isHostedMediaUrl(url, local), url).toBe(false);
    }
    expect(isHostedMediaUrl('https://media.example.com/assetsX/a.png', cdn)).toBe(false);
  });
});

describe('media storage configuration', () => {
  it('refuses s3 without a bucket, an endpoint without a public base, and half a credential pair', () => {
    expect(() => parseConfig({ MEDIA_STORAGE: 's3' })).toThrow(/MEDIA_S3_BUCKET/);
    expect(() => parseConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/MEDIA_PUBLIC_BASE_URL/);
    expect(() => parseConfig({ MEDIA_S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/both/);
    expect(() => parseConfig({ MEDIA_PUBLIC_BASE_URL: 'ftp://media.example.com' })).toThrow(/MEDIA_PUBLIC_BASE_URL/);
    expect(parseConfig({}).MEDIA_STORAGE).toBe('local');
  });
});
