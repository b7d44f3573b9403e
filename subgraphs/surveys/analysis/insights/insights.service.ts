import type { EntityManager } from '@mikro-orm/postgresql';
import type { Answer } from '../../answers';
import { likertPoints } from '../../answers';
import { computeInsightsOffLoop, detectLanguageOffLoop } from './insight-pool';
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
  question_id: string;
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
export async function computeSurveyInsights(em: EntityManager, surveyId: string): Promise<{ questions: number; language: string } | null> {
  // The database's clock, before reading: a rejection after this makes the insight out of date.
  const [{ now }] = await em.execute<{ now: Date }[]>('select clock_timestamp() as now');
  const [survey] = await em.execute<{ country: string; status: string }[]>('select country, status from surveys.surveys where id = ? and deleted_at is null', [surveyId]);
  if (!survey || (survey.status !== 'completed' && survey.status !== 'archived')) return null;
  const questions = await em.execute<QuestionRow[]>(
    `select q.id, q.type, q.variant, q.prompt, q.likert_scale,
            coalesce(json_agg(json_build_object('id', o.id, 'label', o.label) order by o.position) filter (where o.id is not null), '[]') as options
       from surveys.questions q left join surveys.options o on o.question_id = q.id
      where q.survey_id = ? group by q.id order by q.position`,
    [surveyId],
  );
  // At most READ_PER_QUESTION explanations of a question, a fixed sample beyond that (by a hash
  // of the id, so a recomputation reads the same ones): the memory an insight takes is bounded.
  const rows = await em.execute<ResponseRow[]>(
    `select id, question_id, answer, explanation, of from (
       select id, question_id, answer, explanation, count(*) over (partition by question_id)::int as of,
              row_number() over (partition by question_id order by md5(id::text)) as k
         from surveys.responses where survey_id = ? and rejected_at is null) x
      where k <= ? order by question_id, id`,
    [surveyId, READ_PER_QUESTION],
  );
  const texts = rows.map(textOf).filter((t) => t.trim() !== '');
  // The engine runs on a worker thread (insight-pool.ts): this process's requests, other jobs
  // and job locks keep their event loop while a large survey is read.
  const language = await detectLanguageOffLoop(survey.country, texts.slice(0, DETECT_SAMPLE));
  const asked = questions.map((q): InsightQuestion => ({ id: q.id, type: q.type, variant: q.variant, prompt: q.prompt, options: q.options }));
  const byQuestion = new Map<string, ResponseRow[]>();
  for (const r of rows) {
    const list = byQuestion.get(r.question_id);
    if (list) list.push(r);
    else byQuestion.set(r.question_id, [r]);
  }
  // Every text the engine will read of a question: its explanations as it reads them, its prompt and labels.
  const readOf = (q: InsightQuestion) => {
    const strip = textToRead(q);
    return [...(byQuestion.get(q.id) ?? []).map((r) => strip(textOf(r))), q.prompt, ...q.options.map((o) => o.label ?? '')];
  };
  const reader = await readerFor(em, language, () => asked.flatMap(readOf));

  const computedAt = new Date(now).toISOString();
  const answeredQuestions = questions.flatMap((q, i) => {
    const answered = byQuestion.get(q.id) ?? [];
    if (!answered.length) return [];
    const responses: InsightResponse[] = answered.map((r) => ({ id: r.id, text: textOf(r), chosen: chosenBy(q, r.answer), score: r.answer.score ?? null }));
    return [{ question: asked[i], responses }];
  });
  // One task per question, one after another: each is copied to the thread as its own message
  // (a survey's 50,000 explanations in one message held the event loop ~90 ms while copied).
  const computed: QuestionInsight[] = [];
  for (const one of answeredQuestions) {
    computed.push(...(await computeInsightsOffLoop({ reader: readerOfQuestion(reader, () => readOf(one.question)), questions: [one], computedAt })));
  }
  const insights = computed.map((insight, i) => {
    const of = byQuestion.get(answeredQuestions[i].question.id)![0].of;
    const method = of > READ_PER_QUESTION ? `${insight.method}; a fixed sample of ${READ_PER_QUESTION} of ${of} explanations` : insight.method;
    return { questionId: answeredQuestions[i].question.id, insight: { ...insight, method } };
  });
  await saveInsights(em, surveyId, insights, computedAt);
  return { questions: insights.length, language };
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
      cross join lateral (select greatest(s.completed_at, max(p.rejected_at)) as since from surveys.respondents p where p.survey_id = s.id) x
      where s.status in ('completed', 'archived') and s.deleted_at is null
        and s.completed_at >= now() - interval '7 days' and x.since <= now() - make_interval(secs => ?)
        and exists (select 1 from surveys.questions q
                     where q.survey_id = s.id
                       and exists (select 1 from surveys.responses r where r.question_id = q.id and r.rejected_at is null)
                       and not exists (select 1 from surveys.question_insights i where i.question_id = q.id and i.computed_at >= x.since))
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

/** The reader as one question needs it: of the lexemes, only its texts' (what goes to the thread with it). */
function readerOfQuestion(reader: Reader, texts: () => string[]): Reader {
  if (reader.kind !== 'lexemes') return reader;
  const lexemes = new Map<string, Lexeme[]>();
  for (const t of texts()) {
    const found = reader.lexemes.get(t);
    if (found) lexemes.set(t, found);
  }
  return { ...reader, lexemes };
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
