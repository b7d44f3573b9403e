import { config } from '../../platform/config';
import { estimateCompletion, quoteSurvey } from '../../subgraphs/surveys/pricing';
import { httpError, startDirectServer, type DirectServer } from './direct-server';
import { recordQuoteAsTheServiceDoes } from './quote-record';

/**
 * The lean baseline for `GET /v2/surveys/{id}` (issue 38: the read path's ceiling): the same work
 * as the direct baseline — the key, the survey with its questions and options, the price and its
 * completion estimate (the domain's pricing), the quote recorded as the service records it, the
 * balance — written as a hand-made handler would be: its own SQL, the v2 object built inline, and
 * JSON.stringify. None of the project's mappers, serializers or response schemas.
 */
const LEAN_SQL = `
select s.id, s.name, s.status, s.country, s.sample_size, s.num_responses, s.targeting, s.reporting,
       s.survey_intent, s.external_id, s.is_mini_poll, s.preview_token, s.duplicated_from,
       s.created_at, s.updated_at, s.published_at, s.completed_at,
       coalesce((select json_agg(json_build_object(
                 'id', q.id, 'type', q.type, 'variant', q.variant, 'prompt', q.prompt, 'context', q.context,
                 'likertScale', q.likert_scale,
                 'options', coalesce((select json_agg(json_build_object(
                   'id', o.id, 'kind', o.kind, 'label', o.label, 'mediaUrl', o.media_url, 'imageSet', o.image_set,
                   'mockup', o.mockup, 'product', o.product) order by o.position)
                   from surveys.options o where o.question_id = q.id), '[]'::json)) order by q.position)
         from surveys.questions q where q.survey_id = s.id), '[]'::json) as questions,
       (select coalesce(sum(units_remaining), 0) from billing.credit_buckets b
         where b.team_id = s.team_id and b.livemode = s.livemode and b.units_remaining > 0 and b.expires_at > now()) as units
  from surveys.surveys s
 where s.id = $1 and s.team_id = $2 and s.livemode = $3 and s.deleted_at is null`;

interface LeanOption {
  id: string;
  kind: string;
  label: string | null;
  mediaUrl: string | null;
  imageSet: string[];
  mockup: unknown;
  product: unknown;
}
interface LeanRow {
  id: string;
  name: string;
  status: string;
  country: string;
  sample_size: number;
  num_responses: number;
  targeting: string[];
  reporting: string[];
  survey_intent: string | null;
  external_id: string | null;
  is_mini_poll: boolean;
  preview_token: string;
  duplicated_from: string | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  completed_at: Date | null;
  questions: { id: string; type: string; variant: string | null; prompt: string; context: unknown; likertScale: string | null; options: LeanOption[] }[];
  units: string;
}

const hex = (uuid: string) => uuid.replaceAll('-', '');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function startLeanSurveyServer(opts: { databaseUrl: string; poolMax: number }): Promise<DirectServer> {
  const base = config().PUBLIC_BASE_URL.replace(/\/+$/, '');
  return startDirectServer(opts, ({ app, pool, keyOf }) => {
    app.get<{ Params: { id: string } }>('/v2/surveys/:id', async (request, reply) => {
      const key = await keyOf(request.headers.authorization);
      if (!key) throw httpError(401, 'authentication_required');
      if (!key.scopes.includes('read')) throw httpError(403, 'insufficient_scope');
      const m = /^srv_([0-9a-f]{32})$/.exec(request.params.id);
      if (!m) throw httpError(404, 'resource_missing');
      const id = `${m[1].slice(0, 8)}-${m[1].slice(8, 12)}-${m[1].slice(12, 16)}-${m[1].slice(16, 20)}-${m[1].slice(20)}`;
      const [s] = (await pool.query<LeanRow>(LEAN_SQL, [id, key.team_id, key.livemode])).rows;
      if (!s) throw httpError(404, 'resource_missing');
      const priced = { sampleSize: s.sample_size, country: s.country, targetingCount: s.targeting.length };
      const quote = quoteSurvey({ ...priced, questions: s.questions.map((q) => ({ type: q.type })), plan: 'payg', channel: 'api' });
      await recordQuoteAsTheServiceDoes(pool, s.id, quote);
      const credits = Number(s.units) / 100;
      const body = {
        object: 'survey',
        id: `srv_${hex(s.id)}`,
        name: s.name,
        status: s.status,
        country: s.country,
        sampleSize: s.sample_size,
        numResponses: s.num_responses,
        targeting: s.targeting,
        reporting: s.reporting,
        surveyIntent: s.survey_intent,
        externalId: s.external_id,
        isMiniPoll: s.is_mini_poll,
        questions: s.questions.map((q) => ({
          object: 'question',
          id: `qst_${hex(q.id)}`,
          type: q.type,
          variant: q.variant,
          prompt: q.prompt,
          context: q.context,
          likertScale: q.likertScale,
          options: q.options.map((o) => ({
            object: 'option',
            id: `opt_${hex(o.id)}`,
            kind: o.kind,
            label: o.label,
            mediaUrl: o.mediaUrl,
            imageSet: o.imageSet,
            mockup: o.mockup,
            product: o.product,
          })),
        })),
        completionEstimate: estimateCompletion(priced),
        cost: {
          amount: quote.amountUsd,
          credits: quote.credits,
          discounts: quote.discounts.map((d) => ({ type: d.kind, code: d.code, description: d.description, percentOff: d.percentOff, amount: d.amountUsd, credits: d.credits })),
          quotedAt: quote.quotedAt,
        },
        creditBalance: {
          object: 'credit_balance',
          credits,
          amount: round2(credits * 2),
          currency: quote.currency,
          coversCost: Math.round(credits * 100) >= Math.round(quote.credits * 100),
        },
        createdAt: iso(s.created_at),
        updatedAt: iso(s.updated_at),
        publishedAt: iso(s.published_at),
        completedAt: iso(s.completed_at),
        previewUrl: `${base}/r/preview/${s.preview_token}`,
        duplicatedFrom: s.duplicated_from ? `srv_${hex(s.duplicated_from)}` : null,
      };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
    });
  });
}
