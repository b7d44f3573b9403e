import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pngStats } from '../../../test/helpers/report-decoders';
import { IMAGE_SIZES, sizeOf, type ImageSize } from './image-generator';
import { LABEL_BANNER_COLOR, MOCKUP_LABEL, MOCKUP_TEXT_CHUNKS, mockupImageGenerator, mockupSvg, renderMockup } from './mockup-generator';

const PROMPT = 'Oat milk latte can, minimalist Scandinavian packaging';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Each render takes a few hundred ms: the checks below share them. */
const renders = new Map<string, Promise<Buffer>>();
const rendered = (size: ImageSize, variant: number) => {
  const key = `${size}/${variant}`;
  if (!renders.has(key)) renders.set(key, renderMockup(PROMPT, size, variant));
  return renders.get(key)!;
};

/** The tEXt chunks of a PNG, keyword → text. */
function textChunks(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'tEXt') {
      const [keyword, text] = png.toString('latin1', at + 8, at + 8 + length).split('\u0000');
      out[keyword] = text;
    }
    at += 12 + length;
  }
  return out;
}

describe('the mockup generator', () => {
  it('generates as many PNGs as asked, at the asked size', async () => {
    const images = await mockupImageGenerator.generate({ prompt: PROMPT, count: 2, size: '1536x1024' });
    expect(mockupImageGenerator.kind).toBe('mockup');
    expect(images).toHaveLength(2);
    expect(images[0].bytes.equals(await rendered('1536x1024', 0))).toBe(true);
    for (const size of IMAGE_SIZES) {
      const bytes = await rendered(size, 1);
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const png = PNG.sync.read(bytes); // decodes whole: CRCs and zlib data are valid
      expect([png.width, png.height]).toEqual([sizeOf(size).width, sizeOf(size).height]);
      expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    }
  });

  it('is deterministic: the same prompt, size and variant give the same bytes; variants and other prompts differ', async () => {
    expect((await renderMockup(PROMPT, '1024x1024', 1)).equals(await rendered('1024x1024', 1))).toBe(true);
    expect((await rendered('1024x1024', 0)).equals(await rendered('1024x1024', 1))).toBe(false);
    expect((await renderMockup(`${PROMPT}!`, '1024x1024', 1)).equals(await rendered('1024x1024', 1))).toBe(false);
    // Four variants: four layouts in four palettes.
    const svgs = [0, 1, 2, 3].map((v) => mockupSvg(PROMPT, '1024x1024', v));
    expect(new Set(svgs).size).toBe(4);
    expect(new Set(svgs.map((svg) => /<rect x="0" y="0" width="1024" height="942" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1])).size).toBeGreaterThanOrEqual(3);
    expect(mockupSvg(PROMPT, '1536x1024', 2)).toBe(mockupSvg(PROMPT, '1536x1024', 2));
  });

  it('labels every image as a generated mockup: a dark banner with white lettering, a corner tag and PNG text chunks', async () => {
    for (const [size, variant] of [
      ['1024x1024', 0],
      ['1024x1024', 1],
      ['1536x1024', 1],
      ['1024x1536', 1],
    ] as const) {
      const svg = mockupSvg(PROMPT, size, variant);
      expect(svg).toContain(`>${MOCKUP_LABEL}</text>`);
      expect(svg).toContain('>MOCKUP</text>');
      expect(svg).toContain(`>Variant ${'ABCD'[variant]}</text>`);
      const bytes = await rendered(size, variant);
      const { width, height } = sizeOf(size);
      const banner = Math.round(Math.min(width, height) * 0.08);
      const rows = { top: height - banner + 2, bottom: height - 2 };
      const stats = pngStats(bytes, rows);
      // Mostly the banner colour, with lettering in white.
      expect(stats.count(LABEL_BANNER_COLOR) / (width * (rows.bottom - rows.top))).toBeGreaterThan(0.7);
      expect(stats.count('#ffffff')).toBeGreaterThan(500);
      expect(textChunks(bytes)).toEqual(MOCKUP_TEXT_CHUNKS);
    }
  });

  it('draws the prompt itself, escaped, in any script; long prompts are cut with an ellipsis', async () => {
    const svg = mockupSvg('Tom & Jerry’s <b>"best"</b> snacks', '1024x1024', 0);
    expect(svg).toContain('Tom &amp;');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).not.toContain('<b>');
    expect(mockupSvg('燕麦拿铁 包装设计', '1024x1024', 1)).toMatch(/燕麦/);
    expect(mockupSvg('word '.repeat(200).trim(), '1024x1024', 0)).toContain('…');
    // eslint-disable-next-line no-control-regex -- looks for the control characters the prompt had
    expect(mockupSvg('a\u0000b\u0007c\ud800d', '1024x1024', 0)).not.toMatch(/[\u0000\u0007\ud800]/);
    for (const prompt of ['燕麦拿铁 包装设计 简约风格', 'x'.repeat(1000), 'a\u0000b\u0007c\ud800d 🥤']) {
      expect(PNG.sync.read(await renderMockup(prompt, '1024x1024', 3)).width).toBe(1024);
    }
  });
});
