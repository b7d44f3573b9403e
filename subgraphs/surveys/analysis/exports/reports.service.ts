import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../../platform/ids';
import { recordEvent } from '../../../../platform/outbox/outbox';
import type { SurveyView } from '../../authoring';
import { surveyResults } from '../../fieldwork';
import { insightsOfSurveys } from '../insights/insights.service';
import { SurveysError } from '../../surveys.errors';
import { MIN_SHARED_GROUP } from '../../authoring';
import { csvReady } from './csv-export.service';
import type { ReportQuestion } from './report-question';

/** Languages reports render in (fonts for each ship with the renderer); en is rendered on completion. */
export const REPORT_LANGUAGES = ['en', 'es', 'ru', 'zh', 'ja'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export interface StoredReport {
  format: 'pdf' | 'png';
  language: ReportLanguage;
  isPreview: boolean;
  storageKey: string;
  contentType: string;
  bytes: number;
  /** The survey's response count the report was drawn from. */
  responses: number;
  createdAt: Date;
}

/** What the renderer draws: the survey's results with a breakdown and a few explanations per question. */
export interface ReportSource {
  title: string;
  numResponses: number;
  completedAt: string | null;
  questions: (ReportQuestion & { insight: string | null })[];
}

/** Explanations shown per question: pinned first, then helpful-rated, then the longest (most telling). */
const EXPLANATIONS_PER_QUESTION = 3;

export async function reportSource(em: EntityManager, view: SurveyView): Promise<ReportSource> {
  const results = await surveyResults(em, view, { breakdowns: true });
  const quotes = await em.execute<{ question_id: string; explanation: string }[]>(
    `select question_id, explanation from (
       select r.question_id, r.explanation,
              row_number() over (partition by r.question_id
                order by r.pinned desc, (g.rating = 'helpful') is true desc, length(r.explanation) desc, r.id) as n
         from surveys.responses r left join surveys.response_ratings g on g.response_id = r.id
        where r.survey_id = ? and r.rejected_at is null and r.explanation is not null) x
      where n <= ? order by question_id, n`,
    [view.survey.id, EXPLANATIONS_PER_QUESTION],
  );
  const insights = await insightsOfSurveys(em, [view.survey.id]);
  return {
    title: view.survey.name,
    numResponses: view.survey.numResponses,
    completedAt: view.survey.completedAt?.toISOString() ?? null,
    questions: view.questions.map((q) => {
      const r = results.find((x) => x.questionId === q.id)!;
      const label = (o: { label: string | null }, i: number) => o.label ?? `Option ${i + 1}`;
      const first = r.breakdowns[0];
      return {
        position: q.position,
        prompt: q.prompt,
        type: q.type,
        options: r.options.map((o, i) => ({ label: label(o, i), votes: o.votes, percent: o.percentage })),
        winner: r.options.find((o) => o.isWinner)?.label ?? null,
        averageScore: r.averageScore,
        explanations: quotes.filter((x) => x.question_id === q.id).map((x) => x.explanation),
        insight: insights.get(q.id)?.summary || null,
        breakdown: first
          ? // A report file may be opened from a share link: groups too small to stay anonymous are left out.
            {
              trait: first.trait,
              rows: first.segments
                .filter((s) => s.totalResponses >= MIN_SHARED_GROUP)
                .map((s) => ({ value: s.value, options: s.options.map((o, i) => ({ label: label(o, i), percent: o.percentage })) })),
            }
          : null,
      };
    }),
  };
}

export async function listReports(em: EntityManager, surveyId: string): Promise<StoredReport[]> {
  const rows = await em.execute<
    { format: 'pdf' | 'png'; language: ReportLanguage; is_preview: boolean; storage_key: string; content_type: string; bytes: number; responses: number; created_at: Date }[]
  >(
    `select format, language, is_preview, storage_key, content_type, bytes, responses, created_at from surveys.reports
      where survey_id = ? order by format, array_position(array['en','es','ru','zh','ja'], language), is_preview`,
    [surveyId],
  );
  return rows.map((r) => ({
    format: r.format,
    language: r.language,
    isPreview: r.is_preview,
    storageKey: r.storage_key,
    contentType: r.content_type,
    bytes: r.bytes,
    responses: r.responses,
    createdAt: new Date(r.created_at),
  }));
}

/** Records a rendered report, replacing the previous one of the same format, language and kind. */
export async function saveReport(em: EntityManager, surveyId: string, r: Omit<StoredReport, 'createdAt'>): Promise<void> {
  await em.execute(
    `insert into surveys.reports (id, survey_id, format, language, is_preview, storage_key, content_type, bytes, responses)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (survey_id, format, language, is_preview) do update
       set storage_key = excluded.storage_key, content_type = excluded.content_type, bytes = excluded.bytes,
           responses = excluded.responses, created_at = now()`,
    [newId(), surveyId, r.format, r.language, r.isPreview, r.storageKey, r.contentType, r.bytes, r.responses],
  );
}

/**
 * Asks the export worker to render the survey's reports in these languages (on demand; `en`
 * is rendered on completion anyway). The survey must have completed.
 */
export async function requestReports(em: EntityManager, view: SurveyView, languages: string[]): Promise<ReportLanguage[]> {
  if (!csvReady(view)) throw new SurveysError('survey_not_completed', 'Reports are rendered once the survey has completed.', 'surveyId');
  const unknown = languages.filter((l) => !(REPORT_LANGUAGES as readonly string[]).includes(l));
  if (unknown.length > 0 || languages.length === 0) {
    throw new SurveysError('invalid_report_language', `languages: one or more of ${REPORT_LANGUAGES.join(', ')}.`, 'languages');
  }
  const wanted = [...new Set(languages)] as ReportLanguage[];
  recordEvent(em, { type: 'reports.requested', aggregateId: view.survey.id, payload: { surveyId: view.survey.id, languages: wanted } });
  await em.flush();
  return wanted;
}

/**
 * Surveys completed between a week and `graceSeconds` ago whose English report is missing or
 * older than their results: the render that completion asked for was lost or failed.
 */
export async function surveysAwaitingReports(em: EntityManager, graceSeconds: number, limit: number): Promise<{ surveyId: string; responses: number }[]> {
  const rows = await em.execute<{ id: string; num_responses: number }[]>(
    `select s.id, s.num_responses from surveys.surveys s
      where s.status in ('completed', 'archived') and s.deleted_at is null
        and s.completed_at between now() - interval '7 days' and now() - make_interval(secs => ?)
        and not exists (select 1 from surveys.reports r where r.survey_id = s.id and r.format = 'pdf'
                          and r.language = 'en' and not r.is_preview and r.responses = s.num_responses)
      order by s.completed_at limit ?`,
    [graceSeconds, limit],
  );
  return rows.map((r) => ({ surveyId: r.id, responses: r.num_responses }));
}
