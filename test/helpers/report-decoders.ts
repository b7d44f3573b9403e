import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/** Reads report outputs back with real decoders (pdf.js, pngjs), for the report specs. */

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  page: number;
}

export interface ParsedPdf {
  numPages: number;
  pageWidth: number;
  items: PdfTextItem[];
  /** Every text item in drawing order, joined by newlines. */
  text: string;
  renderPage(n: number, scale?: number): Promise<Buffer>;
}

/** Whitespace removed: a prompt wrapped over lines is still found in the extracted text. */
export const squash = (s: string) => s.replace(/\s+/g, '');

export async function parsePdf(bytes: Buffer): Promise<ParsedPdf> {
  // No system fonts, no font loading through the DOM: pdf.js draws the embedded glyphs.
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const items: PdfTextItem[] = [];
  let pageWidth = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    pageWidth = page.getViewport({ scale: 1 }).width;
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, page: n });
    }
  }
  return {
    numPages: pdf.numPages,
    pageWidth,
    items,
    text: items.map((i) => i.str).join('\n'),
    async renderPage(n, scale = 1) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = 'white';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      return canvas.toBuffer('image/png');
    },
  };
}

export interface PngStats {
  width: number;
  height: number;
  /** Share of pixels that are not (near) white. */
  inkRatio: number;
  distinctColours: number;
  /** How many pixels have exactly this colour, given as '#rrggbb'. */
  count(hex: string): number;
}

/** Decodes a PNG and measures it, optionally only rows top..bottom (in pixels). */
export function pngStats(bytes: Buffer, rows?: { top: number; bottom: number }): PngStats {
  const png = PNG.sync.read(bytes);
  const top = rows?.top ?? 0;
  const bottom = Math.min(rows?.bottom ?? png.height, png.height);
  const colours = new Map<string, number>();
  let ink = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      if (r < 245 || g < 245 || b < 245) ink++;
      const hex = `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
      colours.set(hex, (colours.get(hex) ?? 0) + 1);
    }
  }
  return {
    width: png.width,
    height: png.height,
    inkRatio: ink / (png.width * (bottom - top)),
    distinctColours: colours.size,
    count: (hex) => colours.get(hex.toLowerCase()) ?? 0,
  };
}
