import { createCanvas } from '@napi-rs/canvas';

/**
 * Small real media files for upload tests: images drawn and encoded by @napi-rs/canvas, the
 * classic 1×1 GIF, and the leading boxes of an MP4 and a WebM (what type detection reads).
 */
function drawn(format: 'png' | 'jpeg' | 'webp'): Buffer {
  const canvas = createCanvas(4, 3);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2a7';
  ctx.fillRect(0, 0, 4, 3);
  ctx.fillStyle = '#e33';
  ctx.fillRect(1, 1, 2, 1);
  return format === 'png' ? canvas.toBuffer('image/png') : format === 'jpeg' ? canvas.toBuffer('image/jpeg') : canvas.toBuffer('image/webp');
}

/** An MP4's leading boxes: ftyp (isom) and an empty mdat. */
function mp4(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')]);
  return Buffer.concat([ftyp, mdat]);
}

/** A WebM's EBML header (DocType "webm") followed by the start of its Segment. */
function webm(): Buffer {
  const header = Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0xf2,
    0x81,
    0x04,
    0x42,
    0xf3,
    0x81,
    0x08,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
    0x42,
    0x87,
    0x81,
    0x02,
    0x42,
    0x85,
    0x81,
    0x02,
  ]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
}

export const SAMPLES = {
  png: drawn('png'),
  jpeg: drawn('jpeg'),
  webp: drawn('webp'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  mp4: mp4(),
  webm: webm(),
  text: Buffer.from('Hello, this is plain text and neither an image nor a video.\n'),
};

/** `bytes` of which the first are `head` (a PNG, say) and the rest zeros: a file of exactly that size. */
export function padded(head: Buffer, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  head.copy(out);
  return out;
}
