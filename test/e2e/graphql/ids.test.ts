import { Writable } from 'node:stream';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId, PREFIX, toPublicId } from '../../../platform/ids';
import { bearer } from '../../helpers/http';
import { makeWorlds, type ModeWorld } from '../../helpers/mode-worlds';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/** Every error-level log line of the service: a malformed id must never reach PostgreSQL (22P02) or log a resolver failure. */
const errorLines: string[] = [];
const service = useTestService({}, { logs: { level: 'error', destination: new Writable({ write: (chunk, _enc, done) => (errorLines.push(String(chunk)), done()) }) } });

interface GraphBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; param?: string } }[];
}

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: GraphBody }> {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as GraphBody };
}

/**
 * What each id argument accepts, as its BAD_USER_INPUT message states it: by argument name, and
 * for `id` by the field. A new id argument fails the walk until it is named here.
 */
const FORM_BY_ARGUMENT: Record<string, string> = {
  teamId: 'a team id (tm_<32 hex> or a UUID)',
  surveyId: 'a survey id (srv_<32 hex> or a UUID)',
  questionId: 'a question id (qst_<32 hex> or a UUID)',
  responseId: 'a response id (rsp_<32 hex> or a UUID)',
  endpointId: 'a webhook endpoint id (whk_<32 hex> or a UUID)',
  eventId: 'an event id (evt_<32 hex> or a UUID)',
  providerId: 'a panel provider id (pp_<32 hex> or a UUID)',
  followupId: 'an id (a UUID)',
};
const SURVEY = FORM_BY_ARGUMENT.surveyId;
const ENDPOINT = FORM_BY_ARGUMENT.endpointId;
const FORM_BY_FIELD_ID: Record<string, string> = {
  team: FORM_BY_ARGUMENT.teamId,
  order: 'an order id (ord_<32 hex> or a UUID)',
  template: 'catalogue: template',
  playbook: 'catalogue: playbook',
  startPlaybook: 'catalogue: playbook',
  survey: SURVEY,
  storedSurvey: SURVEY,
  updateSurvey: SURVEY,
  duplicateSurvey: SURVEY,
  stopSurvey: SURVEY,
  deleteSurvey: SURVEY,
  publishSurvey: SURVEY,
  project: 'an id (a UUID, or a legacy integer id)',
  updateProject: 'an id (a UUID, or a legacy integer id)',
  updateTag: 'a tag id (tag_<32 hex> or a UUID, or a legacy integer id)',
  surveyResponse: FORM_BY_ARGUMENT.responseId,
  updatePanelProvider: FORM_BY_ARGUMENT.providerId,
  revokeShareLink: 'an id (a UUID)',
  webhookEndpoint: ENDPOINT,
  updateWebhookEndpoint: ENDPOINT,
  deleteWebhookEndpoint: ENDPOINT,
  disableWebhookEndpoint: ENDPOINT,
};
const formOf = (field: string, arg: string) => (arg === 'id' ? FORM_BY_FIELD_ID[field] : FORM_BY_ARGUMENT[arg]);
/**
 * Catalogue keys (templates, playbooks) are looked up in the shipped catalogue, never in
 * PostgreSQL: any string is a key, and one that is not in the catalogue is unknown.
 */
const isCatalogue = (form: string) => form.startsWith('catalogue: ');
/** What an unknown catalogue key answers. */
const UNKNOWN_CATALOGUE_KEY: Record<string, GraphBody> = {
  template: { data: { template: null } },
  playbook: { data: { playbook: null } },
};

const takesId = (arg: GraphQLArgument) => getNamedType(arg.type).name === 'ID';

