import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/** Types a tool can rely on (issue 26): timestamps are DateTime, statuses enums, every list one page shape. */
const service = useTestService();
const api = apiClient(() => service().url);

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] } };
};

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Field {
  name: string;
  type: TypeRef;
  args?: Field[];
}
interface FullType {
  kind: string;
  name: string;
  fields: Field[] | null;
  inputFields: Field[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { types {
  kind name
  fields { name type { ${TYPE_REF} } args { name type { ${TYPE_REF} } } }
  inputFields { name type { ${TYPE_REF} } }
  enumValues { name }
} } }`;

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
/** `[Survey!]!`-style notation of a type reference. */
const notation = (t: TypeRef): string => (t.kind === 'NON_NULL' ? `${notation(t.ofType!)}!` : t.kind === 'LIST' ? `[${notation(t.ofType!)}]` : t.name!);

async function schemaTypes(): Promise<FullType[]> {
  const { status, body } = await gql(INTROSPECTION);
  expect(status).toBe(200);
  return (body.data.__schema.types as FullType[]).filter((t) => !t.name.startsWith('__'));
}

/** Every field, argument and input field of the schema, as `Type.field(arg)` with its type. */
function everyPlace(types: FullType[]): { where: string; name: string; type: TypeRef }[] {
  return types.flatMap((t) => [
    ...(t.fields ?? []).flatMap((f) => [
      { where: `${t.name}.${f.name}`, name: f.name, type: f.type },
      ...(f.args ?? []).map((a) => ({ where: `${t.name}.${f.name}(${a.name})`, name: a.name, type: a.type })),
    ]),
    ...(t.inputFields ?? []).map((f) => ({ where: `${t.name}.${f.name}`, name: f.name, type: f.type })),
  ]);
}

describe('GraphQL types a tool can rely on', () => {
  it('types every timestamp (…At, publishedAfter) as DateTime, and nothing else', async () => {
    const places = everyPlace(await schemaTypes());
    const isTimestamp = (name: string) => /At$/.test(name) || name === 'publishedAfter';
    const timestamps = places.filter((p) => isTimestamp(p.name));
    expect(timestamps.length).toBeGreaterThanOrEqual(50);
    expect(timestamps.filter((p) => named(p.type).name !== 'DateTime').map((p) => p.where)).toEqual([]);
    expect(places.filter((p) => named(p.type).name === 'DateTime' && !isTimestamp(p.name)).map((p) => p.where)).toEqual([]);
  });

  it('types every status as an enum with upper-case values', async () => {
    const types = await schemaTypes();
    const statuses = everyPlace(types).filter((p) => p.name === 'status');
    expect(statuses.map((p) => `${p.where}: ${notation(p.type)}`).sort()).toEqual([
      'CompletionEstimate.status: CompletionStatus!',
      'Followup.status: FollowupStatus!',
      'Order.status: OrderStatus!',
      'Query.surveyResponses(status): ResponseStatusFilter!',
      'Survey.status: SurveyStatus!',
      'SurveyExports.status: SurveyStatus!',
      'SurveyPublishResult.status: OrderStatus!',
      'SurveyResponse.status: ResponseStatus!',
      'SurveySearchInput.status: [SurveyStatus!]',
      'WebhookDelivery.status: WebhookDeliveryStatus!',
      'WebhookEndpoint.status: WebhookEndpointStatus!',
      'WebhookEndpointUpdateInput.status: WebhookEndpointStatus',
    ]);
    const values = (name: string) => types.find((t) => t.name === name)!.enumValues!.map((v) => v.name);
    expect(values('SurveyStatus')).toEqual(['UNPUBLISHED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED']);
    expect(values('OrderStatus')).toEqual(['PENDING', 'PAID', 'REFUNDED']);
    expect(values('ResponseStatusFilter')).toEqual(['VALID', 'REJECTED', 'ALL']);
    expect(values('WebhookDeliveryStatus')).toEqual(['PENDING', 'DELIVERED', 'FAILED', 'CANCELLED']);
  });

  it('gives every list one page shape: nodes, hasMore, nextCursor, total', async () => {
    const pages = (await schemaTypes()).filter((t) => t.kind === 'OBJECT' && t.name.endsWith('Page'));
    expect(pages.map((p) => p.name).sort()).toEqual([
      'FollowupPage',
      'OrderPage',
      'ProjectPage',
      'SurveyPage',
      'SurveyResponsePage',
      'SurveySearchPage',
      'TagPage',
      'TeamMemberPage',
      'WebhookEndpointPage',
    ]);
    for (const page of pages) {
      const shape = page.fields!.map((f) => `${f.name}: ${notation(f.type).replace(/^\[\w+!\]!$/, '[Node!]!')}`);
      expect(shape, page.name).toEqual(['nodes: [Node!]!', 'hasMore: Boolean!', 'nextCursor: String', 'total: Int']);
    }
  });

  it('names fields as the REST objects do: amount, not amountUsd', async () => {
    const types = await schemaTypes();
    expect(
      everyPlace(types)
        .filter((p) => /Usd$/.test(p.name))
        .map((p) => p.where),
    ).toEqual([]);
    const fields = (name: string) => types.find((t) => t.name === name)!.fields!.map((f) => f.name);
    expect(fields('Order')).toEqual(expect.arrayContaining(['amount', 'currency', 'credits', 'creditsUsed', 'cardCharged']));
    expect(fields('CreditBalance')).toEqual(expect.arrayContaining(['credits', 'amount', 'currency']));
    expect(fields('Quote')).toEqual(expect.arrayContaining(['amount', 'credits', 'subtotal', 'subtotalCredits', 'discounts', 'quotedAt']));
    expect(fields('QuoteDiscount')).toEqual(['type', 'code', 'description', 'percentOff', 'amount', 'credits']);
    expect(fields('Trait')).toEqual(expect.arrayContaining(['name', 'permalink', 'category', 'kind', 'country']));
  });

  it('serializes timestamps exactly as REST shows them, answers with enum names, and pages by number with hasMore', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const res = await api('POST', '/v2/surveys', key, { name, questions: [{ type: 'head_to_head', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] });
      expect(res.status).toBe(200);
      ids.push((await json(res)).id);
    }
    const rest = await json(await api('GET', `/v2/surveys/${ids[0]}`, key));
    const { body } = await gql(
      `query($id: ID!, $team: ID!) {
        survey(id: $id, teamId: $team) { status createdAt updatedAt publishedAt }
        searchSurveys(teamId: $team, filter: { page: 1, limit: 2, status: [UNPUBLISHED] }) { nodes { name } hasMore nextCursor total }
      }`,
      { id: fromPublicId('srv', ids[0]), team: t.team.id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.survey).toEqual({ status: 'UNPUBLISHED', createdAt: rest.createdAt, updatedAt: rest.updatedAt, publishedAt: null });
    expect(rest.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.data.searchSurveys).toMatchObject({ hasMore: true, nextCursor: null, total: 3 });
    expect(body.data.searchSurveys.nodes).toHaveLength(2);
  });

  it('takes a DateTime argument with any offset, answers it in UTC, and refuses a date without a time', async () => {
    const t = await makeTeam(service().em());
    const grant = 'mutation($team: ID!, $at: DateTime!) { grantCredits(teamId: $team, credits: 5, livemode: false, expiresAt: $at) { credits expiresAt } }';
    const ok = await gql(grant, { team: t.team.id, at: '2030-01-02T03:04:05+02:00' });
    expect(ok.body).toEqual({ data: { grantCredits: { credits: 5, expiresAt: '2030-01-02T01:04:05.000Z' } } });
    const bad = await gql(grant, { team: t.team.id, at: '2030-01-02' });
    // The gateway passes the opaque scalar through; the subgraph's DateTime refuses it, as bad input.
    expect(bad.body.data).toBeNull();
    expect(bad.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Variable "$at" got invalid value "2030-01-02"; DateTime cannot represent an invalid date-time-string 2030-01-02.', 'BAD_USER_INPUT'],
    ]);
    // The same date as a literal in the document: a validation failure, coded.
    const literal = await gql(`mutation($team: ID!) { grantCredits(teamId: $team, credits: 5, livemode: false, expiresAt: "2030-01-02") { credits } }`, { team: t.team.id });
    expect(literal.body.data).toBeNull();
    expect(literal.body.errors?.map((e) => e.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
