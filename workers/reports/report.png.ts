import { isMainThread } from 'node:worker_threads';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import { BAR_COLOR, renderVotesChart, type ChartSvg } from './report.charts';
import { FONT_FAMILY, FONT_FILES, baselineOffset, clampLines, lineHeight, wrapText, type TextStyle } from './report.fonts';
import { CONTENT_WIDTH, QUESTION_GAP, layoutReport, metaLine, pieceHeight, promptLine, type Piece } from './report.layout';
import { reportStrings } from './report.strings';
import type { ReportModel } from './report.types';

/** The PNG is drawn as one SVG in points and rasterised at 2 px per point: a 1200 px wide report. */
const ZOOM = 2;
const MARGIN = 50;
const REPORT_WIDTH = CONTENT_WIDTH + 2 * MARGIN;
/** Preview card, 1200x630 px: the usual size of a link preview image. */
const CARD = { width: 600, height: 315, margin: 40 };

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function textLines(lines: string[], style: TextStyle, color: string, x: number, top: number): string {
  const weight = style.bold ? ' font-weight="700"' : '';
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${top + i * lineHeight(style) + baselineOffset(style)}" font-family="${FONT_FAMILY}" font-size="${style.size}"${weight} fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
}

const placeChart = (chart: ChartSvg, x: number, y: number, scale = 1) => `<g transform="translate(${x} ${y}) scale(${scale})">${chart.svg}</g>`;

/** SVG for pieces stacked from `top`; returns the markup and the y below the last piece. */
function stack(pieces: Piece[], top: number): { svg: string; bottom: number } {
  let y = top;
  let svg = '';
  for (const piece of pieces) {
    const start = y + piece.gapBefore;
    if (piece.kind === 'text') svg += textLines(piece.lines, piece.style, piece.color, MARGIN + piece.indent, start);
    else if (piece.kind === 'chart') svg += placeChart(piece.chart, MARGIN, start);
    else svg += `<rect x="${MARGIN}" y="${start}" width="${CONTENT_WIDTH}" height="0.75" fill="${piece.color}"/>`;
    y += pieceHeight(piece);
  }
  return { svg, bottom: y };
}

/**
 * Wraps SVG markup into a width x height (points) document and rasterises it with the report
 * font. On a render thread (render-pool.ts) it draws synchronously: that thread is there to be
 * busy. On the main thread (tests, REPORT_RENDER_THREADS=0) resvg's async form draws on libuv's
 * thread pool instead of holding the event loop — but that pool is shared with pg's SCRAM
 * hashing and DNS, which is why the service renders on its own thread.
 */
export async function rasterise(body: string, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="white"/>${body}</svg>`;
  const options = {
    // Only the shipped font files: output must not depend on what fonts a machine has.
    font: { fontFiles: [FONT_FILES.regular, FONT_FILES.bold], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    fitTo: { mode: 'zoom' as const, value: ZOOM },
    background: 'white',
  };
  const image = isMainThread ? await renderAsync(svg, options) : new Resvg(svg, options).render();
  return image.asPng();
}

async function renderFullReport(model: ReportModel): Promise<Buffer> {
  const layout = await layoutReport(model);
  let { svg, bottom } = stack(layout.header, MARGIN);
  for (const pieces of layout.questions) {
    const block = stack(pieces, bottom + QUESTION_GAP);
    svg += block.svg;
    bottom = block.bottom;
  }
  return rasterise(svg, REPORT_WIDTH, Math.ceil(bottom + MARGIN));
}

/** Title, response count and the first chart, scaled into a 1200x630 card. */
async function renderPreviewCard(model: ReportModel): Promise<Buffer> {
  const strings = reportStrings(model.language);
  const width = CARD.width - 2 * CARD.margin;
  const title: TextStyle = { size: 24, bold: true };
  const meta: TextStyle = { size: 11 };
  const prompt: TextStyle = { size: 13, bold: true };
  const lines = (text: string, style: TextStyle, max: number) => clampLines(wrapText(text, style, width), max, style, width);

  let svg = `<rect width="${CARD.width}" height="6" fill="${BAR_COLOR}"/>`;
  let y = 28;
  const put = (text: string, style: TextStyle, max: number, color: string, gap: number) => {
    const wrapped = lines(text, style, max);
    svg += textLines(wrapped, style, color, CARD.margin, y);
    y += wrapped.length * lineHeight(style) + gap;
  };
  put(model.title, title, 2, '#111111', 2);
  put(metaLine(model, strings), meta, 1, '#555555', 14);
  const first = [...model.questions].sort((a, b) => a.position - b.position).find((q) => q.options.length > 0);
  if (first) {
    put(promptLine(first), prompt, 2, '#111111', 6);
    const chart = await renderVotesChart(first, width, strings.count, true);
    const room = CARD.height - CARD.margin / 2 - y;
    svg += placeChart(chart, CARD.margin, y, Math.min(1, room / chart.height));
  }
  return rasterise(svg, CARD.width, CARD.height);
}

/**
 * The report as PNG: the whole report in one tall image 1200 px wide, or with `preview` a
 * 1200x630 card with the title and the first question's chart.
 */
export async function renderReportPng(model: ReportModel, opts: { preview?: boolean } = {}): Promise<Buffer> {
  return opts.preview ? renderPreviewCard(model) : renderFullReport(model);
}
