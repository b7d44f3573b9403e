import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Answer } from '../../answers';
import { likertPoints } from '../../answers';
import { logger } from '../../../../platform/logger';
import { computeInsightsOffLoop, detectLanguageOffLoop } from './insight-pool';
import { insightModelFromConfig, type InsightModel } from './insight-model';
import type { Reader } from './insight.worker';
import { textToRead, type InsightQuestion, type InsightResponse, type QuestionInsight } from './insights';
import { TEXT_SEARCH_CONFIGS, type Lexeme } from './languages';

/**
 * Computes and stores the `ai` insight of every question of a completed survey that has valid
 * responses (surveys.question_insights), and finds surveys whose insights are missing or out of
 * date. The job `insights.compute` runs it on `survey.completed`; the reconciler, for what
 * that job did not do.
 */

/** Languages are told apart on at most this many explanations (enough words, bounded work). */
const DETECT_SAMPLE = 200;
/**
 * The explanations of one question an insight reads at most: a question's largest sample (5,000
 * people), so a real survey is read whole; beyond it (data loaded from elsewhere), a fixed sample.
 */
export const READ_PER_QUESTION = 5_000;

interface QuestionRow {
  id: string;
  type: string;
  variant: string | null;
  prompt: string;
  likert_scale: string | null;
  options: { id: string; label: string | null }[];
}

interface ResponseRow {
  id: string;
  answer: Answer;
  explanation: string | null;
  /** The question's valid responses in all, of which this one was read. */
  of: number;
}

/**
 * Computes the insights of a completed survey and stores them, replacing the previous ones.
 * Returns null (and stores nothing) when the survey is not completed: a reopened survey is
 * computed again when it completes again. Idempotent; a newer computation is never overwritten
 * by an older one.
 */
export async function computeSurveyInsights(
  em: EntityManager,
  surveyId: string,
  opts: {
    /** The optional language model (INSIGHT_API_URL by default): live-mode surveys only; test mode is always offline. */
    model?: InsightModel | null;
    /** Where a model's failure is logged (the job's logger). */
    log?: Logger;
  } = {},
): Promise<{ questions: number; language: string } | null> {
  const model = opts.model === undefined ? insightModelFromConfig() : opts.model;
  const log = opts.log ?? logger();
  // The database's clock, before reading: a rejection after this makes the insight out of date.
  const [{ now }] = await em.execute<{ now: Date }[]>('select clock_timestamp() as now');
  const [survey] = await em.execute<{ country: string; status: string; livemode: boolean }[]>(
    'select country, status, livemode from surveys.surveys where id = ? and deleted_at is null',
    [surveyId],
  );
  if (!survey || (survey.status !== 'completed' && survey.status !== 'archived')) return null;
  const questions = await em.execute<QuestionRow[]>(
    `select q.id, q.type, q.variant, q.prompt, q.likert_scale,
            coalesce(json_agg(json_build_object('id', o.id, 'label', o.label) order by o.position) filter (where o.id is not null), '[]') as options
       from surveys.questions q left join surveys.options o on o.question_id = q.id
      where q.survey_id = ? group by q.id order by q.position`,
    [surveyId],
  );
  // The language, told from a sample of the survey's explanations.
  const sample = await em.execute<{ text: string }[]>(
    `select t.text from surveys.responses r cross join lateral (select coalesce(r.explanation, r.answer->>'mediaTranscription', '') as text) t
      where r.survey_id = ? and r.rejected_at is null and btrim(t.text) <> '' order by r.question_id, r.id limit ?`,
    [surveyId, DETECT_SAMPLE],
  );
  // The engine runs on a worker thread (insight-pool.ts): this process's requests, other jobs
  // and job locks keep their event loop while a large survey is read.
  const language = await detectLanguageOffLoop(
    survey.country,
    sample.map((r) => r.text),
  );
  const computedAt = new Date(now).toISOString();
  // One question at a time: read, sent to the thread as its own message, computed, let go. This
  // process holds one question's explanations at most (5,000), never a whole survey's (50,000:
  // their garbage held the event loop in collector pauses of up to ~140 ms).
  const insights: { questionId: string; insight: QuestionInsight }[] = [];
  for (const q of questions) {
    const rows = await readQuestion(em, q.id);
    if (!rows.length) continue;
    const question: InsightQuestion = { id: q.id, type: q.type, variant: q.variant, prompt: q.prompt, options: q.options };
    // Every text the engine will read of the question: its explanations as it reads them, its prompt and labels.
    const strip = textToRead(question);
    const reader = await readerFor(em, language, () => [...rows.map((r) => strip(textOf(r))), q.prompt, ...q.options.map((o) => o.label ?? '')]);
    const responses: InsightResponse[] = rows.map((r) => ({ id: r.id, text: textOf(r), chosen: chosenBy(q, r.answer), score: r.answer.score ?? null }));
    const [offline] = await computeInsightsOffLoop({ reader, questions: [{ question, responses }], computedAt });
    const insight = model && survey.livemode ? await writtenByModel(model, question, responses, offline, log) : offline;
    const of = rows[0].of;
    const method = of > READ_PER_QUESTION ? `${insight.method}; a fixed sample of ${READ_PER_QUESTION} of ${of} explanations` : insight.method;
    insights.push({ questionId: q.id, insight: { ...insight, method } });
  }
  await saveInsights(em, surveyId, insights, computedAt);
  return { questions: insights.length, language };
}

