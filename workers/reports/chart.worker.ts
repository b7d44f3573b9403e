/**
 * A results page's vote chart as a worker thread (chart-pool.ts): vega takes milliseconds of CPU
 * per chart and a page draws every question's, which held the event loop of the process that
 * answers HTTP requests (issue 38: /healthz waited ~115 ms while one results page drew).
 */
import { renderVotesChart } from './report.charts';
import type { ReportQuestion } from './report.types';

export type ChartTask = { question: Pick<ReportQuestion, 'position' | 'prompt' | 'type' | 'options' | 'winner' | 'averageScore'>; width: number };

export default async function drawVotesChart({ question, width }: ChartTask): Promise<string> {
  return (await renderVotesChart({ ...question, explanations: [], breakdown: null }, width, String)).svg;
}
