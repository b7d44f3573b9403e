import { execute, parse } from 'graphql';
import pino from 'pino';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { config } from '../../../platform/config';
import { buildSubgraph } from '../../../platform/graphql/build-subgraph';
import { DomainError } from '../../../platform/errors';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { authenticate } from '../../../subgraphs/accounts/accounts.service';
import { resolveEntryLink } from '../../../subgraphs/surveys';
import { surveysSubgraph } from '../../../subgraphs/surveys/schema';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

const service = useTestService();
const api = apiClient(() => service().url);

type GqlBody = { data?: any; errors?: { message: string; extensions: { code: string; kind: string; param?: string } }[] };

const gql = async (query: string, variables: Record<string, unknown> = {}, token = TEST_OPERATOR_TOKEN) => {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as GqlBody;
};

const FIELDS = 'id name entryParam completeUrl screenoutUrl overquotaUrl createdAt updatedAt';
const CREATE = `mutation($input: PanelProviderCreateInput!) { createPanelProvider(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PanelProviderUpdateInput!) { updatePanelProvider(id: $id, input: $input) { ${FIELDS} } }`;
const LIST = `{ panelProviders { ${FIELDS} } }`;
const LINK = `mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { token url surveyId provider { id name } createdAt } }`;

/** Names of this file's providers: the test database is shared with other files. */
const run = randomUUID().slice(0, 8);
const named = (name: string) => `${name} ${run}`;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const count = async (sql: string, params: unknown[] = []) => {
  const [{ n }] = await service().em().execute<{ n: number }[]>(`select count(*)::int as n from ${sql}`, params);
  return n;
};
/** This file's providers (other files may add theirs meanwhile). */
const providersOfRun = () => count('surveys.panel_providers where name like ?', [`% ${run}`]);

const cint = (name = named('Cint')) => ({
  name,
  entryParam: 'rid',
  completeUrl: 'https://panel.example.com/end?status=complete&rid={id}',
  screenoutUrl: 'https://panel.example.com/end?status=screenout&rid={id}',
  overquotaUrl: 'https://panel.example.com/end?status=overquota&rid={id}',
});

async function create(input: Record<string, unknown>) {
  const body = await gql(CREATE, { input });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.createPanelProvider;
}

/** A draft survey of a new team, created over v2; returns its UUID and the team's key. */
async function draftSurvey() {
  const t = await makeTeam(service().em());
  const key = await t.key(['read', 'write']);
  const res = await api('POST', '/v2/surveys', key, {
    sampleSize: 10,
    questions: [{ type: 'single_select', prompt: 'Which label?', options: [{ label: 'Green' }, { label: 'Gold' }] }],
  });
  const created = await json(res);
  expect(res.status, JSON.stringify(created)).toBe(200);
  return { id: fromPublicId('srv', created.id)!, publicId: created.id as string, key };
}

