import type { EntityManager } from '@mikro-orm/postgresql';
import type { SurveyView } from '../../authoring';
import { toAnswerQuestion } from '../panels/panel-survey';
import { keptCounts } from './kept-counts';
import { shapeResults, type QuestionResults, type VoteGroup } from './results';

/**
 * Results are counted by PostgreSQL from the valid responses (grouped vote rows, a few dozen
 * per question) once per results version and kept (kept-counts.ts), so they are current the
 * moment a response commits or is rejected, a read of an unchanged survey does not scan its
 * responses, and no write ever reloads responses.
 */

export interface SegmentResults extends QuestionResults {
  value: string;
}
export interface TraitBreakdown {
  trait: string;
  segments: SegmentResults[];
}
export interface SurveyQuestionResults extends QuestionResults {
  questionId: string;
  breakdowns: TraitBreakdown[];
}

interface GroupRow {
  question_id: string;
  option_id: string | null;
  rank: number | null;
  value: number | null;
  n: number;
}
interface TotalRow {
  question_id: string;
  total: number;
}
interface SegmentGroupRow extends GroupRow {
  trait: string;
  segment: string;
}
interface SegmentTotalRow extends TotalRow {
  trait: string;
  segment: string;
  position: number;
}

const toGroup = (r: GroupRow): VoteGroup => ({ optionId: r.option_id, rank: r.rank, value: r.value, n: r.n });

/** Results of every question of the survey; with `breakdowns`, also per value of each reporting trait. */
export async function surveyResults(em: EntityManager, view: SurveyView, opts: { breakdowns?: boolean } = {}): Promise<SurveyQuestionResults[]> {
  const surveyId = view.survey.id;
  const [groups, totals] = await keptTotals(em, surveyId);
  const breakdowns = opts.breakdowns ? await traitBreakdowns(em, view) : new Map<string, TraitBreakdown[]>();
  return view.questions.map((q) => ({
    questionId: q.id,
    ...shapeResults(toAnswerQuestion(q), totals.find((t) => t.question_id === q.id)?.total ?? 0, groups.filter((g) => g.question_id === q.id).map(toGroup)),
    breakdowns: breakdowns.get(q.id) ?? [],
  }));
}

/** Valid responses per question, from the kept counts: no scan of the survey's responses. */
export async function validResponsesPerQuestion(em: EntityManager, surveyId: string): Promise<Map<string, number>> {
  const [, totals] = await keptTotals(em, surveyId);
  return new Map(totals.map((t) => [t.question_id, t.total]));
}

/** Every question's vote groups and valid totals, as kept for the survey's current results version. */
const keptTotals = (em: EntityManager, surveyId: string) => keptCounts(em, surveyId, 'totals', () => countTotals(em, surveyId));

function countTotals(em: EntityManager, surveyId: string): Promise<[GroupRow[], TotalRow[]]> {
  return Promise.all([
    em.execute<GroupRow[]>(
      `select v.question_id, v.option_id, v.rank, v.value::float8 as value, count(*)::int as n
         from surveys.responses r join surveys.response_votes v on v.response_id = r.id
        where r.survey_id = ? and r.rejected_at is null
        group by 1, 2, 3, 4`,
      [surveyId],
    ),
    em.execute<TotalRow[]>(
      `select question_id, count(*)::int as total from surveys.responses
        where survey_id = ? and rejected_at is null group by question_id`,
      [surveyId],
    ),
  ]);
}

/** Per question, per reporting trait, per trait value: the same results over that segment's respondents. */
async function traitBreakdowns(em: EntityManager, view: SurveyView): Promise<Map<string, TraitBreakdown[]>> {
  const surveyId = view.survey.id;
  const [groups, totals] = await keptCounts(em, surveyId, 'segments', () => countSegments(em, surveyId));
  const out = new Map<string, TraitBreakdown[]>();
  for (const q of view.questions) {
    const aq = toAnswerQuestion(q);
    const mine = totals.filter((t) => t.question_id === q.id).sort((a, b) => a.position - b.position);
    const traits = [...new Set(mine.map((t) => t.trait))];
    out.set(
      q.id,
      traits.map((trait) => ({
        trait,
        segments: mine
          .filter((t) => t.trait === trait)
          .sort((a, b) => a.segment.localeCompare(b.segment))
          .map((t) => ({
            value: t.segment,
            ...shapeResults(aq, t.total, groups.filter((g) => g.question_id === q.id && g.trait === trait && g.segment === t.segment).map(toGroup)),
          })),
      })),
    );
  }
  return out;
}

function countSegments(em: EntityManager, surveyId: string): Promise<[SegmentGroupRow[], SegmentTotalRow[]]> {
  return Promise.all([
    em.execute<SegmentGroupRow[]>(
      `select r.question_id, t.trait, t.value as segment, v.option_id, v.rank, v.value::float8 as value, count(*)::int as n
         from surveys.responses r
         join surveys.respondents p on p.id = r.respondent_id
         cross join lateral jsonb_to_recordset(p.traits) as t(trait text, value text)
         join surveys.response_votes v on v.response_id = r.id
        where r.survey_id = ? and r.rejected_at is null
        group by 1, 2, 3, 4, 5, 6`,
      [surveyId],
    ),
    // Traits are stored in the survey's reporting order; `position` keeps breakdowns in it.
    em.execute<SegmentTotalRow[]>(
      `select r.question_id, t.el->>'trait' as trait, t.el->>'value' as segment, min(t.position)::int as position, count(*)::int as total
         from surveys.responses r
         join surveys.respondents p on p.id = r.respondent_id
         cross join lateral jsonb_array_elements(p.traits) with ordinality as t(el, position)
        where r.survey_id = ? and r.rejected_at is null
        group by 1, 2, 3`,
      [surveyId],
    ),
  ]);
}
