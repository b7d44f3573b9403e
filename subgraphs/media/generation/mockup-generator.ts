import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import { sizeOf, type GeneratedImage, type ImageGenerator, type ImageRequest, type ImageSize } from './image-generator';

/*
 * The built-in generator: typographic packaging, poster, badge and thumbnail mockups of the
 * prompt in colour variants, drawn as SVG and rasterised by resvg with the report font (Noto
 * Sans SC, shipped with the app: Latin, Cyrillic, CJK), the stack the workers' PNG reports use.
 * No network, no model: the same prompt and size always give the same bytes. Every image
 * carries a "GENERATED MOCKUP" banner and corner tag, and says so in its PNG text chunks.
 */

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Noto Sans SC';
/** Only the bold face: every mockup text is bold, and each render parses the files it is given (10 MB each). */
const FONT_FILES = [require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')];

/** The words on every mockup. */
export const MOCKUP_LABEL = 'GENERATED MOCKUP';
/** The banner's colour (unlike any palette's), so a decoder can find the label. */
export const LABEL_BANNER_COLOR = '#111111';
/** PNG tEXt chunks every mockup carries. */
export const MOCKUP_TEXT_CHUNKS = { Software: 'Survey Feedback Service mockup generator', Description: 'Generated mockup, not a real product image' } as const;

interface Palette {
  background: string;
  surface: string;
  accent: string;
  /** Text on `surface`. */
  ink: string;
  /** Text on `accent`. */
  onAccent: string;
}

const PALETTES: Palette[] = [
  { background: '#fde8e1', surface: '#ffffff', accent: '#e4572e', ink: '#2b1d1a', onAccent: '#ffffff' },
  { background: '#e6efe8', surface: '#fbfaf5', accent: '#2f6b4f', ink: '#142a1f', onAccent: '#ffffff' },
  { background: '#1b1f3b', surface: '#f2f0ff', accent: '#6c5ce7', ink: '#15132b', onAccent: '#ffffff' },
  { background: '#fff6d6', surface: '#ffffff', accent: '#f2b705', ink: '#2d2500', onAccent: '#1f1a00' },
  { background: '#dff1f7', surface: '#ffffff', accent: '#0a7ea4', ink: '#062c3b', onAccent: '#ffffff' },
  { background: '#f6e3ee', surface: '#fffafd', accent: '#9b2c6f', ink: '#2e0c20', onAccent: '#ffffff' },
  { background: '#e9ecef', surface: '#ffffff', accent: '#343a40', ink: '#15181c', onAccent: '#f8f9fa' },
  { background: '#f3e5d8', surface: '#fffaf4', accent: '#b5532b', ink: '#331a0e', onAccent: '#ffffff' },
  { background: '#e0f7ef', surface: '#ffffff', accent: '#12a37f', ink: '#06392c', onAccent: '#ffffff' },
  { background: '#2d1e2f', surface: '#fff3e6', accent: '#ff7a3d', ink: '#2d1e2f', onAccent: '#1d0f00' },
];

const LAYOUTS = ['pack', 'poster', 'badge', 'split'] as const;
type Layout = (typeof LAYOUTS)[number];

/** The built-in generator: `count` labelled mockups, drawn one after another (each ~0.2 s on libuv's pool). */
export const mockupImageGenerator: ImageGenerator = {
  kind: 'mockup',
  async generate(request: ImageRequest): Promise<GeneratedImage[]> {
    const images: GeneratedImage[] = [];
    for (let variant = 0; variant < request.count; variant++) images.push({ bytes: await renderMockup(request.prompt, request.size, variant) });
    return images;
  },
};

/** One mockup as PNG: `variant` 0, 1, 2, 3 are four layouts in four palettes. */
export async function renderMockup(prompt: string, size: ImageSize, variant: number): Promise<Buffer> {
  const image = await renderAsync(mockupSvg(prompt, size, variant), {
    // Only the shipped font files: output must not depend on what fonts a machine has.
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
  });
  return withTextChunks(image.asPng(), MOCKUP_TEXT_CHUNKS);
}

/** The SVG of one mockup (what renderMockup rasterises). */
export function mockupSvg(prompt: string, size: ImageSize, variant: number): string {
  const { width, height } = sizeOf(size);
  const seed = createHash('sha256').update(`${size}\u0000${prompt}`).digest();
  const layout = LAYOUTS[(seed[0] + variant) % LAYOUTS.length];
  // Strides of 3 through 10 palettes: the four variants of a prompt never share one.
  const palette = PALETTES[(seed[1] + variant * 3) % PALETTES.length];
  const random = mulberry32(seed.readUInt32BE(2) ^ Math.imul(variant + 1, 0x9e3779b1));
  const text = printable(prompt);
  const unit = Math.min(width, height);
  const banner = Math.round(unit * 0.08);
  const frame: Frame = { width, height: height - banner, unit, random, palette };
  const body = DRAW[layout](frame, text);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    body,
    label(width, height, banner, variant),
    '</svg>',
  ].join('');
}

