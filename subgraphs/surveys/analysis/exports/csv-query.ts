import { escapeLiteral } from 'pg';

/**
 * The SQL behind a survey's CSV export (docs/exports.md lists the columns). PostgreSQL writes
 * the rows itself with `COPY (…) TO STDOUT (FORMAT csv)`, quoting per RFC 4180; the header
 * line is written by csv-stringify, because COPY's own header would cut column names at 63
 * bytes. COPY takes no bind parameters, so the few values inlined here are escaped with pg's
 * escapeLiteral (they are UUIDs and trait names from our own catalogue anyway).
 */

export type CsvLayout = 'long' | 'wide';
/** GUIDs for v1, `<prefix>_<32 hex>` for v2 (the same UUIDs). */
export type CsvIdStyle = 'guid' | 'prefixed';
/**
 * Which respondents: `valid` (the default) leaves rejected ones out, as the results do; `all`
 * includes them and adds the `status` and `rejection_reason` columns (docs/exports.md).
 */
export type CsvStatus = 'valid' | 'all';

export interface CsvQuestion {
  id: string;
  position: number;
  prompt: string;
}

export interface CsvQueryInput {
  surveyId: string;
  layout: CsvLayout;
  ids: CsvIdStyle;
  /** `valid` unless given. */
  status?: CsvStatus;
  /** The survey's reporting traits by name ("Age"), in reporting order: one column each. */
  traits: string[];
  /** wide only: one answer and one explanation column per question, in position order. */
  questions: CsvQuestion[];
}

export interface CsvQuery {
  header: string[];
  /** The `COPY (…) TO STDOUT` statement. */
  copy: string;
}

const id = (style: CsvIdStyle, prefix: string, column: string) => (style === 'guid' ? `${column}::text` : `'${prefix}_' || replace(${column}::text, '-', '')`);

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One response's answer as text, by question type: option labels (multi-select joined with
 * "; " in option order, ranked with " > " in rank order), likert "statement: value" pairs,
 * the score, click points in percent of the image, the four Van Westendorp prices, the
 * recording's URL. Open-ended answers are their explanation, so this is empty for them.
 */
const ANSWER = `case q.type
  when 'single_select' then (select o.label from o where o.id = (r.answer->>'chosenOption')::uuid)
  when 'head_to_head' then (select o.label from o where o.id = (r.answer->>'chosenOption')::uuid)
  when 'multi_select' then (select string_agg(o.label, '; ' order by o.position) from o
     where o.id in (select x::uuid from jsonb_array_elements_text(r.answer->'selectedOptions') x))
  when 'ranked' then (select string_agg(o.label, ' > ' order by (x->>'rank')::int) from jsonb_array_elements(r.answer->'ranking') x
     join o on o.id = (x->>'option')::uuid)
  when 'likert' then (select string_agg((x->>'statement') || ': ' || (x->>'value'), '; ' order by n) from jsonb_array_elements(r.answer->'statements') with ordinality s(x, n))
  when 'rating' then r.answer->>'score'
  when 'click_test' then (select string_agg('(' || (x->>'xCoord') || ', ' || (x->>'yCoord') || ')', '; ' order by (x->>'number')::int) from jsonb_array_elements(r.answer->'clicks') x)
  when 'price_sensitivity' then format('too cheap %s; bargain %s; expensive %s; too expensive %s',
     r.answer->'prices'->>'tooCheap', r.answer->'prices'->>'bargain', r.answer->'prices'->>'expensive', r.answer->'prices'->>'tooExpensive')
  when 'screen_recording' then r.answer->>'media'
  end`;

/** A screen recording is explained by its transcription. */
const EXPLANATION = `coalesce(r.explanation, r.answer->>'mediaTranscription')`;

const LONG_COLUMNS = ['respondent_id', 'response_id', 'question_id', 'question_number', 'question_type', 'question', 'answer', 'explanation', 'pinned', 'responded_at'];

/**
 * status=all only: `valid` or `rejected` by the rejection time given (the response's in the
 * long form, the respondent's in the wide one), then the respondent's reason, empty while valid.
 */
const STATUS_COLUMNS = ['status', 'rejection_reason'];
const statusColumns = (rejectedAt: string) => `, case when ${rejectedAt} is null then 'valid' else 'rejected' end, case when ${rejectedAt} is not null then p.rejection_reason end`;

