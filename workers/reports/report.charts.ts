import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { FONT_FAMILY, clampLines, lineHeight, textWidth, wrapText, type TextStyle } from './report.fonts';
import type { ReportBreakdown, ReportQuestion } from './report.types';

/** A chart as SVG text, sized in the same units as the page (PDF points). */
export interface ChartSvg {
  svg: string;
  width: number;
  height: number;
}

export const BAR_COLOR = '#4c78a8';
export const WINNER_COLOR = '#1f3f66';
const TEXT_COLOR = '#333333';
const LABEL: TextStyle = { size: 10 };
const CELL: TextStyle = { size: 9 };
const MAX_LABEL_LINES = 3;
/** Bars keep one thickness however many lines their labels take. */
const BAR_THICKNESS = 16;

/*
 * Without a canvas, vega estimates text widths from character counts, which is far off for CJK
 * (each glyph about 1em). vega lets a host measure text itself (vl-convert does the same), so it
 * measures with fontkit and the report's own font: label space and padding then match what
 * resvg and pdfkit really draw.
 */
const metrics = (vega as unknown as { textMetrics: { width: (item: { fontSize?: number; fontWeight?: string | number }, text: string) => number } }).textMetrics;
metrics.width = (item, text) => textWidth(String(text), { size: item.fontSize ?? 11, bold: item.fontWeight === 'bold' || Number(item.fontWeight) >= 600 });

/**
 * Reports carry their data inline: a loader that refuses every URL and file keeps vega off the
 * network and the disk. vega only logs a failed load and draws on, so refusals are collected and
 * turned into an error after rendering.
 */
function refusingLoader(refused: string[]): vega.Loader {
  const refuse = async (uri: string): Promise<never> => {
    refused.push(uri);
    throw new Error(`report charts load nothing (asked for ${uri})`);
  };
  return { load: refuse, sanitize: refuse, http: refuse, file: refuse };
}

// vega-lite warns 'Dropping "fit-y"' for every fit-x chart with a band-step height: noise, so
// compilation logs errors only.
const compileLogger = vega.logger(vega.Error);

/** Compiles a vega-lite spec and renders it to SVG with vega's headless ('none') renderer. */
export async function renderChartSvg(spec: TopLevelSpec): Promise<ChartSvg> {
  const refused: string[] = [];
  const view = new vega.View(vega.parse(compile(spec, { logger: compileLogger }).spec), { renderer: 'none', loader: refusingLoader(refused) });
  try {
    const svg = await view.toSVG();
    if (refused.length > 0) throw new Error(`report charts load nothing (asked for ${refused.join(', ')})`);
    const size = /^<svg[^>]*? width="([\d.]+)" height="([\d.]+)"/.exec(svg);
    if (!size) throw new Error('vega produced an SVG without a size');
    return { svg, width: Number(size[1]), height: Number(size[2]) };
  } finally {
    view.finalize();
  }
}

/** Wrapped option labels and the band step that fits the tallest of them. */
function wrappedLabels(labels: string[], maxWidth: number, maxLines = MAX_LABEL_LINES) {
  const lines = labels.map((label) => clampLines(wrapText(label, LABEL, maxWidth), maxLines, LABEL, maxWidth));
  const tallest = Math.max(1, ...lines.map((l) => l.length));
  return { lines, step: Math.max(22, tallest * lineHeight(LABEL) + 10) };
}

/**
 * An axis showing the wrapped labels from signal `signal`, indexed by the datum's key; multi-line
 * labels are moved up so the block of lines is centred on its band (vega keeps the first line there).
 */
function labelAxis(signal: string, shiftPerExtraLine: number) {
  const lines = `${signal}[toNumber(datum.value)]`;
  return {
    title: null,
    domain: false,
    ticks: false,
    labelPadding: 6,
    labelLimit: 0,
    labelFontSize: LABEL.size,
    labelLineHeight: lineHeight(LABEL),
    labelColor: TEXT_COLOR,
    labelExpr: lines,
    // vega-lite's (hidden) axis `encoding` is passed on to vega's axis encode block.
    encoding: { labels: { dy: { value: { expr: `-(length(${lines}) - 1) * ${shiftPerExtraLine}` } } } },
  };
}