interface Frame {
  width: number;
  /** Above the banner. */
  height: number;
  unit: number;
  random: () => number;
  palette: Palette;
}

const DRAW: Record<Layout, (f: Frame, prompt: string) => string> = {
  /** A product box front: a brand band, the prompt as the product name, stripes at the foot. */
  pack(f, prompt) {
    const { palette: p, unit } = f;
    const boxW = Math.round(Math.min(f.width * 0.78, f.height * 1.1));
    const boxH = Math.round(f.height * 0.84);
    const x = Math.round((f.width - boxW) / 2);
    const y = Math.round((f.height - boxH) / 2);
    const band = Math.round(boxH * 0.16);
    const pad = Math.round(unit * 0.05);
    const brand = firstWord(prompt).toUpperCase();
    const stripes = Array.from({ length: 3 + Math.floor(f.random() * 3) }, (_, i) => {
      const h = Math.round(unit * 0.012);
      return `<rect x="${x}" y="${y + boxH - pad - i * h * 2.4}" width="${boxW}" height="${h}" fill="${p.accent}" opacity="${0.35 + 0.15 * i}"/>`;
    }).join('');
    return [
      rect(0, 0, f.width, f.height, p.background),
      circle(f.width * f.random(), f.height * f.random(), unit * (0.25 + 0.2 * f.random()), p.accent, 0.18),
      `<rect x="${x}" y="${y}" width="${boxW}" height="${boxH}" rx="${Math.round(unit * 0.03)}" fill="${p.surface}"/>`,
      `<rect x="${x}" y="${y}" width="${boxW}" height="${band}" rx="${Math.round(unit * 0.03)}" fill="${p.accent}"/>`,
      rect(x, y + band - Math.round(unit * 0.03), boxW, Math.round(unit * 0.03), p.accent),
      textBlock(brand, { x: x + pad, top: y + band * 0.22, width: boxW - 2 * pad, height: band * 0.56, color: p.onAccent, maxLines: 1, largest: 0.06 * unit }),
      textBlock(prompt, { x: x + pad, top: y + band + pad, width: boxW - 2 * pad, height: boxH - band - 3 * pad - unit * 0.08, color: p.ink, maxLines: 6, largest: 0.08 * unit }),
      stripes,
    ].join('');
  },
  /** A poster: the prompt large on the accent colour, over big soft circles. */
  poster(f, prompt) {
    const { palette: p, unit } = f;
    const pad = Math.round(unit * 0.08);
    const circles = Array.from({ length: 3 }, () =>
      circle(f.width * (0.4 + 0.6 * f.random()), f.height * (0.3 + 0.7 * f.random()), unit * (0.12 + 0.3 * f.random()), p.surface, 0.16),
    ).join('');
    return [
      rect(0, 0, f.width, f.height, p.accent),
      circles,
      rect(pad, pad, Math.round(unit * 0.18), Math.round(unit * 0.018), p.onAccent),
      textBlock(prompt, { x: pad, top: pad * 1.6, width: f.width - 2 * pad, height: f.height - 2.6 * pad, color: p.onAccent, maxLines: 7, largest: 0.11 * unit }),
    ].join('');
  },
  /** A round label or badge: the prompt inside rings, small dots around. */
  badge(f, prompt) {
    const { palette: p, unit } = f;
    const cx = f.width / 2;
    const cy = f.height / 2;
    const r = Math.min(f.width, f.height) * 0.42;
    const dots = Array.from({ length: 14 }, () => circle(f.width * f.random(), f.height * f.random(), unit * (0.006 + 0.014 * f.random()), p.accent, 0.5)).join('');
    const inner = r * 0.78;
    return [
      rect(0, 0, f.width, f.height, p.background),
      dots,
      circle(cx, cy, r, p.accent, 1),
      circle(cx, cy, r * 0.9, p.surface, 1),
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.84)}" fill="none" stroke="${p.accent}" stroke-width="${num(unit * 0.006)}"/>`,
      textBlock(prompt, {
        x: cx - inner * 0.72,
        top: cy - inner * 0.62,
        width: inner * 1.44,
        height: inner * 1.24,
        color: p.ink,
        maxLines: 5,
        largest: 0.075 * unit,
        center: true,
      }),
    ].join('');
  },
  /** A thumbnail: the prompt on one accent half, a blocky composition on the other. */
  split(f, prompt) {
    const { palette: p, unit } = f;
    const wide = f.width >= f.height;
    const half = wide ? { w: Math.round(f.width * 0.55), h: f.height } : { w: f.width, h: Math.round(f.height * 0.55) };
    const pad = Math.round(unit * 0.06);
    const other = wide ? { x: half.w, y: 0, w: f.width - half.w, h: f.height } : { x: 0, y: half.h, w: f.width, h: f.height - half.h };
    const blocks = Array.from({ length: 5 }, () => {
      const w = other.w * (0.2 + 0.4 * f.random());
      const h = other.h * (0.15 + 0.35 * f.random());
      return `<rect x="${num(other.x + (other.w - w) * f.random())}" y="${num(other.y + (other.h - h) * f.random())}" width="${num(w)}" height="${num(h)}" rx="${num(unit * 0.015)}" fill="${f.random() < 0.5 ? p.accent : p.surface}" opacity="${(0.35 + 0.5 * f.random()).toFixed(2)}"/>`;
    }).join('');
    return [
      rect(0, 0, f.width, f.height, p.background),
      blocks,
      rect(0, 0, half.w, half.h, p.accent),
      textBlock(prompt, { x: pad, top: pad, width: half.w - 2 * pad, height: half.h - 2 * pad, color: p.onAccent, maxLines: 6, largest: 0.09 * unit }),
    ].join('');
  },
};