/** When a survey's insights must be at least as new as: its completion or its latest rejection (`x.since`). */
const SINCE = 'cross join lateral (select greatest(s.completed_at, max(p.rejected_at)) as since from surveys.respondents p where p.survey_id = s.id) x';
/** A question of survey `s` with valid responses has no insight computed since `x.since`. */
const OUT_OF_DATE = `exists (select 1 from surveys.questions q
    where q.survey_id = s.id
      and exists (select 1 from surveys.responses r where r.question_id = q.id and r.rejected_at is null)
      and not exists (select 1 from surveys.question_insights i where i.question_id = q.id and i.computed_at >= x.since))`;

/**
 * Computes the survey's insights only when one is missing or older than what it read (as the
 * reconciler judges, surveysAwaitingInsights): the report job's call. The insights job has
 * usually stored them already; computing again would ask a configured model twice for the
 * same survey and could change what the results page already shows.
 */
export async function ensureSurveyInsights(
  em: EntityManager,
  surveyId: string,
  opts: Parameters<typeof computeSurveyInsights>[2] = {},
): Promise<{ questions: number; language: string } | null | 'current'> {
  const [{ stale }] = await em.execute<{ stale: boolean }[]>(`select exists (select 1 from surveys.surveys s ${SINCE} where s.id = ? and ${OUT_OF_DATE}) as stale`, [surveyId]);
  return stale ? computeSurveyInsights(em, surveyId, opts) : 'current';
}

/** The model's summary and labels over the offline insight; the offline insight when the model fails in any way. */
async function writtenByModel(model: InsightModel, question: InsightQuestion, responses: InsightResponse[], offline: QuestionInsight, log: Logger): Promise<QuestionInsight> {
  try {
    return await model.rewrite(question, responses, offline);
  } catch (err) {
    // No text of the question or its explanations in the log: only why.
    log.warn({ questionId: question.id, model: model.model, reason: (err as Error).message }, 'insight model failed: the offline insight is kept');
    return offline;
  }
}

/** Replaces the survey's insights; a row computed later than this one is kept. */
async function saveInsights(em: EntityManager, surveyId: string, insights: { questionId: string; insight: QuestionInsight }[], computedAt: string): Promise<void> {
  await em.transactional(async (tem) => {
    if (insights.length) {
      await tem.execute(
        `insert into surveys.question_insights (question_id, survey_id, insight, computed_at)
         select x.question_id, ?, x.insight, ? from jsonb_to_recordset(?::jsonb) as x(question_id uuid, insight jsonb)
         on conflict (question_id) do update set insight = excluded.insight, computed_at = excluded.computed_at
          where surveys.question_insights.computed_at <= excluded.computed_at`,
        [surveyId, computedAt, JSON.stringify(insights.map((i) => ({ question_id: i.questionId, insight: i.insight })))],
      );
    }
    // Questions without valid responses any more (every one rejected) have no insight.
    await tem.execute(
      `delete from surveys.question_insights where survey_id = ? and computed_at <= ?
          and not (question_id = any (select (jsonb_array_elements_text(?::jsonb))::uuid))`,
      [surveyId, computedAt, JSON.stringify(insights.map((i) => i.questionId))],
    );
  });
}

/** The stored insight of each question of these surveys that has one, by question id. */
export async function insightsOfSurveys(em: EntityManager, surveyIds: string[]): Promise<Map<string, QuestionInsight>> {
  if (!surveyIds.length) return new Map();
  const rows = await em.execute<{ question_id: string; insight: QuestionInsight }[]>(
    'select question_id, insight from surveys.question_insights where survey_id in (select (jsonb_array_elements_text(?::jsonb))::uuid)',
    [JSON.stringify(surveyIds)],
  );
  return new Map(rows.map((r) => [r.question_id, r.insight]));
}

