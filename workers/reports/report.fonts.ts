import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import LineBreaker from 'linebreak';

/*
 * One font for every report language: Noto Sans SC (SIL OFL 1.1) from @expo-google-fonts/noto-sans-sc,
 * the only npm package found that ships plain TTF files (resvg's fontdb takes no WOFF/WOFF2) of a font
 * covering Latin (with Spanish accents), Cyrillic (Russian), Chinese and Japanese kana and kanji: checked
 * with fontkit, it maps 20,976 of the 20,992 CJK Unified Ideographs, all katakana and the hiragana in use.
 * The JP variant of the same package misses simplified hanzi (欢, 标, …), so one SC font beats a font per
 * language. Cost: the package holds nine weights (~92 MB unpacked, ~57 MB download); two are used.
 * Known limit: Japanese kanji are drawn in their Chinese glyph forms where the two differ.
 * Nothing reads system fonts: resvg and pdfkit both load these files explicitly.
 */
const require = createRequire(import.meta.url);
export const FONT_FAMILY = 'Noto Sans SC';
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
} as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
}

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
/** The two faces parsed once per process; pdfkit embeds these same objects. */
export function loadFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  fonts ??= {
    regular: fontkit.openSync(FONT_FILES.regular) as fontkit.Font,
    bold: fontkit.openSync(FONT_FILES.bold) as fontkit.Font,
  };
  return fonts;
}

/** Width of one line of text, shaped by fontkit with the same font the PDF and PNG use. */
export function textWidth(text: string, style: TextStyle): number {
  const font = style.bold ? loadFonts().bold : loadFonts().regular;
  return (font.layout(text).advanceWidth * style.size) / font.unitsPerEm;
}

/** Line spacing of report text: the font's ascent plus descent is 1.45 em, so lines never overlap. */
export function lineHeight(style: TextStyle): number {
  return Math.round(style.size * 1.45 * 10) / 10;
}

/** Distance from the top of a line box to its baseline (SVG text is placed by baseline). */
export function baselineOffset(style: TextStyle): number {
  const font = loadFonts().regular;
  return (font.ascent / (font.ascent - font.descent)) * lineHeight(style);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const splitGraphemes = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment);

/**
 * Wraps text into lines no wider than maxWidth, breaking where Unicode line breaking allows
 * (between words, between CJK characters, never before "？" or "、"); a word longer than a whole
 * line is cut between characters.
 */
export function wrapText(text: string, style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  const fits = (line: string) => textWidth(line.trimEnd(), style) <= maxWidth;
  for (const paragraph of text.split(/\r\n|\n|\r/)) {
    const breaker = new LineBreaker(paragraph);
    let line = '';
    let start = 0;
    for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
      const word = paragraph.slice(start, bk.position);
      start = bk.position;
      if (line && !fits(line + word)) {
        lines.push(line.trimEnd());
        line = word.trimStart();
      } else {
        line += word;
      }
      while (!fits(line)) {
        const [head, rest] = splitToFit(line, style, maxWidth);
        lines.push(head);
        line = rest;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Cuts the longest leading run of characters that fits (at least one). */
function splitToFit(line: string, style: TextStyle, maxWidth: number): [string, string] {
  const chars = splitGraphemes(line);
  let n = 1;
  while (n < chars.length && textWidth(chars.slice(0, n + 1).join(''), style) <= maxWidth) n++;
  return [chars.slice(0, n).join(''), chars.slice(n).join('')];
}

/** Keeps at most maxLines lines, ending the last kept one with "…" when something was cut. */
export function clampLines(lines: string[], maxLines: number, style: TextStyle, maxWidth: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = splitGraphemes(kept[maxLines - 1]);
  while (last.length > 0 && textWidth(`${last.join('').trimEnd()}…`, style) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/** Shortens text to about maxChars characters, at a word boundary when one is near, with "…". */
export function truncateText(text: string, maxChars: number): string {
  const chars = splitGraphemes(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= maxChars) return chars.join('');
  let cut = chars.slice(0, maxChars).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // Only back up to a space that keeps most of the text: CJK text has no spaces to find.
  if (lastSpace > cut.length * 0.8) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s.,;:!?、。，．…-]+$/u, '')}…`;
}