const traitValue = (name: string) => cell(`(select t->>'value' from jsonb_array_elements(p.traits) t where t->>'trait' = ${escapeLiteral(name)} limit 1)`);

/**
 * A text cell a spreadsheet must not run as a formula (OWASP "CSV injection"): a value starting
 * with =, +, -, @, a tab or a carriage return gets a single quote in front, in SQL, so COPY
 * still writes every byte (csv-cells.ts does the same for the header line). One regexp_replace
 * names its argument once, so the answer's subqueries are not evaluated twice.
 */
export const cell = (expr: string) => `regexp_replace(${expr}, '^([-=+@\\t\\r])', '''\\1')`;

export function csvQuery(input: CsvQueryInput): CsvQuery {
  return input.layout === 'long' ? longQuery(input) : wideQuery(input);
}

/** One row per response (valid ones, or all with their status), in collection order. */
function longQuery({ surveyId, ids, status = 'valid', traits }: CsvQueryInput): CsvQuery {
  const survey = escapeLiteral(surveyId);
  const all = status === 'all';
  const header = [...LONG_COLUMNS, ...(all ? STATUS_COLUMNS : []), ...traits];
  const select = `with q as (select id, position, type, prompt from surveys.questions where survey_id = ${survey}),
  o as materialized (select o.id, o.position, coalesce(o.label, o.media_url) as label from surveys.options o join q on q.id = o.question_id)
  select ${id(ids, 'rsd', 'p.id')}, ${id(ids, 'rsp', 'r.id')}, ${id(ids, 'qst', 'q.id')}, q.position, q.type, ${cell('q.prompt')},
         ${cell(`nullif(${ANSWER}, '')`)}, ${cell(`nullif(${EXPLANATION}, '')`)}, case when r.pinned then 'true' else 'false' end, ${utc('r.created_at')}${all ? statusColumns('r.rejected_at') : ''}${traits.map((t) => `, ${traitValue(t)}`).join('')}
    from surveys.responses r
    join q on q.id = r.question_id
    join surveys.respondents p on p.id = r.respondent_id
   where r.survey_id = ${survey}${all ? '' : ' and r.rejected_at is null'}
   order by r.id`;
  return { header, copy: copyOf(select) };
}

/**
 * One row per respondent (valid ones, or all with their status), in collection order: traits,
 * then each question's answer and explanation.
 */
function wideQuery({ surveyId, ids, status = 'valid', traits, questions }: CsvQueryInput): CsvQuery {
  const survey = escapeLiteral(surveyId);
  const all = status === 'all';
  const header = ['respondent_id', 'responded_at', ...(all ? STATUS_COLUMNS : []), ...traits];
  const perQuestion: string[] = [];
  for (const question of questions) {
    header.push(`Q${question.position} ${question.prompt}`, `Q${question.position} explanation`);
    const qid = escapeLiteral(question.id);
    perQuestion.push(`max(a.answer) filter (where a.question_id = ${qid})`, `max(a.explanation) filter (where a.question_id = ${qid})`);
  }
  const select = `with q as (select id, position, type, prompt from surveys.questions where survey_id = ${survey}),
  o as materialized (select o.id, o.position, coalesce(o.label, o.media_url) as label from surveys.options o join q on q.id = o.question_id),
  a as (select r.respondent_id, r.question_id, ${cell(`nullif(${ANSWER}, '')`)} as answer, ${cell(`nullif(${EXPLANATION}, '')`)} as explanation, r.created_at
          from surveys.responses r join q on q.id = r.question_id
         where r.survey_id = ${survey}${all ? '' : ' and r.rejected_at is null'})
  select ${id(ids, 'rsd', 'p.id')}, ${utc('max(a.created_at)')}${all ? statusColumns('p.rejected_at') : ''}${traits.map((t) => `, ${traitValue(t)}`).join('')}${perQuestion.map((c) => `, ${c}`).join('')}
    from a join surveys.respondents p on p.id = a.respondent_id
   group by p.id, p.seq, p.traits${all ? ', p.rejected_at, p.rejection_reason' : ''}
   order by p.seq`;
  return { header, copy: copyOf(select) };
}

const copyOf = (select: string) => `copy (${select}) to stdout with (format csv)`;