/** The label: a banner across the foot and a tag in the top right corner (in case a page crops the foot). */
function label(width: number, height: number, banner: number, variant: number): string {
  const size = Math.round(banner * 0.42);
  const pad = Math.round(banner * 0.5);
  const baseline = num(height - banner / 2 + size * 0.36);
  const tagSize = Math.round(banner * 0.3);
  const tagW = Math.round(textWidth('MOCKUP', tagSize) + tagSize * 1.4);
  const tagH = Math.round(tagSize * 1.8);
  const tagX = width - tagW - pad;
  return [
    rect(0, height - banner, width, banner, LABEL_BANNER_COLOR),
    `<text x="${pad}" y="${baseline}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="#ffffff" letter-spacing="${num(size * 0.08)}">${MOCKUP_LABEL}</text>`,
    `<text x="${width - pad}" y="${baseline}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="end">Variant ${String.fromCharCode(65 + variant)}</text>`,
    `<rect x="${tagX}" y="${pad}" width="${tagW}" height="${tagH}" rx="${Math.round(tagH / 2)}" fill="${LABEL_BANNER_COLOR}" opacity="0.85"/>`,
    `<text x="${num(tagX + tagW / 2)}" y="${num(pad + tagH / 2 + tagSize * 0.36)}" font-family="${FONT_FAMILY}" font-size="${tagSize}" font-weight="700" fill="#ffffff" text-anchor="middle">MOCKUP</text>`,
  ].join('');
}

interface TextBox {
  x: number;
  top: number;
  width: number;
  height: number;
  color: string;
  maxLines: number;
  /** The largest font size tried; smaller ones follow until the text fits the box. */
  largest: number;
  center?: boolean;
}

