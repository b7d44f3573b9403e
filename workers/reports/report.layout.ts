import { renderBreakdownChart, renderVotesChart, type ChartSvg } from './report.charts';
import { lineHeight, truncateText, wrapText, type TextStyle } from './report.fonts';
import { labelled, reportStrings, type ReportStrings } from './report.strings';
import type { ReportModel, ReportQuestion } from './report.types';

/*
 * The report is laid out once, in PDF points, into a column of pieces that the PDF and the PNG
 * renderers both draw: text already wrapped to the column, charts already rendered to SVG. Both
 * outputs therefore break lines in the same places, and the PDF knows every block's height
 * before it decides where a page ends.
 */

/** Width of the report's text column, in points; the PDF page and the PNG add margins around it. */
export const CONTENT_WIDTH = 500;
/** Space between two questions. */
export const QUESTION_GAP = 26;

export type Piece =
  | { kind: 'text'; lines: string[]; style: TextStyle; color: string; indent: number; gapBefore: number; keepWithNext?: boolean }
  | { kind: 'chart'; chart: ChartSvg; gapBefore: number }
  | { kind: 'rule'; color: string; gapBefore: number };

type TextPiece = Extract<Piece, { kind: 'text' }>;

export interface ReportLayout {
  header: Piece[];
  /** One list of pieces per question; a PDF page break falls between questions when it can. */
  questions: Piece[][];
}

const STYLES = {
  title: { size: 20, bold: true },
  meta: { size: 10 },
  prompt: { size: 13, bold: true },
  fact: { size: 10.5, bold: true },
  heading: { size: 10.5, bold: true },
  quote: { size: 10 },
} satisfies Record<string, TextStyle>;

const INK = '#111111';
const MUTED = '#555555';
const SHOWN_EXPLANATIONS = 3;
const EXPLANATION_CHARS = 300;

function text(value: string, style: TextStyle, gapBefore: number, color = INK, indent = 0): TextPiece {
  return { kind: 'text', lines: wrapText(value, style, CONTENT_WIDTH - indent), style, color, indent, gapBefore };
}

/** A heading: never left alone at the bottom of a page, away from what it introduces. */
const heading = (value: string, style: TextStyle, gapBefore: number): TextPiece => ({ ...text(value, style, gapBefore), keepWithNext: true });

export function pieceHeight(piece: Piece): number {
  if (piece.kind === 'text') return piece.gapBefore + piece.lines.length * lineHeight(piece.style);
  if (piece.kind === 'chart') return piece.gapBefore + piece.chart.height;
  return piece.gapBefore + 1;
}

export const piecesHeight = (pieces: Piece[]) => pieces.reduce((sum, p) => sum + pieceHeight(p), 0);

/** "Responses: 1,234 · Completed: March 21, 2025" */
export function metaLine(model: ReportModel, strings: ReportStrings): string {
  const when = model.completedAt ? labelled(strings, strings.completed, strings.date(model.completedAt)) : strings.inProgress;
  return `${labelled(strings, strings.responses, strings.count(model.numResponses))} · ${when}`;
}

export const promptLine = (question: ReportQuestion) => `Q${question.position}. ${question.prompt}`;

/** The insight's summary is two or three sentences; a longer one is cut. */
const INSIGHT_CHARS = 600;

async function layoutQuestion(question: ReportQuestion, strings: ReportStrings): Promise<Piece[]> {
  const pieces: Piece[] = [heading(promptLine(question), STYLES.prompt, 0)];
  if (question.options.length > 0) {
    pieces.push({ kind: 'chart', chart: await renderVotesChart(question, CONTENT_WIDTH, strings.count), gapBefore: 8 });
    const winner = question.winner === null ? strings.noClearWinner : labelled(strings, strings.winner, question.winner);
    pieces.push(text(winner, STYLES.fact, 6));
  }
  if (question.averageScore !== null) {
    pieces.push(text(labelled(strings, strings.averageScore, question.averageScore.toFixed(1)), STYLES.fact, 2));
  }
  if (question.insight) {
    pieces.push(heading(strings.whyTheyAnswered, STYLES.heading, 10));
    pieces.push(text(truncateText(question.insight, INSIGHT_CHARS), STYLES.fact, 4));
  }
  const explanations = question.explanations.filter((e) => e.trim() !== '').slice(0, SHOWN_EXPLANATIONS);
  if (explanations.length > 0) {
    pieces.push(heading(strings.whatPeopleSaid, STYLES.heading, 10));
    for (const explanation of explanations) {
      const quoted = `${strings.quoteOpen}${truncateText(explanation, EXPLANATION_CHARS)}${strings.quoteClose}`;
      pieces.push(text(quoted, STYLES.quote, 4, MUTED, 10));
    }
  }
  const breakdown = question.breakdown;
  if (breakdown && breakdown.rows.some((r) => r.options.length > 0)) {
    pieces.push(heading(labelled(strings, strings.breakdownBy, breakdown.trait), STYLES.heading, 12));
    pieces.push({ kind: 'chart', chart: await renderBreakdownChart(breakdown, CONTENT_WIDTH), gapBefore: 6 });
  }
  return pieces;
}

/** Wraps every text and renders every chart of the report. */
export async function layoutReport(model: ReportModel): Promise<ReportLayout> {
  const strings = reportStrings(model.language);
  const header: Piece[] = [text(model.title, STYLES.title, 0), text(metaLine(model, strings), STYLES.meta, 4, MUTED), { kind: 'rule', color: '#d0d0d0', gapBefore: 12 }];
  const questions: Piece[][] = [];
  for (const question of [...model.questions].sort((a, b) => a.position - b.position)) {
    questions.push(await layoutQuestion(question, strings));
  }
  return { header, questions };
}
