import { describe, expect, it } from 'vitest';
import { config } from '../../../platform/config';
import { listPlaybooks } from '../../../subgraphs/surveys/authoring/playbooks/playbooks.service';
import { findTemplate } from '../../../subgraphs/surveys/authoring/templates/templates.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, apiClient, expectV1Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const api = apiClient(() => service().url);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const NAME_A_PRODUCT = 'pbk_6r1y4ln4692fi1darenmndxw';
const NAME_TEST = 'cmb_fn64mwtre9gbl5phri287ig0';
const LOGO = 'cmb_lqke5rz21mav2t03bpsj81op';
const PACKAGING = 'cmb_4ce6608ag6rbhgtj49pk01k1';
const img = (n: number) => `https://cdn.example.com/pack-${n}.png`;

/** Name a product, exactly as v1 shows it. */
const NAME_A_PRODUCT_V1 = {
  id: NAME_A_PRODUCT,
  name: 'Name a product',
  goal: 'Choose a name for a new product, then the logo and the packaging that carry it.',
  description:
    'Three surveys in order: two candidate names head to head, two logos for the name, then the packaging designs ranked. Publish each step once the one before it has results.',
  steps: [
    {
      position: 1,
      title: 'Name shortlist',
      guidance:
        'Put your two strongest names head to head. Describe the product as a shopper would meet it (what it is and who it is for) in plain words, without hinting at either name. Publish this step first: the logo and the packaging should carry the winner.',
      template: { id: NAME_TEST, name: 'Name test' },
    },
    {
      position: 2,
      title: 'Logo',
      guidance:
        'Two logo designs for the same name, at the same size on the same background, so only the design differs. Fill in your working name; if the name shortlist picks the other name, update this draft with logos for the winner before you publish it.',
      template: { id: LOGO, name: 'Logo preference' },
    },
    {
      position: 3,
      title: 'Packaging',
      guidance:
        'Three to six packaging designs for the chosen name and logo, shown from the same angle. Mockups on a shelf read closer to a real store than flat artwork. Publish it last, once the name and the logo are settled.',
      template: { id: PACKAGING, name: 'Packaging ranking' },
    },
  ],
};

/** The catalogue as v1 shows it, from the domain's own list. */
const v1Playbooks = () =>
  listPlaybooks().map((p) => ({
    id: p.id,
    name: p.name,
    goal: p.goal,
    description: p.description,
    steps: p.steps.map((s) => ({ position: s.position, title: s.title, guidance: s.guidance, template: { id: s.templateId, name: findTemplate(s.templateId)!.name } })),
  }));

/** A start of Name a product with every step inside its template. */
const goodStart = (): { name: string; steps: Record<string, any>[] } => ({
  name: 'Nova launch',
  steps: [
    { blanks: { product_description: 'an oat-milk latte in a can' }, options: [{ value: 'Nova' }, { value: 'Orbit' }], sampleSize: '200' },
    { blanks: { brand_name: 'Nova', brand_description: 'Canned oat-milk coffee' }, options: [{ mediaUrl: img(1) }, { mediaUrl: img(2) }], country: 'gb' },
    { blanks: { product_name: 'Nova' }, options: [{ mediaUrl: img(1) }, { mockup: { image: img(2), title: 'Nova can' } }, { mediaUrl: img(3) }] },
  ],
});

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write']) };
}

/** Rows of the team's runs: surveys, their questions, options, quotes and project links, and projects. */
async function counts(teamId: string) {
  const [row] = await service()
    .em()
    .getConnection()
    .execute<Record<string, number>[]>(
      `select (select count(*)::int from surveys.surveys where team_id = ?) as surveys,
              (select count(*)::int from surveys.questions q join surveys.surveys s on s.id = q.survey_id where s.team_id = ?) as questions,
              (select count(*)::int from surveys.options o join surveys.questions q on q.id = o.question_id join surveys.surveys s on s.id = q.survey_id where s.team_id = ?) as options,
              (select count(*)::int from surveys.quotes x join surveys.surveys s on s.id = x.survey_id where s.team_id = ?) as quotes,
              (select count(*)::int from surveys.projects where team_id = ?) as projects,
              (select count(*)::int from surveys.survey_projects sp join surveys.projects p on p.id = sp.project_id where p.team_id = ?) as links`,
      Array(6).fill(teamId),
    );
  return row;
}

