import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid } from '../../../platform/ids';
import type { OwnerScope } from '../../../platform/owner';
import type { OptionKind, OptionMockup, OptionProduct } from '../entities/option.entity';
import type { QuestionContext } from '../entities/question.entity';
import type { RecordedQuote, SurveyStatus } from '../entities/survey.entity';
import { SurveysError } from '../surveys.errors';

/**
 * A survey as plain data: what reads show and price. The entities (Survey, Question, Option)
 * satisfy these shapes, so a SurveyView loaded for a change and a SurveyRecordView read in one
 * statement (below) go through the same mapper and pricing.
 */
export interface SurveyRecord {
  id: string;
  teamId: string;
  livemode: boolean;
  creatorUserId?: string | null;
  name: string;
  country: string;
  sampleSize: number;
  status: SurveyStatus;
  targeting: string[];
  reporting: string[];
  externalId?: string | null;
  surveyIntent?: string | null;
  isMiniPoll: boolean;
  templateId?: string | null;
  templateName?: string | null;
  numResponses: number;
  quote?: RecordedQuote | null;
  /** Set by recordQuotes when the price table refused the stored survey: no quote is shown, not even an older one. */
  unpriceable?: boolean;
  previewToken: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt?: Date | null;
  completedAt?: Date | null;
  stoppedAt?: Date | null;
  duplicatedFrom?: string | null;
}

export interface OptionRecord {
  id: string;
  position: number;
  kind: OptionKind;
  label?: string | null;
  mediaUrl?: string | null;
  imageSet: string[];
  mockup?: OptionMockup | null;
  product?: OptionProduct | null;
}

export interface QuestionRecord {
  id: string;
  position: number;
  type: string;
  variant?: string | null;
  prompt: string;
  context?: QuestionContext | null;
  likertScale?: string | null;
  options: OptionRecord[];
}

export interface SurveyRecordView {
  survey: SurveyRecord;
  questions: QuestionRecord[];
  /**
   * The quote recorded for the survey, read with it (survey-quote.ts: recordQuotes compares the
   * price now against it): null when none is recorded; absent when the view was not read with it.
   */
  storedQuote?: StoredQuote | null;
}

/** A survey's recorded quote, and whether it was recorded within QUOTE_REFRESH_SECONDS. */
export interface StoredQuote {
  quote: RecordedQuote;
  fresh: boolean;
}

/** Seconds a recorded quote stays fresh: a read rewrites an unchanged price at most this often. */
export const QUOTE_REFRESH_SECONDS = 60;

// The survey, its questions and their options in one statement, the questions and options as
// JSON in position order, with its recorded quote: the hot read (GET /v2/surveys/{id}) builds no
// entities and no query, and records its quote without reading it again.
export const SURVEY_RECORD_SQL = `
select s.id, s.team_id, s.livemode, s.creator_user_id, s.name, s.country, s.sample_size, s.status,
       s.targeting, s.reporting, s.external_id, s.survey_intent, s.is_mini_poll, s.template_id,
       s.template_name, s.num_responses, s.preview_token, s.created_at, s.updated_at,
       s.published_at, s.completed_at, s.stopped_at, s.duplicated_from,
       coalesce((
         select json_agg(json_build_object(
                  'id', q.id, 'position', q.position, 'type', q.type, 'variant', q.variant,
                  'prompt', q.prompt, 'context', q.context, 'likertScale', q.likert_scale,
                  'options', coalesce((
                    select json_agg(json_build_object(
                             'id', o.id, 'position', o.position, 'kind', o.kind, 'label', o.label,
                             'mediaUrl', o.media_url, 'imageSet', o.image_set, 'mockup', o.mockup,
                             'product', o.product) order by o.position)
                      from surveys.options o where o.question_id = q.id), '[]'::json)
                ) order by q.position)
           from surveys.questions q where q.survey_id = s.id), '[]'::json) as questions,
       (select json_build_object('quote', sq.quote, 'fresh', sq.quoted_at > now() - make_interval(secs => ${QUOTE_REFRESH_SECONDS}))
          from surveys.quotes sq where sq.survey_id = s.id) as stored_quote
  from surveys.surveys s
 where s.id = ? and s.team_id = ? and s.deleted_at is null`;

export interface SurveyRow {
  id: string;
  team_id: string;
  livemode: boolean;
  creator_user_id: string | null;
  name: string;
  country: string;
  sample_size: number;
  status: SurveyStatus;
  targeting: string[];
  reporting: string[];
  external_id: string | null;
  survey_intent: string | null;
  is_mini_poll: boolean;
  template_id: string | null;
  template_name: string | null;
  num_responses: number;
  preview_token: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  completed_at: Date | null;
  stopped_at: Date | null;
  duplicated_from: string | null;
  questions: QuestionRecord[] | string;
  stored_quote: StoredQuote | string | null;
}

/** The owner's survey (not deleted) as plain data, in one statement; survey_not_found otherwise. */
export async function readSurveyRecord(em: EntityManager, owner: OwnerScope, surveyId: string): Promise<SurveyRecordView> {
  if (!isGuid(surveyId)) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'id');
  const params: unknown[] = [surveyId, owner.teamId];
  const sql = owner.livemode === null ? SURVEY_RECORD_SQL : `${SURVEY_RECORD_SQL} and s.livemode = ?`;
  if (owner.livemode !== null) params.push(owner.livemode);
  const row = await em.execute<SurveyRow>(sql, params, 'get');
  if (!row) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'id');
  return toSurveyRecordView(row);
}

/** A SURVEY_RECORD_SQL row as plain data. */
export function toSurveyRecordView(row: SurveyRow): SurveyRecordView {
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  return {
    survey: {
      id: row.id,
      teamId: row.team_id,
      livemode: row.livemode,
      creatorUserId: row.creator_user_id,
      name: row.name,
      country: row.country,
      sampleSize: row.sample_size,
      status: row.status,
      targeting: row.targeting,
      reporting: row.reporting,
      externalId: row.external_id,
      surveyIntent: row.survey_intent,
      isMiniPoll: row.is_mini_poll,
      templateId: row.template_id,
      templateName: row.template_name,
      numResponses: row.num_responses,
      quote: null,
      previewToken: row.preview_token,
      createdAt: date(row.created_at)!,
      updatedAt: date(row.updated_at)!,
      publishedAt: date(row.published_at),
      completedAt: date(row.completed_at),
      stoppedAt: date(row.stopped_at),
      duplicatedFrom: row.duplicated_from,
    },
    questions: typeof row.questions === 'string' ? (JSON.parse(row.questions) as QuestionRecord[]) : row.questions,
    storedQuote: typeof row.stored_quote === 'string' ? (JSON.parse(row.stored_quote) as StoredQuote) : row.stored_quote,
  };
}