/** Text wrapped into a box at the largest size that fits it whole, else the smallest size, cut with "…". */
function textBlock(text: string, box: TextBox): string {
  const smallest = Math.max(12, box.largest * 0.45);
  let size = box.largest;
  let { lines, broke } = wrap(text, size, box.width);
  // Smaller until the text fits whole, without cutting a word where a smaller size would not.
  while (size > smallest && (broke || lines.length > box.maxLines || lines.length * size * 1.25 > box.height)) {
    size = Math.max(smallest, size * 0.88);
    ({ lines, broke } = wrap(text, size, box.width));
  }
  const fitting = Math.max(1, Math.min(box.maxLines, Math.floor(box.height / (size * 1.25))));
  lines = clamp(lines, fitting, size, box.width);
  const lineHeight = size * 1.25;
  const top = box.center ? box.top + (box.height - lines.length * lineHeight) / 2 : box.top;
  const x = box.center ? box.x + box.width / 2 : box.x;
  const anchor = box.center ? ' text-anchor="middle"' : '';
  return lines
    .map(
      (line, i) =>
        `<text x="${num(x)}" y="${num(top + i * lineHeight + size * 0.95)}" font-family="${FONT_FAMILY}" font-size="${num(size)}" font-weight="700" fill="${box.color}"${anchor}>${escapeXml(line)}</text>`,
    )
    .join('');
}

const words = new Intl.Segmenter('en', { granularity: 'word' });
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Greedy wrapping at word boundaries (ICU's: between CJK characters too); a word wider than a line is cut (`broke`). */
function wrap(text: string, size: number, maxWidth: number): { lines: string[]; broke: boolean } {
  const lines: string[] = [];
  const fits = (s: string) => textWidth(s.trimEnd(), size) <= maxWidth;
  let broke = false;
  let line = '';
  for (const { segment } of words.segment(text)) {
    if (fits(line + segment)) {
      line += segment;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = segment.trimStart();
    while (!fits(line)) {
      broke = true;
      const chars = Array.from(graphemes.segment(line), (g) => g.segment);
      let n = 1;
      while (n < chars.length && fits(chars.slice(0, n + 1).join(''))) n++;
      lines.push(chars.slice(0, n).join(''));
      line = chars.slice(n).join('');
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return { lines: lines.length ? lines : [''], broke };
}

/** At most `max` lines, the last ending in "…" when something was cut. */
function clamp(lines: string[], max: number, size: number, maxWidth: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = Array.from(graphemes.segment(kept[max - 1]), (g) => g.segment);
  while (last.length > 0 && textWidth(`${last.join('').trimEnd()}…`, size) > maxWidth) last = last.slice(0, -1);
  kept[max - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef\p{Extended_Pictographic}]/u;

/**
 * A generous estimate of a line's width in Noto Sans Bold: wide (CJK) characters are 1 em, the
 * widest Latin letters about 1. Wrapping leaves room rather than measuring glyphs: a mockup's
 * text only has to stay inside its box.
 */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (WIDE.test(ch)) em += 1;
    else if (ch === ' ') em += 0.27;
    else if (/[mwMW@%]/.test(ch)) em += 0.92;
    else if (/[A-Z0-9&#]/.test(ch)) em += 0.7;
    else if (/[iljtf.,:;'!|()[\]{}"]/.test(ch)) em += 0.34;
    else em += 0.6;
  }
  return em * size * 1.06;
}

/** The prompt as one line of drawable text: controls and lone surrogates out, whitespace runs as one space. */
function printable(prompt: string): string {
  return (
    prompt
      .toWellFormed()
      // eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry control characters
      .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled'
  );
}

const firstWord = (text: string) => Array.from(words.segment(text)).find((s) => s.isWordLike)?.segment ?? text;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
const num = (n: number) => String(Math.round(n * 10) / 10);
const rect = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, opacity: number) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;

/** A small seeded PRNG (mulberry32): decorations follow the prompt, never the clock. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds tEXt chunks (Latin-1 keyword and text) right after the PNG's IHDR chunk. */
function withTextChunks(png: Buffer, entries: Record<string, string>): Buffer {
  const chunks = Object.entries(entries).map(([keyword, text]) => {
    const typeAndData = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`${keyword}\u0000${text}`, 'latin1')]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(typeAndData.length - 4);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  });
  // Signature (8 bytes), then IHDR: length (4), type (4), data, CRC (4).
  const afterHeader = 8 + 8 + png.readUInt32BE(8) + 4;
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}