describe('GET /v1/playbooks', () => {
  it('lists every playbook with its steps, whole and in catalogue order', async () => {
    const t = await team();
    const res = await api('GET', '/v1/playbooks', await t.key(['read']));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({ success: true, data: { playbooks: v1Playbooks() } });
    expect(body.data.playbooks.map((p: any) => p.name)).toEqual(['Launch a product', 'Name a product', 'Optimise a listing', 'Refresh a brand']);
    expect(body.data.playbooks[1]).toEqual(NAME_A_PRODUCT_V1);
  });

  it('400 with details for page, limit or any other query parameter: the catalogue is not paged', async () => {
    const t = await team();
    const res = await api('GET', '/v1/playbooks?page=2', t.full);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'Bad Request', message: 'Received unknown parameter: page.', details: ['querystring must NOT have additional properties'] });
  });

  it('401 without a token, 403 for a scoped key without read; legacy keys and OAuth tokens read it', async () => {
    const t = await team();
    await expectV1Error(await api('GET', '/v1/playbooks', null), 401, 'Unauthorized');
    await expectV1Error(await api('GET', '/v1/playbooks', await t.key(['write'])), 403, 'Forbidden');
    expect((await api('GET', '/v1/playbooks', await t.key([]))).status).toBe(200);
    expect((await api('GET', `/v1/playbooks/${NAME_A_PRODUCT}`, await t.oauthToken())).status).toBe(200);
  });
});

describe('GET /v1/playbooks/{id}', () => {
  it('the playbook with its steps: position, title, guidance, the template id and name', async () => {
    const t = await team();
    const res = await api('GET', `/v1/playbooks/${NAME_A_PRODUCT}`, t.full);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, data: NAME_A_PRODUCT_V1 });
  });

  it('404 {error, message} for an unknown id, whatever its form', async () => {
    const t = await team();
    for (const id of ['pbk_000000000000000000000000', 'name-a-product', '0197e8f2-3a4b-7c5d-8e6f-0a1b2c3d4e5f']) {
      const res = await api('GET', `/v1/playbooks/${id}`, t.full);
      expect(await json(res.clone())).toEqual({ error: 'Not Found', message: `No such playbook: ${id}` });
      await expectV1Error(res, 404, 'Not Found');
    }
  });
});

