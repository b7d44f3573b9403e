import { mediaStorage, newMediaKey } from '../../subgraphs/media';
import { csvReady, ensureSurveyInsights, findSurveyForReference, reportSource, saveReport } from '../../subgraphs/surveys';
import { renderInPool } from '../reports/render-pool';
import type { JobHandler } from './handler';

const KINDS = [
  { kind: 'pdf', format: 'pdf', isPreview: false, contentType: 'application/pdf' },
  { kind: 'png', format: 'png', isPreview: false, contentType: 'image/png' },
  { kind: 'png-preview', format: 'png', isPreview: true, contentType: 'image/png' },
] as const;

/**
 * Renders (on the render threads, workers/reports/render-pool.ts) a completed survey's reports — the PDF, the full PNG and the PNG preview card — in
 * each language asked for, stores the bytes in media storage under fresh random keys, then
 * records them (replacing the previous rendering). A retry renders again; the result is the same.
 */
export const renderReports: JobHandler<'reports.render'> = async ({ surveyId, languages }, { orm, log }) => {
  const em = orm.em.fork();
  const view = await findSurveyForReference(em, surveyId);
  if (!view || !csvReady(view)) return { skipped: 'survey not completed' };
  // The reports show each question's insight: computed here when the insights job has not
  // stored it yet (or a rejection made it out of date), so the PDF never goes out without it.
  await ensureSurveyInsights(em, surveyId, { log });
  const source = await reportSource(em, view);
  const storage = mediaStorage();
  for (const language of languages) {
    const model = { ...source, surveyId, language };
    for (const kind of KINDS) {
      const bytes = await renderInPool(kind.kind, model);
      const storageKey = newMediaKey(`reports/${surveyId}`, `report-${language}${kind.isPreview ? '-preview' : ''}.${kind.format}`);
      await storage.put(storageKey, bytes, kind.contentType);
      await saveReport(em, surveyId, {
        format: kind.format,
        language,
        isPreview: kind.isPreview,
        storageKey,
        contentType: kind.contentType,
        bytes: bytes.length,
        responses: source.numResponses,
      });
    }
  }
  log.info({ surveyId, languages }, 'reports rendered');
  return { rendered: languages };
};
