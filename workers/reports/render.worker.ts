/**
 * The report renderer as a worker thread (render-pool.ts): vega, pdfkit and resvg take from
 * tenths of a second to seconds of CPU per file, which must not run on the event loop that
 * answers HTTP requests and runs the other jobs of the process.
 */
import { renderReportPdf } from './report.pdf';
import { renderReportPng } from './report.png';
import type { ReportModel } from './report.types';

export type RenderKind = 'pdf' | 'png' | 'png-preview';

export default async function render({ kind, model }: { kind: RenderKind; model: ReportModel }): Promise<Uint8Array> {
  if (kind === 'pdf') return renderReportPdf(model);
  return renderReportPng(model, { preview: kind === 'png-preview' });
}
