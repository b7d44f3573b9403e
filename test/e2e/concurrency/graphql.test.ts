import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { countOf, expectListed, makeActors, N, sweep, type Actor, type SweepCase } from './sweep';

/**
 * The concurrency sweep of the operators' GraphQL mutations (issue 36). The list is the served
 * schema's Mutation type (introspection with an operator token shows exactly the fields not
 * @inaccessible), so a new mutation fails here until it is swept or listed as pending.
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
let actors: Actor[];
beforeAll(async () => {
  actors = await makeActors(service, N);
}, 120_000);

/** A GraphQL call as an HTTP answer: 200 with data, or the error's code as the status the sweep checks. */
async function gql(query: string, variables: Record<string, unknown>): Promise<Response> {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await json(res);
  const code: string | undefined = body.errors?.[0]?.extensions?.code;
  // The sweep compares statuses: a user error is a 4xx, anything the server failed at a 500.
  const status = res.status !== 200 ? res.status : !code ? 200 : code === 'INTERNAL_SERVER_ERROR' || code === 'DOWNSTREAM_SERVICE_ERROR' ? 500 : 409;
  return new Response(JSON.stringify(body), { status });
}

let seq = 0;

/** Mutations swept, each with its invariant. */
const CASES: Record<string, SweepCase<any>> = {
  grantCredits: {
    call: (a) =>
      gql('mutation($t: ID!, $at: DateTime!) { grantCredits(teamId: $t, credits: 5, expiresAt: $at) { id } }', {
        t: a.teamId,
        at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    distinct: [200],
    identical: [200], // a grant is not idempotent: N grants, N buckets
    measure: { of: (a) => countOf(a, 'select count(*) as n from billing.credit_buckets where team_id = ?'), perSuccess: 1 },
  },
  createCreditPackOrder: {
    prepare: async () => `gql-order-${++seq}-${Date.now()}`,
    call: (a, key) => gql('mutation($t: ID, $k: String!) { createCreditPackOrder(teamId: $t, idempotencyKey: $k, pack: "credits_20") { id } }', { t: a.teamId, k: key }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, key) => expect(await countOf(a, 'select count(*) as n from billing.orders where team_id = ? and idempotency_key = ?', [a.teamId, key])).toBe(1),
  },
  createTag: {
    prepare: async () => `gql tag ${++seq}`,
    call: (a, name) => gql('mutation($t: ID, $n: String!) { createTag(teamId: $t, name: $n) { id } }', { t: a.teamId, n: name }),
    distinct: [200],
    identical: [200, 409],
    winners: 'one',
    measure: { of: (a) => countOf(a, 'select count(*) as n from surveys.tags where team_id = ?'), perSuccess: 1 },
  },
  createProject: {
    call: (a) => gql('mutation($t: ID) { createProject(teamId: $t, input: { name: "gql project" }) { id } }', { t: a.teamId }),
    distinct: [200],
    identical: [200],
    measure: { of: (a) => countOf(a, 'select count(*) as n from surveys.projects where team_id = ?'), perSuccess: 1 },
  },
};

/**
 * Defects this sweep found, outside the branches fixing issue 36: each runs as `it.fails`, so the
 * suite stays green while the defect stands and turns red the moment it is fixed (then move the
 * case back to CASES).
 */
const KNOWN_DEFECTS: Record<string, string> = {
  // credit-orders.service.ts stores idempotencyKey: null; only the REST facade's claim dedupes.
  createCreditPackOrder: 'the idempotencyKey argument is ignored: N identical calls at once (or one after another) make N orders',
};

/**
 * Served mutations not swept here yet: listed, so that only a new one fails. publishSurvey and
 * createShareLink are swept through v1/v2 and the console (an operator's publish is refused with
 * quote_changed unless it read the operator's quote first; share links need a team caller).
 */
const PENDING = [
  'publishSurvey',
  'createShareLink',
  'createBillingPortalSession',
  'uploadMedia',
  'generateImages',
  'createSurvey',
  'updateSurvey',
  'duplicateSurvey',
  'stopSurvey',
  'deleteSurvey',
  'updateProject',
  'updateTag',
  'startPlaybook',
  'rateResponse',
  'deleteResponseRating',
  'pinResponse',
  'sendFollowup',
  'recordPanelSubmission',
  'answerFollowup',
  'declineFollowup',
  'requestSurveyReports',
  'createPanelProvider',
  'updatePanelProvider',
  'surveyEntryLink',
  'enterSurvey',
  'answerScreener',
  'answerQuestion',
  'uploadRespondentRecording',
  'checkPreviewAnswer',
  'revokeShareLink',
  'createWebhookEndpoint',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'disableWebhookEndpoint',
  'redeliverWebhookEvent',
];

describe(`operators' GraphQL mutations, ${N} at once`, () => {
  it('every mutation of the served schema is swept or listed as pending', async () => {
    const res = await json(await gql('{ __type(name: "Mutation") { fields { name } } }', {}));
    const served: string[] = res.data.__type.fields.map((f: { name: string }) => f.name);
    expectListed(served, [...Object.keys(CASES), ...PENDING], 'the GraphQL schema');
    console.log(`concurrency GraphQL: ${Object.keys(CASES).length} of ${served.length} mutations swept, N=${N} (${PENDING.length} pending)`);
  });

  it.each(Object.keys(CASES).filter((op) => !KNOWN_DEFECTS[op]))(
    '%s: N actors at once and N identical calls at once',
    async (op) => {
      expect(await sweep(op, actors, CASES[op])).toBe(2 * N);
    },
    60_000,
  );

  it.fails.each(Object.keys(KNOWN_DEFECTS))(
    '%s (known defect, see KNOWN_DEFECTS): N actors at once and N identical calls at once',
    async (op) => {
      expect(await sweep(op, actors, CASES[op])).toBe(2 * N);
    },
    60_000,
  );
});