describe('POST /v1/playbooks/{id}/start', () => {
  it('201: one new project named after the run and one draft per step from its template, linked to it', async () => {
    const t = await team();
    const before = await counts(t.team.id);
    const res = await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, goodStart());
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(Object.keys(body)).toEqual(['success', 'data']);
    expect(Object.keys(body.data)).toEqual(['project', 'surveys']);
    const { project, surveys } = body.data;
    expect(project).toEqual({
      id: expect.stringMatching(GUID),
      name: 'Nova launch',
      description: 'Started from the playbook "Name a product".',
      goal: NAME_A_PRODUCT_V1.goal,
      archived: false,
      bookmarked: false,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      url: `${config().PUBLIC_BASE_URL}/projects/${project.id}`,
      user: 'Olive Owner',
      surveyCount: 3,
    });
    expect(surveys.map((s: any) => [s.name, s.status, s.template.id, s.template.name, s.sampleSize, s.country])).toEqual([
      ['Nova launch: Name shortlist', 'unpublished', NAME_TEST, 'Name test', 200, 'US'],
      ['Nova launch: Logo', 'unpublished', LOGO, 'Logo preference', 100, 'GB'],
      ['Nova launch: Packaging', 'unpublished', PACKAGING, 'Packaging ranking', 200, 'US'],
    ]);
    expect(surveys.map((s: any) => s.projects)).toEqual(Array(3).fill([{ id: project.id, name: 'Nova launch' }]));
    expect(surveys.map((s: any) => s.questions.map((q: any) => [q.type, q.value, q.options.map((o: any) => o.type)]))).toEqual([
      [['head_to_head', 'Which name would you prefer for this product: an oat-milk latte in a can?', ['text', 'text']]],
      [['head_to_head', 'Which logo suits Nova better?', ['image', 'image']]],
      [['ranked', 'Rank these packaging designs for Nova from most to least appealing.', ['image', 'mockup', 'image']]],
    ]);
    // Each draft is the v1 survey resource, with its quote, exactly as GET /v1/surveys/{id} shows it.
    for (const s of surveys) {
      expect(s.cost).toMatchObject({ currency: 'USD', balance: 0, canPayWithBalance: false });
      expect(s.cost.amount).toBeGreaterThan(0);
      const read = (await json(await api('GET', `/v1/surveys/${s.id}`, t.full))).data;
      expect({ ...s, questions: null }).toEqual({ ...read, questions: null });
    }
    expect(await counts(t.team.id)).toEqual({
      surveys: before.surveys + 3,
      questions: before.questions + 3,
      options: before.options + 7,
      quotes: before.quotes + 3, // one per survey: the reads' prices are the start's (issue 38)
      projects: before.projects + 1,
      links: before.links + 3,
    });
    const listed = await json(await api('GET', `/v1/surveys?project_ids=${project.id}&sort_by=name&dir=asc`, t.full));
    expect(listed.data.map((s: any) => s.name)).toEqual(['Nova launch: Logo', 'Nova launch: Name shortlist', 'Nova launch: Packaging']);
  });

  it('can be started again: each start is a new run with a project and drafts of its own', async () => {
    const t = await team();
    const first = (await json(await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, goodStart()))).data;
    const before = await counts(t.team.id);
    const res = await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, goodStart());
    expect(res.status).toBe(201);
    const second = (await json(res)).data;
    expect(second.project.id).not.toBe(first.project.id);
    expect(second.project.name).toBe(first.project.name);
    expect(second.surveys.map((s: any) => s.id)).not.toContain(first.surveys[0].id);
    expect(await counts(t.team.id)).toMatchObject({ surveys: before.surveys + 3, projects: before.projects + 1, links: before.links + 3 });
  });

  it('a test key makes a test-mode run: the live key sees neither the project nor the drafts', async () => {
    const t = await team();
    const testKey = await t.key(['read', 'write'], { livemode: false });
    const run = (await json(await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, testKey, goodStart()))).data;
    const modes = await service()
      .em()
      .getConnection()
      .execute<{ livemode: boolean }[]>('select livemode from surveys.projects where id = ? union all select livemode from surveys.surveys where id in (?)', [
        run.project.id,
        run.surveys.map((s: any) => s.id),
      ]);
    expect(modes.map((m) => m.livemode)).toEqual([false, false, false, false]);
    await expectV1Error(await api('GET', `/v1/surveys/${run.surveys[0].id}`, t.full), 404, 'Not Found');
    expect((await json(await api('GET', '/v1/projects', t.full))).data.projects).toEqual([]);
  });

  it('422 names every step and field outside its template, and nothing is created', async () => {
    const t = await team();
    const before = await counts(t.team.id);
    const start = goodStart();
    start.steps[1] = { blanks: { brand_name: 'Nova' }, options: [{ mediaUrl: img(1) }, { mediaUrl: img(2) }] };
    start.steps[2] = { ...start.steps[2], options: start.steps[2].options.slice(0, 2), country: 'JP' };
    const res = await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, start);
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'template_limits_violated',
      param: 'steps[1].blanks.brand_description',
      message: expect.stringMatching(/^The request is outside the template limits of steps 2, 3 of playbook "Name a product": Step 2: Fill the blank "brand_description"/),
      violations: [
        {
          step: 2,
          code: 'blank_missing',
          param: 'steps[1].blanks.brand_description',
          message: 'Fill the blank "brand_description" (What the brand does, in one sentence).',
          allowed: 'What the brand does, in one sentence',
          received: null,
        },
        { step: 3, code: 'option_count', param: 'steps[2].options', message: 'This template takes 3 to 6 options; got 2.', allowed: { min: 3, max: 6 }, received: 2 },
        {
          step: 3,
          code: 'country',
          param: 'steps[2].country',
          message: 'Country "JP" is not offered by this template; choose one of US, GB, CA, AU, DE, FR.',
          allowed: ['US', 'GB', 'CA', 'AU', 'DE', 'FR'],
          received: 'JP',
        },
      ],
      blanks: [
        { step: 2, name: 'brand_name', placeholder: 'Your brand name' },
        { step: 2, name: 'brand_description', placeholder: 'What the brand does, in one sentence' },
        { step: 3, name: 'product_name', placeholder: 'Your product name' },
      ],
    });
    expect(await counts(t.team.id)).toEqual(before);
  });

  it('a step that fails a survey rule after the steps before it were written refuses the whole start, naming the step; nothing is left behind', async () => {
    const t = await team();
    const before = await counts(t.team.id);
    const start = goodStart();
    // Inside the template's limits (a text blank), but the prompt it makes asks for reasoning: createSurvey refuses step 3.
    start.steps[2].blanks = { product_name: 'Nova? Explain your choice' };
    const res = await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, start);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'reasoning_question_not_allowed',
      param: 'steps[2].blanks',
      message: expect.stringMatching(/^Step 3 \(Packaging\): Every response already includes a written explanation/),
    });
    expect(await counts(t.team.id)).toEqual(before);
  });

  it('400 when the steps do not match the playbook, and for a bad shape naming the step and field; nothing is created', async () => {
    const t = await team();
    const before = await counts(t.team.id);
    const short = goodStart();
    short.steps.pop();
    const res = await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, short);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'playbook_steps_invalid',
      param: 'steps',
      message: 'The playbook "Name a product" has 3 steps; send one entry in steps for each, in order (Name shortlist, Logo, Packaging); got 2.',
    });
    const lots = goodStart();
    lots.steps[1].sampleSize = 'lots';
    const shape = await json(await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, lots));
    expect(shape).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'parameter_invalid',
      param: 'steps.1.sampleSize',
      message: 'Invalid steps.1.sampleSize: must match pattern "^[0-9]{1,6}$".',
      details: ['body.steps.1.sampleSize must match pattern "^[0-9]{1,6}$"'],
    });
    const noName = await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, t.full, { ...goodStart(), name: '   ' });
    expect(noName.status).toBe(400);
    expect(await counts(t.team.id)).toEqual(before);
  });

  it('404 {error, message} for an unknown playbook; 401 and 403 as other v1 writes', async () => {
    const t = await team();
    const before = await counts(t.team.id);
    const res = await api('POST', '/v1/playbooks/pbk_000000000000000000000000/start', t.full, goodStart());
    expect(await json(res.clone())).toEqual({ error: 'Not Found', message: 'No such playbook: pbk_000000000000000000000000' });
    await expectV1Error(res, 404, 'Not Found');
    await expectV1Error(await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, null, goodStart()), 401, 'Unauthorized');
    await expectV1Error(await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, await t.key(['read']), goodStart()), 403, 'Forbidden');
    expect(await counts(t.team.id)).toEqual(before);
    expect((await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, await t.key([]), goodStart())).status).toBe(201);
    expect((await api('POST', `/v1/playbooks/${NAME_A_PRODUCT}/start`, await t.oauthToken(), goodStart())).status).toBe(201);
  });

  it('is described in the v1 OpenAPI document', async () => {
    const doc = await json(await fetch(`${service().url}/v1/openapi.json`));
    expect([doc.paths['/v1/playbooks'].get.operationId, doc.paths['/v1/playbooks/{id}'].get.operationId, doc.paths['/v1/playbooks/{id}/start'].post.operationId]).toEqual([
      'listPlaybooks',
      'getPlaybook',
      'startPlaybook',
    ]);
    const start = doc.paths['/v1/playbooks/{id}/start'].post;
    // Write scope for OAuth tokens; API keys carry no scopes on v1.
    expect(start.security).toEqual([{ bearerAuth: [] }, { oauth2: ['write'] }]);
    expect(Object.keys(start.responses).sort()).toEqual(['201', '400', '401', '403', '404', '422', '429', '500', '503']);
    expect(Object.keys(start.requestBody.content['application/json'].schema.properties)).toEqual(['name', 'steps']);
  });
});
