import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { fromPublicId } from '../../platform/ids';
import { unitsToCredits } from '../../platform/money';
import { lookupPrefixOf, secretMatches } from '../../platform/secrets';
import { bearerToken } from '../../platform/http/bearer';
import type { SurveyCoreFieldsFragment } from '../../graph-client/generated';
import { Survey } from '../../http/api/v2/surveys/schemas';
import { serializeSurvey } from '../../http/api/v2/surveys/serializers';
import { KEY_PREFIX } from '../../subgraphs/accounts/accounts.service';
import { PRINCIPAL_BY_KEY_SQL, type PrincipalByKeyRow } from '../../subgraphs/accounts/queries/principal-by-key';
import { quoteSurvey } from '../../subgraphs/surveys/pricing';
import type { RecordedQuote } from '../../subgraphs/surveys/entities/survey.entity';
import { SURVEY_RECORD_SQL, toSurveyRecordView, type SurveyRow } from '../../subgraphs/surveys/authoring/survey-record';
import { toSurveyType } from '../../subgraphs/surveys/authoring/resolvers/survey.mapper';
import type { Scope } from '../../platform/principal';

const LAST_USED_RESOLUTION_MS = 60_000;
const KEY_SQL = PRINCIPAL_BY_KEY_SQL.replace('?', '$1');
const TOUCH_SQL = `update accounts.api_keys set last_used_at = $2 where id = $1`;
// The surveys subgraph's own one-statement read (survey, questions, options), in pg's placeholders.
const SURVEY_SQL = `${SURVEY_RECORD_SQL.replace('s.id = ?', 's.id = $1').replace('s.team_id = ?', 's.team_id = $2')} and s.livemode = $3`;
const QUOTE_SQL = `insert into surveys.quotes (id, survey_id, quote, quoted_at) values ($1, $2, $3, $4)`;
const BALANCE_SQL = `select coalesce(sum(units_remaining), 0) as units from billing.credit_buckets where team_id = $1 and livemode = $2 and units_remaining > 0 and expires_at > now()`;

type KeyRow = PrincipalByKeyRow & { scopes: Scope[]; last_used_at: Date | null };

export interface DirectSurveyServer {
  app: FastifyInstance;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/**
 * The baseline for `GET /v2/surveys/{id}`: a plain Fastify app with one route doing what the
 * service must do for an API key, straight on a `pg` Pool: the key lookup (and its once-a-minute
 * touch), the survey with its questions and options (the surveys domain's one-statement read),
 * the price (its quoteSurvey), recording the quote, and the team's credit balance (those two at
 * once); then the domain's mapping, the facade's serializer and response schema. No cache, no
 * GraphQL. Only the happy path matters; every failure is a bare 401/403/404.
 */
export async function startDirectSurveyServer(opts: { databaseUrl: string; poolMax: number }): Promise<DirectSurveyServer> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax });
  const app = Fastify({ logger: false });

  async function keyOf(secret: string): Promise<KeyRow | null> {
    const kind = secret.startsWith(KEY_PREFIX.live) ? KEY_PREFIX.live : secret.startsWith(KEY_PREFIX.test) ? KEY_PREFIX.test : null;
    const prefix = kind && lookupPrefixOf(kind, secret);
    if (!prefix) return null;
    const key = (await pool.query<KeyRow>(KEY_SQL, [prefix])).rows[0];
    if (!key || !secretMatches(secret, key.secret_hash)) return null;
    const now = Date.now();
    if (!key.last_used_at || now - key.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) await pool.query(TOUCH_SQL, [key.id, new Date(now)]);
    return key;
  }

  app.get<{ Params: { id: string } }>('/v2/surveys/:id', { schema: { response: { 200: Survey } } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    const key = token ? await keyOf(token) : null;
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
    const [balance] = await Promise.all([
      pool.query<{ units: string }>(BALANCE_SQL, [key.team_id, key.livemode]),
      pool.query(QUOTE_SQL, [randomUUID(), id, JSON.stringify(quote), quote.quotedAt]),
    ]);
    // The GraphQL type's data is what the operation returns (a class typing its enums as plain strings).
    const survey = { ...toSurveyType(view), teamCredits: unitsToCredits(Number(balance.rows[0].units)) } as unknown as SurveyCoreFieldsFragment;
    return serializeSurvey(survey);
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    pool,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
