import { describe, expect, it } from 'vitest';
import type { TopLevelSpec } from 'vega-lite';
import { BAR_COLOR, WINNER_COLOR, renderBreakdownChart, renderChartSvg, renderVotesChart } from './report.charts';
import { logoQuestion } from './report.fixtures';

describe('renderVotesChart', () => {
  it('draws one bar per option, the winner darker, with labels and "NN.N% (votes)" as text', async () => {
    const chart = await renderVotesChart(logoQuestion(1), 500, String);
    expect(chart.width).toBe(500);
    expect(chart.svg).toMatch(/^<svg /);
    for (const text of ['Logo A', 'Logo B', 'Logo C', '62.5% (5)', '25.0% (2)', '12.5% (1)']) expect(chart.svg).toContain(`>${text}<`);
    expect(chart.svg.match(new RegExp(`fill="${BAR_COLOR}"`, 'g'))).toHaveLength(2);
    expect(chart.svg.match(new RegExp(`fill="${WINNER_COLOR}"`, 'g'))).toHaveLength(1);
  });

  it('keeps the chart width with long CJK labels by wrapping them', async () => {
    const question = logoQuestion(1);
    question.options[0].label = '一个很长很长的中文选项标签需要换行才能显示完整的内容一个很长很长的中文选项标签';
    const chart = await renderVotesChart(question, 400, String);
    expect(chart.width).toBe(400);
    expect(chart.svg).toContain('<tspan');
  });

  it('keeps the five most voted options on one line each when compact', async () => {
    const question = logoQuestion(1);
    question.options = Array.from({ length: 8 }, (_, i) => ({ label: `Option ${i} ${'long '.repeat(20)}`, votes: i, percent: i * 3.5 }));
    const chart = await renderVotesChart(question, 400, String, true);
    expect(chart.svg).not.toContain('<tspan');
    expect(chart.svg).not.toContain('Option 2');
    expect(chart.svg).toContain('Option 3');
  });
});

describe('renderBreakdownChart', () => {
  it('draws a cell per option and trait value with its percentage', async () => {
    const chart = await renderBreakdownChart(logoQuestion(1).breakdown!, 500);
    for (const text of ['18-24', '55+', 'Logo A', '80.0%', '0.0%']) expect(chart.svg).toContain(`>${text}<`);
  });
});

describe('renderChartSvg', () => {
  it('refuses to load data from a URL', async () => {
    const spec = { data: { url: 'http://127.0.0.1:9/data.json' }, mark: 'bar', encoding: { x: { field: 'a', type: 'quantitative' } } } as TopLevelSpec;
    await expect(renderChartSvg(spec)).rejects.toThrow('report charts load nothing (asked for http://127.0.0.1:9/data.json)');
  });
});
