/**
 * Survey report renderer: a ReportModel in, a PDF or PNG out. Charts are vega-lite specs rendered
 * to SVG in-process (no canvas, no network), the PDF is laid out with pdfkit (charts stay vector
 * through svg-to-pdfkit) and the PNG is rasterised by resvg, all with the shipped Noto Sans SC font.
 */
export type { ReportBreakdown, ReportLanguage, ReportModel, ReportOption, ReportQuestion } from './report.types';
export { reportStrings, type ReportStrings } from './report.strings';
export { renderReportPdf } from './report.pdf';
export { renderReportPng } from './report.png';
export { renderVotesChart, type ChartSvg } from './report.charts';