describe('panel providers over /graphql (operators)', () => {
  it('creates a provider exactly as given and stores one row', async () => {
    const input = cint();
    const p = await create({ ...input, name: `  ${input.name}  ` });
    expect(p).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...input, createdAt: expect.stringMatching(ISO), updatedAt: p.createdAt });
    const [row] = await service().em().execute('select name, entry_param, complete_url, screenout_url, overquota_url from surveys.panel_providers where id = ?', [p.id]);
    expect(row).toEqual({ name: input.name, entry_param: 'rid', complete_url: input.completeUrl, screenout_url: input.screenoutUrl, overquota_url: input.overquotaUrl });
  });

  it('takes a provider without redirect URLs (null: no redirect for that outcome)', async () => {
    const p = await create({ name: named('Own panel'), entryParam: 'PSID' });
    expect(p).toMatchObject({ entryParam: 'PSID', completeUrl: null, screenoutUrl: null, overquotaUrl: null });
  });

  it('lists every provider by name, case-insensitively', async () => {
    const names = [named('beta'), named('Alpha'), named('gamma')];
    const made: { id: string }[] = [];
    for (const name of names) made.push(await create(cint(name)));
    const body = await gql(LIST);
    expect(body.errors).toBeUndefined();
    const mine = body.data.panelProviders.filter((p: { id: string }) => made.some((m) => m.id === p.id));
    expect(mine).toEqual([made[1], made[0], made[2]]);
    expect(body.data.panelProviders.filter((p: { name: string }) => p.name.endsWith(` ${run}`))).toHaveLength(await providersOfRun());
  });

  it('updates the given fields, removes a URL given as null and keeps the rest', async () => {
    const p = await create(cint(named('Lucid')));
    const body = await gql(UPDATE, {
      id: p.id,
      input: { name: named('Lucid Marketplace'), entryParam: 'RID', overquotaUrl: null, completeUrl: 'https://lucid.example.com/c/{id}' },
    });
    expect(body.errors).toBeUndefined();
    const updated = body.data.updatePanelProvider;
    expect(updated).toEqual({
      ...p,
      name: named('Lucid Marketplace'),
      entryParam: 'RID',
      completeUrl: 'https://lucid.example.com/c/{id}',
      overquotaUrl: null,
      updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(p.updatedAt));
    // A pp_ id works too; an empty patch changes nothing but updatedAt.
    const again = await gql(UPDATE, { id: toPublicId('pp', p.id), input: {} });
    expect(again.data.updatePanelProvider).toEqual({ ...updated, updatedAt: expect.stringMatching(ISO) });
  });

  it('refuses a name taken case-insensitively, on create and on update', async () => {
    const first = await create(cint(named('Dynata')));
    const before = await providersOfRun();
    const dup = await gql(CREATE, { input: cint(named('DYNATA')) });
    expect(dup.data).toBeNull();
    expect(dup.errors?.[0]).toMatchObject({
      message: `A panel provider named "${named('DYNATA')}" already exists.`,
      extensions: { code: 'panel_provider_name_taken', kind: 'conflict', param: 'name' },
    });
    const other = await create(cint(named('Toluna')));
    const rename = await gql(UPDATE, { id: other.id, input: { name: named('dynata') } });
    expect(rename.errors?.[0].extensions).toMatchObject({ code: 'panel_provider_name_taken', kind: 'conflict', param: 'name' });
    expect(await providersOfRun()).toBe(before + 1);
    const [row] = await service().em().execute('select name from surveys.panel_providers where id = ?', [other.id]);
    expect(row.name).toBe(named('Toluna'));
    expect(first.name).toBe(named('Dynata'));
  });

  it('refuses bad profiles with the param and a message, and writes nothing', async () => {
    const before = await providersOfRun();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...cint(), name: ' ' }, 'name', 'name must be 1 to 100 characters.'],
      [{ ...cint(), name: 'x'.repeat(101) }, 'name', 'name must be 1 to 100 characters.'],
      [{ ...cint(), entryParam: '1rid' }, 'entryParam', 'entryParam must start with a letter and have at most 32 letters, digits or underscores (e.g. rid).'],
      [
        { ...cint(), completeUrl: 'https://panel.example.com/end' },
        'completeUrl',
        "completeUrl must contain {id} where the provider's respondent id goes, e.g. https://panel.example.com/end?status=complete&rid={id}.",
      ],
      [
        { ...cint(), screenoutUrl: 'http://panel.example.com/end?rid={id}' },
        'screenoutUrl',
        'screenoutUrl must be an absolute https URL, e.g. https://panel.example.com/end?status=complete&rid={id}.',
      ],
      [{ ...cint(), overquotaUrl: 'https://u:p@panel.example.com/end?rid={id}' }, 'overquotaUrl', 'overquotaUrl must not contain a user name or password.'],
      [{ ...cint(), overquotaUrl: 'https://{id}.example.com/end' }, 'overquotaUrl', 'overquotaUrl must put {id} in the path, query or fragment, not in the host.'],
    ];
    for (const [input, param, message] of cases) {
      const body = await gql(CREATE, { input });
      expect(body.errors?.[0], param).toMatchObject({ message, extensions: { code: 'invalid_panel_provider', kind: 'invalid', param } });
    }
    const p = await create(cint(named('Pure Spectrum')));
    const bad = await gql(UPDATE, { id: p.id, input: { completeUrl: 'ftp://panel.example.com/{id}' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'invalid_panel_provider', param: 'completeUrl' });
    const [row] = await service().em().execute('select complete_url from surveys.panel_providers where id = ?', [p.id]);
    expect(row.complete_url).toBe(cint().completeUrl);
    expect(await providersOfRun()).toBe(before + 1);
  });

  it('answers panel_provider_not_found for an unknown provider (named by its UUID: GraphQL hands the service the parsed id)', async () => {
    const uuid = randomUUID();
    for (const [id, shown] of [
      [uuid, uuid],
      ['pp_0123456789abcdef0123456789abcdef', '01234567-89ab-cdef-0123-456789abcdef'],
    ]) {
      const body = await gql(UPDATE, { id, input: { name: 'x' } });
      expect(body.errors?.[0], id).toMatchObject({ message: `No such panel provider: ${shown}`, extensions: { code: 'panel_provider_not_found', kind: 'not_found', param: 'id' } });
    }
    // Not an id at all: the argument is refused before any lookup (test/e2e/graphql/ids.test.ts).
    const body = await gql(UPDATE, { id: 'nope', input: { name: 'x' } });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', param: 'id' } });
  });
});