/**
 * Completed surveys (within a week) whose insights are missing or older than what they read
 * (a rejection marks the respondent and its responses at the same moment):
 * the completion's job was lost or failed, or a respondent was rejected since (a stopped survey
 * does not reopen, so nothing else recomputes it). `since` is that moment, in epoch
 * milliseconds: with the survey id it makes the reconciler's job id.
 */
export async function surveysAwaitingInsights(em: EntityManager, graceSeconds: number, limit: number): Promise<{ surveyId: string; since: number }[]> {
  const rows = await em.execute<{ id: string; since_ms: string }[]>(
    `select s.id, floor(extract(epoch from x.since) * 1000)::bigint as since_ms
       from surveys.surveys s
      ${SINCE}
      where s.status in ('completed', 'archived') and s.deleted_at is null
        and s.completed_at >= now() - interval '7 days' and x.since <= now() - make_interval(secs => ?)
        and ${OUT_OF_DATE}
      order by s.completed_at limit ?`,
    [graceSeconds, limit],
  );
  return rows.map((r) => ({ surveyId: r.id, since: Number(r.since_ms) }));
}

/** What a response says why: its explanation, or for a screen recording the transcription. */
function textOf(r: ResponseRow): string {
  return r.explanation ?? r.answer.mediaTranscription ?? '';
}

/** The options or statements an answer picked (InsightResponse.chosen). */
function chosenBy(q: QuestionRow, a: Answer): string[] {
  switch (q.type) {
    case 'head_to_head':
    case 'single_select':
      return a.chosenOption ? [a.chosenOption] : [];
    case 'ranked':
      return a.ranking?.filter((r) => r.rank === 1).map((r) => r.option) ?? [];
    case 'multi_select':
      return a.selectedOptions ?? [];
    case 'likert': {
      if (!a.statements?.length) return [];
      const mid = (likertPoints(q.likert_scale ?? 'agreement5') + 1) / 2;
      const strongest = Math.max(...a.statements.map((s) => Math.abs(s.value - mid)));
      return a.statements.filter((s) => Math.abs(s.value - mid) === strongest).map((s) => s.id);
    }
    default:
      return [];
  }
}

/** How the engine reads this language: wink-nlp for English, PostgreSQL's lexemes for the others it has a configuration for. */
async function readerFor(em: EntityManager, language: string, texts: () => string[]): Promise<Reader> {
  if (language === 'en') return { kind: 'english' };
  const config = TEXT_SEARCH_CONFIGS[language];
  if (!config) return { kind: 'unread', language };
  return { kind: 'lexemes', language, config, lexemes: await lexemesOf(em, config, texts()) };
}

/**
 * A question's valid responses as the insight reads them: at most READ_PER_QUESTION, a fixed sample
 * beyond that (by a hash of the id, so a recomputation reads the same ones), in id order; each row
 * says how many there are in all (`of`).
 */
function readQuestion(em: EntityManager, questionId: string): Promise<ResponseRow[]> {
  return em.execute<ResponseRow[]>(
    `select id, answer, explanation, of from (
       select id, answer, explanation, count(*) over ()::int as of, row_number() over (order by md5(id::text)) as k
         from surveys.responses where question_id = ? and rejected_at is null) x
      where k <= ? order by id`,
    [questionId, READ_PER_QUESTION],
  );
}

/** Each distinct text's words as the PostgreSQL text-search configuration reads them (stems; null for stop words). */
async function lexemesOf(em: EntityManager, config: string, texts: string[]): Promise<Map<string, Lexeme[]>> {
  const distinct = [...new Set(texts.filter((t) => t.trim() !== ''))];
  const out = new Map<string, Lexeme[]>(distinct.map((t) => [t, []]));
  if (!distinct.length) return out;
  const rows = await em.execute<{ i: string; token: string; lexeme: string | null }[]>(
    `select x.i, t.token, t.lexemes[1] as lexeme
       from jsonb_array_elements_text(?::jsonb) with ordinality as x(text, i)
      cross join lateral ts_debug(?::regconfig, x.text) with ordinality as t(alias, description, token, dictionaries, dictionary, lexemes, n)
      where t.lexemes is not null and t.alias in ('word', 'asciiword', 'hword', 'asciihword')
      order by x.i, t.n`,
    [JSON.stringify(distinct), config],
  );
  for (const r of rows) out.get(distinct[Number(r.i) - 1])!.push({ token: r.token, lexeme: r.lexeme ?? null });
  return out;
}