interface Walked {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

let schema: GraphQLSchema;
let walked: Walked[];
let world: ModeWorld;
let teamUuid: string;
/** A real object's id as the printed form of its argument, by that form. */
let realId: Record<string, string>;

beforeAll(async () => {
  const intro = await gql(getIntrospectionQuery());
  expect(intro.status).toBe(200);
  schema = buildClientSchema(intro.body.data as unknown as IntrospectionQuery);
  walked = (['query', 'mutation'] as const).flatMap((operation) =>
    Object.values((operation === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
      .filter((field) => field.args.some(takesId))
      .map((field) => ({ operation, field })),
  );

  const worlds = await makeWorlds(service);
  world = worlds.live;
  teamUuid = worlds.teamId;
  const provider = await gql('mutation($input: PanelProviderCreateInput!) { createPanelProvider(input: $input) { id } }', {
    input: {
      name: `Ids ${newId()}`,
      entryParam: 'rid',
      completeUrl: 'https://panel.example.com/end?status=complete&rid={id}',
      screenoutUrl: 'https://panel.example.com/end?status=screenout&rid={id}',
      overquotaUrl: 'https://panel.example.com/end?status=overquota&rid={id}',
    },
  });
  expect(provider.body.errors).toBeUndefined();
  const catalogue = await gql('{ templates { id } playbooks { id } }');
  const data = catalogue.body.data as { templates: { id: string }[]; playbooks: { id: string }[] };
  const completedSurvey = world.ids.survey[1];
  // The completed survey's own question (the draft's come first).
  const question = world.ids.question[world.ids.question.length - 1];
  const providerId = (provider.body.data as { createPanelProvider: { id: string } }).createPanelProvider.id;
  realId = {
    [FORM_BY_ARGUMENT.teamId]: toPublicId(PREFIX.team, worlds.teamId),
    [SURVEY]: toPublicId(PREFIX.survey, completedSurvey),
    [FORM_BY_ARGUMENT.questionId]: toPublicId(PREFIX.question, question),
    [FORM_BY_ARGUMENT.responseId]: toPublicId(PREFIX.response, world.ids.response[0]),
    [ENDPOINT]: toPublicId(PREFIX.webhookEndpoint, world.ids.endpoint[0]),
    // No event is made without workers: a well-formed unknown one.
    [FORM_BY_ARGUMENT.eventId]: toPublicId(PREFIX.event, newId()),
    [FORM_BY_ARGUMENT.providerId]: providerId.startsWith('pp_') ? providerId : toPublicId(PREFIX.panelProvider, providerId),
    [FORM_BY_ARGUMENT.followupId]: newId(),
    [FORM_BY_FIELD_ID.order]: toPublicId(PREFIX.order, world.ids.order[0]),
    'catalogue: template': data.templates[0].id,
    'catalogue: playbook': data.playbooks[0].id,
    [FORM_BY_FIELD_ID.project]: world.ids.project[0],
    [FORM_BY_FIELD_ID.updateTag]: toPublicId(PREFIX.tag, world.ids.tag[0]),
  };
});

/** A value GraphQL accepts for a type (the resolver may still refuse it): the argument's own id where it is one. */
function sample(type: GraphQLInputType, idFor: () => string): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType, idFor)];
  const named = getNamedType(inner);
  if (named.name === 'ID') return idFor();
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, sample(f.type, () => realId[SURVEY])]));
  }
  return { Int: 1, Float: 1, Boolean: true, String: 'x' }[named.name] ?? '2030-01-01T00:00:00.000Z';
}

/** One call of the field: every required argument and every id argument, `ids` choosing each id argument's value. */
function call({ operation, field }: Walked, ids: (arg: string) => string) {
  const args = field.args.filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || takesId(a));
  const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type, () => ids(a.name))]));
  const decl = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return gql(`${operation}(${decl}) { ${field.name}(${pass})${selection} }`, variables);
}

const MALFORMED = 'not an id; 1=1';

/** Queries whose answer to real ids is a domain error, for a reason other than the id. */
const DOMAIN_ANSWER: Record<string, string> = {
  // A survey's share links are the console's: a team's caller, not an operator.
  shareLinks: 'team_required',
  // The walker's placeholder strings are no question type: the id is taken, the input priced and refused.
  surveyQuote: 'unknown_question_type',
};