describe('survey entry links', () => {
  it('gives one link per survey and provider: the same token on every call, also concurrently', async () => {
    const survey = await draftSurvey();
    const p = await create(cint(named('Link Co')));
    const first = await gql(LINK, { s: survey.id, p: p.id });
    expect(first.errors).toBeUndefined();
    const link = first.data.surveyEntryLink;
    expect(link).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      url: `${config().PUBLIC_BASE_URL}/r/${link.token}?rid={id}`,
      surveyId: survey.id,
      provider: { id: p.id, name: p.name },
      createdAt: expect.stringMatching(ISO),
    });
    expect(link.url.startsWith(`${service().url}/r/`)).toBe(true);
    const again = await Promise.all([
      gql(LINK, { s: survey.id, p: p.id }),
      gql(LINK, { s: survey.publicId, p: toPublicId('pp', p.id) }),
      ...Array.from({ length: 4 }, () => gql(LINK, { s: survey.id, p: p.id })),
    ]);
    for (const body of again) expect(body.data.surveyEntryLink).toEqual(link);
    expect(await count('surveys.entry_links where survey_id = ?', [survey.id])).toBe(1);

    // Another provider gets a link of its own, with its own parameter; concurrent first calls agree on it.
    const other = await create({ name: named('Other Co'), entryParam: 'PSID' });
    const firsts = await Promise.all(Array.from({ length: 4 }, () => gql(LINK, { s: survey.id, p: other.id })));
    const second = firsts[0].data.surveyEntryLink;
    for (const body of firsts) expect(body.data.surveyEntryLink).toEqual(second);
    expect(second.token).not.toBe(link.token);
    expect(second.url).toBe(`${config().PUBLIC_BASE_URL}/r/${second.token}?PSID={id}`);
    expect(await count('surveys.entry_links where survey_id = ?', [survey.id])).toBe(2);
  });

  it('a token resolves to its survey and provider; unknown tokens and deleted surveys to nothing', async () => {
    const survey = await draftSurvey();
    const p = await create(cint(named('Resolve Co')));
    const { token } = (await gql(LINK, { s: survey.id, p: p.id })).data.surveyEntryLink;
    const resolved = await resolveEntryLink(service().em(), token);
    expect(resolved).toEqual({
      token,
      surveyId: survey.id,
      provider: expect.objectContaining({ id: p.id, name: p.name, entryParam: 'rid', completeUrl: p.completeUrl }),
      createdAt: expect.any(Date),
    });
    expect(await resolveEntryLink(service().em(), `${token.slice(0, 31)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await resolveEntryLink(service().em(), 'not a token')).toBeNull();

    const deleted = await api('DELETE', `/v1/surveys/${survey.id}`, survey.key);
    expect(await json(deleted)).toEqual({ success: true, data: { action: 'deleted' } });
    expect(await resolveEntryLink(service().em(), token)).toBeNull();
    const refused = await gql(LINK, { s: survey.id, p: p.id });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'survey_not_found', kind: 'not_found', param: 'surveyId' });
  });

  it('refuses an unknown survey or provider and writes nothing', async () => {
    const survey = await draftSurvey();
    const p = await create(cint(named('Refuse Co')));
    const links = () => count('surveys.entry_links where survey_id = ? or provider_id = ?', [survey.id, p.id]);
    const noSurvey = await gql(LINK, { s: randomUUID(), p: p.id });
    expect(noSurvey.errors?.[0].extensions).toMatchObject({ code: 'survey_not_found', kind: 'not_found', param: 'surveyId' });
    const noProvider = await gql(LINK, { s: survey.id, p: randomUUID() });
    expect(noProvider.errors?.[0].extensions).toMatchObject({ code: 'panel_provider_not_found', kind: 'not_found', param: 'providerId' });
    expect(await links()).toBe(0);
  });
});

describe('callers who are not operators', () => {
  it('/graphql refuses an API key before any resolver runs', async () => {
    const t = await makeTeam(service().em());
    const res = await fetch(`${service().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(await t.key(['read', 'write', 'spend'])) },
      body: JSON.stringify({ query: LIST }),
    });
    expect(res.status).toBe(401);
  });

  it('a REST caller in the context (as the facade calls) gets operator_only from every provider operation', async () => {
    const survey = await draftSurvey();
    const p = await create(cint(named('Guarded Co')));
    const principal = (await authenticate(service().em(), survey.key))!;
    const { schema } = await buildSubgraph(surveysSubgraph);
    const state = async () => [
      await providersOfRun(),
      await count('surveys.entry_links where provider_id = ?', [p.id]),
      await count('surveys.panel_providers where id = ? and name = ?', [p.id, p.name]),
    ];
    const before = await state();
    expect(before.slice(1)).toEqual([0, 1]);
    for (const [document, variables] of [
      [LIST, {}],
      [CREATE, { input: cint(named('Sneaky')) }],
      [UPDATE, { id: p.id, input: { name: named('Taken over') } }],
      [LINK, { s: survey.id, p: p.id }],
    ] as const) {
      const result = await execute({
        schema,
        document: parse(document),
        variableValues: variables,
        contextValue: { em: service().em(), principal, requestId: 'req_test', log: pino({ level: 'silent' }) },
      });
      const error = result.errors?.[0]?.originalError;
      expect(error, document).toBeInstanceOf(DomainError);
      expect({ code: (error as DomainError).code, kind: (error as DomainError).kind, message: error?.message }).toEqual({
        code: 'operator_only',
        kind: 'forbidden',
        message: 'Only an operator (operator token) may manage panel providers.',
      });
    }
    expect(await state()).toEqual(before);
  });
});
