import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUserToTeam, createTeam } from '../../../subgraphs/accounts';
import { recordWebhookEvent } from '../../../subgraphs/webhooks';
import { grant } from '../../helpers/billing';
import { newEmail } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { anonymous, lastId, PASSWORD, postAs, signedIn, signUpPeople, SWEPT_IN_RESULTS_FILE, type Person } from './console-people';
import { countOf, expectListed, N, routeTable, sweepEach, type SweepCase } from './sweep';

/**
 * The console's forms in the concurrency sweep (issue 36): each posted by N signed-up people at
 * once (their own session and CSRF token) and N times identically by one person at once, with the
 * form's invariant in the database. The forms are read from the route table, so a new one fails
 * here until it is swept or listed as pending. Rate limits stay on, as served: sign-ins and
 * password changes are counted before the check (the test service raises only the sign-up limit).
 */
const service = useTestService({});
let people: Person[];
beforeAll(async () => {
  people = await signUpPeople(service, N, 'sweep');
}, 120_000);

const one = (sql: string, params: unknown[]) => countOf({ teamId: '', em: () => service().em() }, sql, params);
const liveEndpoints = (p: Person) => countOf(p, 'select count(*) as n from webhooks.endpoints where team_id = ? and deleted_at is null');
/** Endpoints are limited per team (10 per mode): each round starts from none, so N identical creates fit. */
const freshEndpoint = async (p: Person) => {
  await p.em().execute('update webhooks.endpoints set deleted_at = now() where team_id = ? and deleted_at is null', [p.teamId]);
  const res = await p.post('/console/webhooks', { url: 'https://hooks.example.com/sweep', events: ['survey.completed'] });
  expect(res.status, await res.clone().text()).toBe(201);
  return lastId(p, 'webhooks.endpoints');
};
const endpointIs = async (id: string, sql: string) => expect(await one(`select count(*) as n from webhooks.endpoints where id = ? and ${sql}`, [id])).toBe(1);
const newKey = async (p: Person) => {
  expect((await p.post('/console/keys', { name: 'to revoke', mode: 'test', scopes: ['read'] })).status).toBe(201);
  return lastId(p, 'accounts.api_keys');
};
const newApp = async (p: Person) => {
  expect((await p.post('/console/apps', { name: 'to remove', redirectUris: 'https://app.example.com/cb', type: 'confidential' })).status).toBe(201);
  return lastId(p, 'accounts.oauth_clients');
};
/** An invitation of the person's team to a new address; its id and the link's secret. */
const newInvitation = async (p: Person) => {
  const email = newEmail('invited');
  const res = await p.post('/console/team/invitations', { email, role: 'member' });
  const html = await res.text();
  expect(res.status, html).toBe(201);
  return { id: await lastId(p, 'accounts.invitations'), email, secret: /\/console\/invitations\/(inv_[A-Za-z0-9_-]{43})/.exec(html)![1] };
};
/** Another member of the person's team (no password: they never sign in here). */
const newMember = async (p: Person) => (await addUserToTeam(p.em(), { teamId: p.teamId, email: newEmail('member'), name: 'Mo Member', role: 'member' })).user.id;
const memberships = (p: Person) => countOf(p, 'select count(*) as n from accounts.team_memberships where team_id = ?');
const openSessions = (p: Person) => countOf(p, 'select count(*) as n from accounts.console_sessions where user_id = ? and ended_at is null', [p.userId]);
const REDIRECT = 'http://127.0.0.1:9/callback';
/** A public app of the person's team and an authorization request for it (PKCE). */
const appToAuthorize = async (p: Person) => {
  const res = await p.post('/console/apps', { name: 'Sweep sync', redirectUris: REDIRECT, type: 'public' });
  const clientId = /id="client-id"[^>]*value="(app_[0-9a-f]{32})"/.exec(await res.text())![1];
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const q = { response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: 'read', state: 'st', code_challenge: challenge, code_challenge_method: 'S256' };
  return { clientId, verifier, q };
};
/** The app connected: consent given and its code exchanged for tokens; the grant's id. */
const connectedApp = async (p: Person) => {
  const { clientId, verifier, q } = await appToAuthorize(p);
  const back = await p.post('/console/oauth/authorize', { decision: 'allow', ...q });
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
  const token = await fetch(`${service().url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  expect(token.status, await token.clone().text()).toBe(200);
  const [grant] = await p.em().execute<{ id: string }[]>('select id from accounts.oauth_grants where client_id = ?', [clientId]);
  return { clientId, grantId: grant.id };
};
/** The survey editor's form for a one-question draft (views/survey-edit.eta's field names). */
const draftForm = (prompt: string) => ({
  name: 'Swept draft',
  country: 'US',
  sampleSize: '100',
  'q0.type': 'single_select',
  'q0.prompt': prompt,
  'q0.o0.label': 'Yes',
  'q0.o1.label': 'No',
  action: 'save',
});
const newDraft = async (p: Person) => {
  expect((await p.post('/console/surveys', draftForm('Draft question?'))).status).toBe(303);
  return lastId(p, 'surveys.surveys');
};
/** A draft of the person's team with test credits to pay for it, and its publish form as the page hands it out (the hidden key and price). */
const draftToPublish = async (p: Person) => {
  const id = await newDraft(p);
  await grant(p.em(), p.teamId, 100, { livemode: false });
  const { res, html } = await p.client.get(`/console/surveys/${id}/publish`);
  expect(res.status, html).toBe(200);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1];
  return { id, form: { idempotencyKey: field('idempotencyKey'), expectedAmount: field('expectedAmount'), expectedCredits: field('expectedCredits') } };
};
const ordersOf = (id: string) => one('select count(*) as n from billing.orders where survey_id = ?', [id]);
const liveGrants = (clientId: string) => one('select count(*) as n from accounts.oauth_grants where client_id = ? and revoked_at is null', [clientId]);
const liveRefresh = (clientId: string) => one('select count(*) as n from accounts.oauth_refresh_tokens where client_id = ? and revoked_at is null', [clientId]);

/** Console forms swept, each with its invariant. */
const CASES: Record<string, SweepCase<any, Person>> = {
  'POST /console/sign-up': {
    prepare: async () => ({ ...(await anonymous(service, '/console/sign-up')), email: newEmail('signup') }),
    call: (_p, c) => postAs(c.client, c.csrf, '/console/sign-up', { name: 'Ana', email: c.email, teamName: 'Acme', password: PASSWORD }),
    distinct: [303],
    // An email that has an account is answered as a new one (nothing is told, nothing made).
    identical: [303],
    after: async (_p, c) => {
      expect(await one('select count(*) as n from accounts.users where email = ?', [c.email]), 'one account per email').toBe(1);
      expect(await one('select count(*) as n from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?', [c.email]), 'one team').toBe(1);
    },
  },
  'POST /console/sign-in': {
    prepare: () => anonymous(service, '/console/sign-in'),
    call: (p, c) => postAs(c.client, c.csrf, '/console/sign-in', { email: p.email, password: p.password }),
    distinct: [303],
    identical: [303], // not idempotent: each sign-in opens a session of its own
    measure: { of: openSessions, perSuccess: 1 },
  },
  'POST /console/sign-out': {
    prepare: async (p) => {
      const c = await signedIn(service, p);
      return { ...c, open: await openSessions(p) };
    },
    call: (_p, c) => postAs(c.client, c.csrf, '/console/sign-out'),
    distinct: [303],
    identical: [303], // the same session, ended once
    after: async (p, c) => expect(await openSessions(p), 'the one session ended').toBe(c.open - 1),
  },
  'POST /console/keys': {
    call: (p) => p.post('/console/keys', { name: 'Swept key', mode: 'test', scopes: ['read', 'write'] }),
    distinct: [201],
    identical: [201], // not idempotent: each form is a key, its secret shown once
    measure: { of: (p) => countOf(p, 'select count(*) as n from accounts.api_keys where team_id = ?'), perSuccess: 1 },
  },
  'POST /console/keys/:id/revoke': {
    prepare: newKey,
    call: (p, id) => p.post(`/console/keys/${id}/revoke`),
    distinct: [303],
    identical: [303],
    after: async (_p, id) => expect(await one('select count(*) as n from accounts.api_keys where id = ? and revoked_at is not null', [id])).toBe(1),
  },
  'POST /console/mode': {
    call: (p) => p.post('/console/mode', { mode: 'test', back: '/console/keys' }),
    distinct: [303],
    identical: [303],
    // A cookie only: no session, key or team row moves.
    measure: { of: (p) => countOf(p, 'select count(*) as n from accounts.console_sessions where user_id = ?', [p.userId]), perSuccess: 0 },
  },
  'POST /console/webhooks': {
    prepare: (p) => p.em().execute('update webhooks.endpoints set deleted_at = now() where team_id = ? and deleted_at is null', [p.teamId]),
    call: (p) => p.post('/console/webhooks', { url: 'https://hooks.example.com/sweep', events: ['survey.completed', 'order.paid'] }),
    distinct: [201],
    identical: [201], // not idempotent: each form is an endpoint with its own secret
    measure: { of: liveEndpoints, perSuccess: 1 },
  },
  'POST /console/webhooks/:id': {
    prepare: freshEndpoint,
    call: (p, id) => p.post(`/console/webhooks/${id}`, { url: 'https://hooks.example.com/moved', events: ['order.paid'] }),
    distinct: [303],
    identical: [303],
    measure: { of: liveEndpoints, perSuccess: 0 },
    after: async (_p, id) => endpointIs(id, `url = 'https://hooks.example.com/moved' and enabled_events = '{order.paid}'`),
  },
  'POST /console/webhooks/:id/disable': {
    prepare: freshEndpoint,
    call: (p, id) => p.post(`/console/webhooks/${id}/disable`),
    distinct: [303],
    identical: [303],
    after: async (_p, id) => endpointIs(id, `status = 'disabled' and disabled_at is not null`),
  },
  'POST /console/webhooks/:id/enable': {
    prepare: async (p) => {
      const id = await freshEndpoint(p);
      expect((await p.post(`/console/webhooks/${id}/disable`)).status).toBe(303);
      return id;
    },
    call: (p, id) => p.post(`/console/webhooks/${id}/enable`),
    distinct: [303],
    identical: [303],
    after: async (_p, id) => endpointIs(id, `status = 'enabled' and disabled_at is null`),
  },
  'POST /console/webhooks/:id/delete': {
    prepare: freshEndpoint,
    call: (p, id) => p.post(`/console/webhooks/${id}/delete`),
    distinct: [303],
    identical: [303, 404],
    winners: 'some',
    after: async (_p, id) => endpointIs(id, 'deleted_at is not null'),
  },
  'POST /console/webhooks/:id/events/:eventId/redeliver': {
    // An event the endpoint was sent (recorded as the outbox relay records it).
    prepare: async (p) => {
      const endpointId = await freshEndpoint(p);
      const e = { sourceId: randomUUID(), teamId: p.teamId, livemode: false, type: 'survey.completed' as const, object: {}, occurredAt: new Date() };
      const { eventId, endpointIds } = await recordWebhookEvent(p.em(), e);
      expect(endpointIds).toEqual([endpointId]);
      return { endpointId, eventId };
    },
    call: (p, c) => p.post(`/console/webhooks/${c.endpointId}/events/${c.eventId}/redeliver`),
    distinct: [303],
    identical: [303], // not idempotent: each form is a redelivery of its own, numbered
    measure: { of: (_p, c) => one('select redeliveries as n from webhooks.deliveries where event_id = ? and endpoint_id = ?', [c.eventId, c.endpointId]), perSuccess: 1 },
  },
  'POST /console/webhooks/:id/test': {
    prepare: freshEndpoint,
    call: (p, id) => p.post(`/console/webhooks/${id}/test`, { type: 'order.paid' }),
    distinct: [303],
    identical: [303], // not idempotent: each form is a test event of its own
    measure: {
      of: (_p, id) => one('select count(*) as n from webhooks.events v join webhooks.deliveries d on d.event_id = v.id where d.endpoint_id = ? and v.test', [id]),
      perSuccess: 1,
    },
  },
  // The survey editor (issue 42): drafts are free, so identical creates and duplicates make one each.
  'POST /console/surveys': {
    call: (p) => p.post('/console/surveys', draftForm('Swept question?')),
    distinct: [303],
    identical: [303], // not idempotent: each form is a draft of its own
    measure: { of: (p) => countOf(p, 'select count(*) as n from surveys.surveys where team_id = ?'), perSuccess: 1 },
  },
  'POST /console/surveys/:id': {
    prepare: newDraft,
    call: (p, id) => p.post(`/console/surveys/${id}`, draftForm('Saved question?')),
    distinct: [303],
    identical: [303],
    measure: { of: (p) => countOf(p, 'select count(*) as n from surveys.surveys where team_id = ?'), perSuccess: 0 },
    // Saves at once leave one whole draft: its one question, as saved (never two copies of it).
    after: async (_p, id) => expect(await one('select count(*) as n from surveys.questions where survey_id = ? and prompt = ?', [id, 'Saved question?'])).toBe(1),
  },
  'POST /console/surveys/:id/duplicate': {
    prepare: newDraft,
    call: (p, id) => p.post(`/console/surveys/${id}/duplicate`),
    distinct: [303],
    identical: [303], // not idempotent: each is a copy of its own
    measure: { of: (p) => countOf(p, 'select count(*) as n from surveys.surveys where team_id = ?'), perSuccess: 1 },
  },
  'POST /console/surveys/quote': {
    call: (p) => p.post('/console/surveys/quote', draftForm('Priced question?')),
    distinct: [200],
    identical: [200],
    // Pricing a form records nothing.
    measure: { of: (p) => countOf(p, 'select count(*) as n from surveys.surveys where team_id = ?'), perSuccess: 0 },
  },
  // Publishing spends: the page's hidden key makes identical sends one publish, one order.
  'POST /console/surveys/:id/publish': {
    prepare: draftToPublish,
    call: (p, c) => p.post(`/console/surveys/${c.id}/publish`, c.form),
    distinct: [303],
    identical: [303],
    after: async (_p, c) => {
      expect(await ordersOf(c.id), 'one order').toBe(1);
      expect(await one(`select count(*) as n from surveys.surveys where id = ? and status = 'in-progress'`, [c.id])).toBe(1);
    },
  },
  'POST /console/surveys/:id/stop': {
    prepare: async (p) => {
      const c = await draftToPublish(p);
      expect((await p.post(`/console/surveys/${c.id}/publish`, c.form)).status).toBe(303);
      return c.id;
    },
    call: (p, id) => p.post(`/console/surveys/${id}/stop`),
    distinct: [303],
    identical: [303],
    after: async (_p, id) => {
      expect(await one(`select count(*) as n from surveys.surveys where id = ? and status = 'completed'`, [id])).toBe(1);
      expect(await ordersOf(id), 'stopping buys nothing').toBe(1);
    },
  },
  'POST /console/apps': {
    call: (p) => p.post('/console/apps', { name: 'Swept app', redirectUris: 'https://app.example.com/cb', type: 'confidential' }),
    distinct: [201],
    identical: [201], // not idempotent: each form is an app with its own client id
    measure: { of: (p) => countOf(p, 'select count(*) as n from accounts.oauth_clients where team_id = ? and revoked_at is null'), perSuccess: 1 },
  },
  'POST /console/apps/:id/remove': {
    prepare: newApp,
    call: (p, id) => p.post(`/console/apps/${id}/remove`),
    distinct: [303],
    identical: [303, 404],
    winners: 'some',
    after: async (_p, id) => expect(await one('select count(*) as n from accounts.oauth_clients where id = ? and revoked_at is not null', [id])).toBe(1),
  },
  'POST /console/team/invitations': {
    prepare: async () => newEmail('invite'),
    call: (p, email) => p.post('/console/team/invitations', { email, role: 'member' }),
    distinct: [201],
    identical: [201], // each replaces the one open before it: N links shown, one still open
    after: async (p, email) =>
      expect(
        await one('select count(*) as n from accounts.invitations where team_id = ? and email = ? and revoked_at is null', [p.teamId, email]),
        'one open invitation per email',
      ).toBe(1),
  },
  'POST /console/team/invitations/:id/revoke': {
    prepare: async (p) => (await newInvitation(p)).id,
    call: (p, id) => p.post(`/console/team/invitations/${id}/revoke`),
    distinct: [303],
    identical: [303, 404],
    winners: 'some',
    after: async (_p, id) => expect(await one('select count(*) as n from accounts.invitations where id = ? and revoked_at is not null', [id])).toBe(1),
  },
  'POST /console/invitations/:secret': {
    prepare: async (p) => {
      const inv = await newInvitation(p);
      return { ...inv, ...(await anonymous(service, `/console/invitations/${inv.secret}`)) };
    },
    call: (_p, c) => postAs(c.client, c.csrf, `/console/invitations/${c.secret}`, { name: 'Ivy Invited', password: PASSWORD }),
    distinct: [303],
    identical: [303, 404],
    winners: 'one', // an invitation is used once; the others are told the link is not valid any more
    measure: { of: memberships, perSuccess: 1 },
    after: async (p, c) => expect(await one('select count(*) as n from accounts.users where email = ?', [c.email]), 'one account').toBe(1),
  },
  'POST /console/team/members/:userId/role': {
    prepare: newMember,
    call: (p, userId) => p.post(`/console/team/members/${userId}/role`, { role: 'admin' }),
    distinct: [303],
    identical: [303],
    measure: { of: memberships, perSuccess: 0 },
    after: async (p, userId) =>
      expect(await one(`select count(*) as n from accounts.team_memberships where team_id = ? and user_id = ? and role = 'admin'`, [p.teamId, userId])).toBe(1),
  },
  'POST /console/team/members/:userId/remove': {
    prepare: newMember,
    call: (p, userId) => p.post(`/console/team/members/${userId}/remove`),
    distinct: [303],
    identical: [303, 404],
    winners: 'some',
    after: async (p, userId) => expect(await one('select count(*) as n from accounts.team_memberships where team_id = ? and user_id = ?', [p.teamId, userId])).toBe(0),
  },
  'POST /console/account/team': {
    prepare: async (p) => {
      const other = await createTeam(p.em(), { name: 'Second team' });
      await addUserToTeam(p.em(), { teamId: other.id, email: p.email, name: 'Person', role: 'member' });
      return other.id;
    },
    call: (p, teamId) => p.post('/console/account/team', { teamId }),
    distinct: [303],
    identical: [303],
    after: async (p, teamId) => {
      const sessions = await p.em().execute<{ team_id: string }[]>('select team_id from accounts.console_sessions where user_id = ? and ended_at is null', [p.userId]);
      expect(sessions.map((s) => s.team_id)).toContain(teamId);
      // Back to the person's own team for the cases after this one.
      expect((await p.post('/console/account/team', { teamId: p.teamId })).status).toBe(303);
    },
  },
  'POST /console/oauth/authorize': {
    prepare: appToAuthorize,
    call: (p, c) => p.post('/console/oauth/authorize', { decision: 'allow', ...c.q }),
    distinct: [303],
    identical: [303], // not idempotent: each consent is a code of its own, each usable once
    measure: { of: (_p, c) => one('select count(*) as n from accounts.oauth_codes where client_id = ?', [c.clientId]), perSuccess: 1 },
  },
  'POST /console/connected-apps/:clientId/disconnect': {
    prepare: connectedApp,
    call: (p, c) => p.post(`/console/connected-apps/${c.clientId}/disconnect`),
    distinct: [303],
    identical: [303],
    after: async (_p, c) => expect([await liveGrants(c.clientId), await liveRefresh(c.clientId)], 'no grant, no refresh token left').toEqual([0, 0]),
  },
  'POST /console/grants/:id/revoke': {
    prepare: connectedApp,
    call: (p, c) => p.post(`/console/grants/${c.grantId}/revoke`),
    distinct: [303],
    identical: [303],
    after: async (_p, c) => expect([await liveGrants(c.clientId), await liveRefresh(c.clientId)], 'no grant, no refresh token left').toEqual([0, 0]),
  },
  // Last: it ends the person's other sessions. Each round changes the password to a new one.
  'POST /console/account/password': {
    prepare: async (p) => ({ current: p.password, next: `another long passphrase ${++changes}` }),
    call: (p, c) => p.post('/console/account/password', { current: c.current, next: c.next }),
    distinct: [303],
    identical: [303, 401],
    winners: 'one', // the first changes it; for the others the current password is not right any more
    after: async (p, c) => {
      p.password = c.next;
      expect(await openSessions(p), 'every other session ended: the one that changed it is open').toBe(1);
      const again = await signedIn(service, p);
      expect(again.csrf).toBeTruthy();
    },
  },
};
let changes = 0;

/**
 * Defects this sweep found: each runs as `it.fails`, so the suite stays green while the defect
 * stands and turns red the moment it is fixed (then delete its line).
 */
const KNOWN_DEFECTS: Record<string, string> = {};

/** Forms not swept here yet: listed, so that only a new one fails. */
const PENDING: string[] = [];

describe(`console forms, ${N} at once`, () => {
  it('every console form (POST under /console) is swept or listed as pending', () => {
    const forms = routeTable(service().app).filter((r) => /^(POST|PUT|PATCH|DELETE) \/console\//.test(r));
    expectListed(forms, [...Object.keys(CASES), ...SWEPT_IN_RESULTS_FILE, ...PENDING], 'the console');
    console.log(`concurrency console: ${Object.keys(CASES).length + SWEPT_IN_RESULTS_FILE.length} of ${forms.length} forms swept, N=${N} (${PENDING.length} pending)`);
  });

  sweepEach(CASES, () => people, { who: 'people', knownDefects: KNOWN_DEFECTS });
});
