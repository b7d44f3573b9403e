import { fromPublicId } from '../../platform/ids';
import { unitsToCredits } from '../../platform/money';
import type { SurveyCoreFieldsFragment } from '../../graph-client/generated';
import { Survey } from '../../http/api/v2/surveys/schemas';
import { serializeSurvey } from '../../http/api/v2/surveys/serializers';
import { quoteSurvey } from '../../subgraphs/surveys/pricing';
import type { RecordedQuote } from '../../subgraphs/surveys/entities/survey.entity';
import { SURVEY_RECORD_SQL, toSurveyRecordView, type SurveyRow } from '../../subgraphs/surveys/authoring/survey-record';
import { toSurveyType } from '../../subgraphs/surveys/authoring/resolvers/survey.mapper';
import { httpError, startDirectServer, type DirectServer } from './direct-server';
import { recordQuoteAsTheServiceDoes } from './quote-record';

// The surveys subgraph's own one-statement read (survey, questions, options), in pg's placeholders.
const SURVEY_SQL = `${SURVEY_RECORD_SQL.replace('s.id = ?', 's.id = $1').replace('s.team_id = ?', 's.team_id = $2')} and s.livemode = $3`;
const BALANCE_SQL = `select coalesce(sum(units_remaining), 0) as units from billing.credit_buckets where team_id = $1 and livemode = $2 and units_remaining > 0 and expires_at > now()`;

export type DirectSurveyServer = DirectServer;

/**
 * The baseline for `GET /v2/surveys/{id}`: a plain Fastify app with one route doing what the
 * service must do for an API key, straight on a `pg` Pool: the key lookup (and its once-a-minute
 * touch), the survey with its questions and options (the surveys domain's one-statement read),
 * the price (its quoteSurvey), recording the quote as the service does (written when the price
 * changed or a minute passed), and the team's credit balance (those two at once); then the domain's mapping, the facade's serializer and response schema. No cache, no
 * GraphQL.
 */
export function startDirectSurveyServer(opts: { databaseUrl: string; poolMax: number }): Promise<DirectSurveyServer> {
  return startDirectServer(opts, ({ app, pool, keyOf }) => {
    app.get<{ Params: { id: string } }>('/v2/surveys/:id', { schema: { response: { 200: Survey } } }, async (request) => {
      const key = await keyOf(request.headers.authorization);
      if (!key) throw httpError(401, 'authentication_required');
      if (!key.scopes.includes('read')) throw httpError(403, 'insufficient_scope');
      const id = fromPublicId('srv', request.params.id);
      if (!id) throw httpError(404, 'resource_missing');
      const [row] = (await pool.query<SurveyRow>(SURVEY_SQL, [id, key.team_id, key.livemode])).rows;
      if (!row) throw httpError(404, 'resource_missing');
      const view = toSurveyRecordView(row);
      const quote = quoteSurvey({
        sampleSize: view.survey.sampleSize,
        country: view.survey.country,
        questions: view.questions.map((q) => ({ type: q.type })),
        targetingCount: view.survey.targeting.length,
        plan: 'payg',
        channel: 'api',
      });
      view.survey.quote = quote as unknown as RecordedQuote;
      const [balance] = await Promise.all([pool.query<{ units: string }>(BALANCE_SQL, [key.team_id, key.livemode]), recordQuoteAsTheServiceDoes(pool, id, quote)]);
      // The GraphQL type's data is what the operation returns (a class typing its enums as plain strings).
      const survey = { ...toSurveyType(view), teamCredits: unitsToCredits(Number(balance.rows[0].units)) } as unknown as SurveyCoreFieldsFragment;
      return serializeSurvey(survey);
    });
  });
}
