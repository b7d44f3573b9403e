import { describe, expect, it } from 'vitest';
import { padded, SAMPLES } from '../../../test/helpers/media-samples';
import { decodeBase64, detectMedia, MAX_BASE64_LENGTH, MAX_MEDIA_BYTES, storageName, urlNameHint } from './media-content';
import { UploadError } from './uploads.errors';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UploadError);
    return (e as UploadError).code;
  }
  return expect.unreachable('expected an UploadError');
};

describe('decodeBase64', () => {
  it('decodes padded and unpadded standard base64', () => {
    expect(decodeBase64('aGk=').toString()).toBe('hi');
    expect(decodeBase64('aGk').toString()).toBe('hi');
    expect(decodeBase64('aGVsbG8h').toString()).toBe('hello!');
  });

  it('refuses other alphabets, whitespace, data: prefixes, bad lengths and empty data', () => {
    for (const bad of ['aGk=\n', 'aG k=', 'aGk-', 'aGk_', 'data:image/png;base64,aGk=', 'aGk==', 'a', 'aGk=aGk=', '=']) {
      expect(
        codeOf(() => decodeBase64(bad)),
        bad,
      ).toBe('invalid_data');
    }
    expect(codeOf(() => decodeBase64(''))).toBe('invalid_data');
  });

  it('takes exactly 20 MB and refuses one byte more, from the length alone', () => {
    expect(MAX_BASE64_LENGTH).toBe(27_962_028);
    expect(decodeBase64(padded(SAMPLES.png, MAX_MEDIA_BYTES).toString('base64')).length).toBe(20_971_520);
    const over = Buffer.alloc(MAX_MEDIA_BYTES + 1).toString('base64');
    expect(over.length).toBe(MAX_BASE64_LENGTH); // the same length: only the padding tells them apart
    expect(codeOf(() => decodeBase64(over))).toBe('file_too_large');
  });
});

describe('detectMedia', () => {
  it('reads the type from the bytes', async () => {
    expect(await detectMedia(SAMPLES.png, 'data')).toEqual({ resourceType: 'image', ext: 'png', contentType: 'image/png' });
    expect(await detectMedia(SAMPLES.jpeg, 'data')).toEqual({ resourceType: 'image', ext: 'jpg', contentType: 'image/jpeg' });
    expect(await detectMedia(SAMPLES.gif, 'data')).toEqual({ resourceType: 'image', ext: 'gif', contentType: 'image/gif' });
    expect(await detectMedia(SAMPLES.webp, 'data')).toEqual({ resourceType: 'image', ext: 'webp', contentType: 'image/webp' });
    expect(await detectMedia(SAMPLES.mp4, 'data')).toEqual({ resourceType: 'video', ext: 'mp4', contentType: 'video/mp4' });
    expect(await detectMedia(SAMPLES.webm, 'data')).toEqual({ resourceType: 'video', ext: 'webm', contentType: 'video/webm' });
  });

  it('refuses text, SVG, other detected types and empty files', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    for (const bytes of [SAMPLES.text, svg, pdf, Buffer.alloc(0)]) {
      await expect(detectMedia(bytes, 'url')).rejects.toMatchObject({ code: 'unsupported_media', details: { param: 'url' } });
    }
  });
});

describe('storageName', () => {
  it('keeps a safe stem of the last path segment and drops the extension', () => {
    expect(storageName('Summer Pack (final).PNG')).toBe('Summer-Pack-final');
    expect(storageName('../../etc/passwd')).toBe('passwd');
    expect(storageName('C:\\Users\\me\\photo.jpeg')).toBe('photo');
    expect(storageName('.htaccess')).toBe('upload');
    expect(storageName('...')).toBe('upload');
    expect(storageName('Crème brûlée.gif')).toBe('Creme-brulee');
    expect(storageName('日本語.png')).toBe('upload');
    expect(storageName(null)).toBe('upload');
    expect(storageName('a'.repeat(300))).toHaveLength(100);
  });

  it('takes a hint from a URL’s last segment', () => {
    expect(urlNameHint('https://cdn.example.com/img/blue%20pack.png?x=1')).toBe('blue pack.png');
    expect(urlNameHint('https://cdn.example.com/')).toBe('');
    expect(urlNameHint('https://cdn.example.com/%E0%A4%A')).toBe('');
  });
});