const base = (width: number) =>
  ({
    width,
    autosize: { type: 'fit-x', contains: 'padding' },
    padding: { left: 0, right: 0, top: 2, bottom: 2 },
    background: 'white',
    config: { font: FONT_FAMILY, view: { stroke: null } },
  }) as const;

/**
 * Horizontal bars of each option's share: label, bar, "62.5% (5)"; the winner's bar darker.
 * `compact` (for small cards) keeps the five most voted options, in their order, on one line each.
 */
export async function renderVotesChart(question: ReportQuestion, width: number, count: (n: number) => string, compact = false): Promise<ChartSvg> {
  const topVotes = [...question.options].sort((a, b) => b.votes - a.votes).slice(0, 5);
  const options = compact ? question.options.filter((o) => topVotes.includes(o)) : question.options;
  const labels = wrappedLabels(
    options.map((o) => o.label),
    width * 0.45,
    compact ? 1 : MAX_LABEL_LINES,
  );
  const values = options.map((o, i) => ({
    key: String(i),
    percent: o.percent,
    value: `${o.percent.toFixed(1)}% (${count(o.votes)})`,
    winner: o.label === question.winner,
  }));
  return renderChartSvg({
    ...base(width),
    height: { step: labels.step },
    params: [{ name: 'labels', value: labels.lines }],
    data: { values },
    encoding: {
      y: { field: 'key', type: 'nominal', sort: null, scale: { paddingInner: 0.2, paddingOuter: 0.1 }, axis: labelAxis('labels', lineHeight(LABEL) / 2) },
      x: { field: 'percent', type: 'quantitative', scale: { domain: [0, 100], clamp: true }, axis: null },
    },
    layer: [
      { mark: { type: 'bar', height: BAR_THICKNESS }, encoding: { color: { condition: { test: 'datum.winner', value: WINNER_COLOR }, value: BAR_COLOR } } },
      { mark: { type: 'text', align: 'left', baseline: 'middle', dx: 4, fontSize: LABEL.size, color: TEXT_COLOR }, encoding: { text: { field: 'value' } } },
    ],
  });
}

/** A table of percentages, one row per option and one column per trait value, shaded by share. */
export async function renderBreakdownChart(breakdown: ReportBreakdown, width: number): Promise<ChartSvg> {
  const optionLabels = [...new Set(breakdown.rows.flatMap((r) => r.options.map((o) => o.label)))];
  const rows = wrappedLabels(optionLabels, width * 0.35);
  const labelWidth = Math.max(...rows.lines.flat().map((l) => textWidth(l, LABEL)));
  const columnWidth = (width - labelWidth - 6) / Math.max(1, breakdown.rows.length);
  const columns = breakdown.rows.map((r) => clampLines(wrapText(r.value, LABEL, columnWidth - 4), 3, LABEL, columnWidth - 4));
  const digits = columnWidth >= 40 ? 1 : 0;
  const values = breakdown.rows.flatMap((r, c) =>
    r.options.map((o) => ({ row: String(optionLabels.indexOf(o.label)), column: String(c), percent: o.percent, value: `${o.percent.toFixed(digits)}%` })),
  );
  const columnAxis = labelAxis('columns', lineHeight(LABEL));
  return renderChartSvg({
    ...base(width),
    height: { step: Math.max(18, rows.step - 4) },
    params: [
      { name: 'labels', value: rows.lines },
      { name: 'columns', value: columns },
    ],
    data: { values },
    encoding: {
      y: { field: 'row', type: 'nominal', sort: null, axis: labelAxis('labels', lineHeight(LABEL) / 2) },
      x: { field: 'column', type: 'nominal', sort: null, axis: { ...columnAxis, orient: 'top', labelAngle: 0, labelAlign: 'center', labelPadding: 4 } },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
        encoding: { color: { field: 'percent', type: 'quantitative', scale: { scheme: 'blues', domain: [0, 100] }, legend: null } },
      },
      {
        mark: { type: 'text', fontSize: CELL.size, baseline: 'middle' },
        encoding: {
          text: { field: 'value' },
          color: { condition: { test: 'datum.percent >= 55', value: 'white' }, value: TEXT_COLOR },
        },
      },
    ],
  });
}
