import { describe, expect, it } from 'vitest';
import { renderReportPng } from './index';
import { BAR_COLOR, WINNER_COLOR } from './report.charts';
import { longTextModel, model, openQuestion, twoQuestionModel } from './report.fixtures';
import { pngStats } from '../../test/helpers/report-decoders';

describe('renderReportPng', () => {
  it('renders a 1200x630 preview card with the title and the first chart', async () => {
    const stats = pngStats(await renderReportPng(twoQuestionModel(), { preview: true }));
    expect([stats.width, stats.height]).toEqual([1200, 630]);
    expect(stats.inkRatio).toBeGreaterThan(0.05);
    expect(stats.inkRatio).toBeLessThan(0.5);
    expect(stats.count(WINNER_COLOR)).toBeGreaterThan(2000);
    expect(stats.count(BAR_COLOR)).toBeGreaterThan(2000);
    // The title's rows (about 28-60 pt down the card, at 2 px per pt) carry ink.
    expect(pngStats(await renderReportPng(twoQuestionModel(), { preview: true }), { top: 56, bottom: 120 }).inkRatio).toBeGreaterThan(0.03);
  });

  it('keeps the card size when titles are long and when no question has a chart', async () => {
    for (const report of [longTextModel(), model([openQuestion(1)])]) {
      const stats = pngStats(await renderReportPng(report, { preview: true }));
      expect([stats.width, stats.height]).toEqual([1200, 630]);
      expect(stats.inkRatio).toBeGreaterThan(0.01);
    }
  });

  it('renders the whole report as one tall image 1200 px wide', async () => {
    const two = pngStats(await renderReportPng(twoQuestionModel()));
    expect(two.width).toBe(1200);
    expect(two.height).toBeGreaterThan(1200);
    expect(two.inkRatio).toBeGreaterThan(0.03);
    expect(two.inkRatio).toBeLessThan(0.5);
    expect(two.count(BAR_COLOR)).toBeGreaterThan(2000);
    expect(two.count(WINNER_COLOR)).toBeGreaterThan(2000);
    const one = pngStats(await renderReportPng(model([openQuestion(1)])));
    expect(one.width).toBe(1200);
    expect(one.height).toBeLessThan(two.height / 2);
    expect(one.count(BAR_COLOR)).toBe(0);
  });

  it('produces the same bytes for the same model', async () => {
    const [a, b] = [await renderReportPng(twoQuestionModel()), await renderReportPng(twoQuestionModel())];
    expect(a.equals(b)).toBe(true);
    const [c, d] = [await renderReportPng(twoQuestionModel(), { preview: true }), await renderReportPng(twoQuestionModel(), { preview: true })];
    expect(c.equals(d)).toBe(true);
  });
});