describe('GraphQL id arguments (operator /graphql)', () => {
  it('walks every query and mutation that takes an id, the ones the issue names among them', () => {
    const names = walked.map((w) => w.field.name);
    for (const name of ['team', 'survey', 'creditBalance', 'order', 'surveyResponse', 'orders', 'projects', 'tags', 'teamMembers', 'webhookEvents']) {
      expect(names).toContain(name);
    }
    const unnamed = walked.flatMap((w) =>
      w.field.args
        .filter(takesId)
        .filter((a) => !formOf(w.field.name, a.name))
        .map((a) => `${w.field.name}(${a.name})`),
    );
    expect(unnamed, 'id arguments with no expected form in this test').toEqual([]);
  });

  it('answers a malformed id with BAD_USER_INPUT naming the argument, never an internal error', async () => {
    for (const w of walked) {
      for (const arg of w.field.args.filter(takesId)) {
        const { status, body } = await call(w, (name) => (name === arg.name ? MALFORMED : realId[formOf(w.field.name, name)]));
        const where = `${w.operation} ${w.field.name}(${arg.name})`;
        expect(status, where).toBe(200);
        if (isCatalogue(formOf(w.field.name, arg.name))) {
          if (w.operation === 'query') expect(body, where).toEqual(UNKNOWN_CATALOGUE_KEY[w.field.name]);
          else
            expect(
              body.errors?.map((e) => e.extensions?.code),
              where,
            ).toEqual(['playbook_not_found']);
          continue;
        }
        expect(body.errors, where).toEqual([
          {
            message: `Argument "${arg.name}" is not ${formOf(w.field.name, arg.name)}; got "${MALFORMED}".`,
            path: [w.field.name],
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', param: arg.name }),
          },
        ]);
      }
    }
    expect(errorLines).toEqual([]);
  });

  it('answers a query with the object its printed ids name', async () => {
    for (const w of walked.filter((x) => x.operation === 'query')) {
      const { status, body } = await call(w, (name) => realId[formOf(w.field.name, name)]);
      expect(status, w.field.name).toBe(200);
      if (w.field.name in DOMAIN_ANSWER) {
        expect(
          body.errors?.map((e) => e.extensions?.code),
          w.field.name,
        ).toEqual([DOMAIN_ANSWER[w.field.name]]);
        continue;
      }
      expect(body.errors, w.field.name).toBeUndefined();
      expect(body.data?.[w.field.name], w.field.name).not.toBeNull();
    }
  });

  const SURVEY_BY_ID = 'query($id: ID!, $teamId: ID) { survey(id: $id, teamId: $teamId) { id name } }';

  it('takes the raw UUID as well as the printed id', async () => {
    const [printed, raw] = await Promise.all([
      gql(SURVEY_BY_ID, { id: toPublicId(PREFIX.survey, world.ids.survey[1]), teamId: realId[FORM_BY_ARGUMENT.teamId] }),
      gql(SURVEY_BY_ID, { id: world.ids.survey[1].toUpperCase(), teamId: teamUuid }),
    ]);
    expect(printed.body.errors).toBeUndefined();
    expect(raw.body).toEqual(printed.body);
    expect((printed.body.data as { survey: { id: string } }).survey.id).toBe(world.ids.survey[1]);
  });

  it('refuses a printed id of another kind as malformed', async () => {
    const { body } = await gql(SURVEY_BY_ID, { id: toPublicId(PREFIX.team, world.ids.survey[1]), teamId: realId[FORM_BY_ARGUMENT.teamId] });
    expect(body.errors?.[0]).toMatchObject({
      message: `Argument "id" is not ${SURVEY}; got "${toPublicId(PREFIX.team, world.ids.survey[1])}".`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('reads a panel submission’s survey id the same way (an id inside an input)', async () => {
    const RECORD = 'mutation($input: PanelSubmissionInput!) { recordPanelSubmission(input: $input) { respondentId } }';
    const submission = (surveyId: string) => ({ input: { surveyId, panelRespondentId: `ids-${newId()}`, answers: [] } });
    const malformed = await gql(RECORD, submission('srv_nope'));
    expect(malformed.status).toBe(200);
    expect(malformed.body.errors).toEqual([
      {
        message: `Argument "input.surveyId" is not ${SURVEY}; got "srv_nope".`,
        path: ['recordPanelSubmission'],
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', param: 'input.surveyId' }),
      },
    ]);
    // The completed survey, by its printed id: found, and refused for what it is.
    const printed = await gql(RECORD, submission(toPublicId(PREFIX.survey, world.ids.survey[1])));
    expect(printed.body.errors?.map((e) => e.extensions?.code)).toEqual(['survey_not_collecting']);
  });

  it('passes a mutation the printed ids of real objects (no BAD_USER_INPUT, no internal error)', async () => {
    for (const w of walked.filter((x) => x.operation === 'mutation')) {
      const { status, body } = await call(w, (name) => realId[formOf(w.field.name, name)]);
      expect(status, w.field.name).toBe(200);
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      expect(codes, `${w.field.name}: ${JSON.stringify(body.errors)}`).not.toContain('BAD_USER_INPUT');
      expect(codes, `${w.field.name}: ${JSON.stringify(body.errors)}`).not.toContain('internal_error');
    }
    expect(errorLines).toEqual([]);
  });
});
