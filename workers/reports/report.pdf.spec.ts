import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './index';
import { BAR_COLOR, WINNER_COLOR } from './report.charts';
import { choiceQuestion, longTextModel, model, openQuestion, twentyQuestionModel, twoQuestionModel } from './report.fixtures';
import { parsePdf, pngStats, squash, type ParsedPdf } from '../../test/helpers/report-decoders';

const A4_WIDTH = 595.28;

describe('renderReportPdf', () => {
  it('puts a two-question report on one A4 page with title, prompts, winner, percentages and scores', async () => {
    const pdf = await parsePdf(await renderReportPdf(twoQuestionModel()));
    expect(pdf.numPages).toBe(1);
    expect(pdf.pageWidth).toBeCloseTo(A4_WIDTH, 1);
    expect(pdf.text).toContain('Logo preference study');
    expect(pdf.text).toContain('Responses: 1,234 · Completed: March 21, 2025');
    expect(pdf.text).toContain('Q1. Which logo do you like most?');
    expect(pdf.text).toContain('Q2. How would you rate the new checkout?');
    expect(pdf.text).toContain('Winner: Logo A');
    expect(pdf.text).toContain('62.5% (5)');
    expect(pdf.text).toContain('Average score: 4.2');
    expect(pdf.text).toContain('Breakdown by: Age');
    expect(pdf.text).toContain('55+');
  });

  it('shows three explanations at most, quoted and shortened to about 300 characters', async () => {
    const pdf = await parsePdf(await renderReportPdf(twoQuestionModel()));
    expect(pdf.text).toContain('What people said');
    expect(pdf.text).toContain('\u201cB looks modern but a bit cold.\u201d');
    expect(pdf.text).not.toContain('A fourth explanation');
    const long = squash(pdf.text).match(/“IwouldpickA[^”]*”/)?.[0] ?? '';
    expect(long).toMatch(/…”$/);
    expect(long.length).toBeLessThan(300);
  });

  it('puts the question’s ai summary under "Why they answered this way", before the explanations', async () => {
    const base = twoQuestionModel();
    const summary = 'Across 8 explanations, the reason given most often is modern look (5). Respondents who chose "Logo A" most often mention modern look.';
    const withInsight = { ...base, questions: base.questions.map((q, i) => (i === 0 ? { ...q, insight: summary } : q)) };
    const pdf = await parsePdf(await renderReportPdf(withInsight));
    expect(pdf.text.match(/Why they answered this way/g)).toHaveLength(1);
    expect(squash(pdf.text)).toContain(squash(summary));
    expect(squash(pdf.text).indexOf(squash(summary))).toBeLessThan(squash(pdf.text).indexOf('Whatpeoplesaid'));
  });

  it('says "No clear winner" on a tie and draws no chart or winner for an open question', async () => {
    const tie = choiceQuestion(1, 'Pick one', ['Red', 'Blue'], [3, 3]);
    const pdf = await parsePdf(await renderReportPdf(model([tie, openQuestion(2)])));
    expect(pdf.text.match(/No clear winner/g)).toHaveLength(1);
    expect(pdf.text).not.toContain('Winner:');
    expect(pdf.text).toContain('Q2. What would make you switch to our product?');
    expect(pdf.text).toContain('\u201cA lower price.\u201d');
  });

  it('spreads 20 questions over several pages without splitting any question', async () => {
    const report = twentyQuestionModel();
    const pdf = await parsePdf(await renderReportPdf(report));
    expect(pdf.numPages).toBeGreaterThan(1);
    const flat = squash(pdf.text);
    for (const q of report.questions) expect(flat).toContain(squash(`Q${q.position}. ${q.prompt}`));
    expect(pagesPerQuestion(pdf)).toEqual(report.questions.map(() => 1));
    expect(pdf.text).toContain(`1 / ${pdf.numPages}`);
  });

  it('wraps long titles, prompts, labels and explanations inside the page', async () => {
    const report = longTextModel();
    const pdf = await parsePdf(await renderReportPdf(report));
    expect(squash(pdf.text)).toContain(squash(`Q1. ${report.questions[0].prompt}`));
    expect(pdf.items.filter((i) => i.str.startsWith('Q1. ')).length).toBe(1);
    for (const item of pdf.items) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(40);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(A4_WIDTH - 40);
    }
    // The prompt alone takes several lines: it was wrapped, not drawn off the page.
    const promptLines = pdf.items.filter((i) => i.str.includes('groceries online')).length;
    expect(promptLines).toBeGreaterThanOrEqual(3);
  });

  it('draws a page that is visibly not blank, with the bar colours in it', async () => {
    const pdf = await parsePdf(await renderReportPdf(twoQuestionModel()));
    const stats = pngStats(await pdf.renderPage(1, 2));
    expect(stats.width).toBe(Math.ceil(A4_WIDTH * 2));
    expect(stats.inkRatio).toBeGreaterThan(0.03);
    expect(stats.inkRatio).toBeLessThan(0.6);
    expect(stats.distinctColours).toBeGreaterThan(10);
    expect(stats.count(BAR_COLOR)).toBeGreaterThan(1000);
    expect(stats.count(WINNER_COLOR)).toBeGreaterThan(1000);
  });

  it('produces the same bytes for the same model', async () => {
    const [a, b] = [await renderReportPdf(twoQuestionModel()), await renderReportPdf(twoQuestionModel())];
    expect(a.equals(b)).toBe(true);
  });
});

/** For each question, on how many pages its text items lie (1 = never split). */
function pagesPerQuestion(pdf: ParsedPdf): number[] {
  const pages: Set<number>[] = [];
  for (const item of pdf.items) {
    if (/^Q\d+\. /.test(item.str)) pages.push(new Set());
    pages.at(-1)?.add(item.page);
  }
  // A page number, drawn last on its page, joins the question drawn last there: same page.
  return pages.map((set) => set.size);
}
