import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { launchChromium } from '../../helpers/browser';
import { expectLedgerInvariantEverywhere, grant, moneyState, sandboxStripe, submitCard } from '../../helpers/billing';
import { SNACK_DRAFT } from '../../helpers/billing-api';
import { expectAccessible, FormClient, newEmail, screenshot, signedInContext } from '../../helpers/console';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/**
 * Publishing from the console (issue 42): the confirmation page shows the price and how it is
 * paid (credits first, then the card on file); its form publishes through the API's idempotent
 * path with the cost shown; owners and admins publish and stop, members cannot.
 */
const service = useTestService();
const api = apiClient(() => service().url);
afterEach(() => expectLedgerInvariantEverywhere(service().em()));

const PASSWORD = 'correct horse battery';
/** SNACK_DRAFT's price in the console: $50.00, the list price (the 5% API discount is for REST callers; docs/pricing.md). */
const PRICE = { amount: 50, credits: 25 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A person signed up in the console (owner of a new team) with a test-mode key that writes. */
async function owner(tag: string) {
  const c = new FormClient(service().url);
  const email = newEmail(tag);
  expect((await c.submit('/console/sign-up', '/console/sign-up', { name: 'Pat Publisher', email, teamName: 'Publishers', password: PASSWORD })).res.status).toBe(303);
  const [{ id: teamId }] = await service()
    .em()
    .execute<{ id: string }[]>('select m.team_id as id from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?', [email]);
  return { c, teamId, testKey: await keyOf(c, 'test') };
}

async function keyOf(c: FormClient, mode: 'test' | 'live'): Promise<string> {
  const created = await c.submit('/console/keys', '/console/keys', { name: `${mode} writer`, mode, scopes: ['read', 'write'] });
  return /id="secret"[^>]*value="([^"]+)"/.exec(created.html)![1];
}

/** A SNACK_DRAFT made through v2 with `key`; its UUID (the console's links use it). */
async function draft(key: string, name = 'Snack test'): Promise<string> {
  const res = await api('POST', '/v2/surveys', key, { ...SNACK_DRAFT, name });
  expect(res.status).toBe(200);
  return fromPublicId('srv', (await json(res)).id)!;
}

/** Saves a card as the team's test-mode default through the console's billing page and the hosted portal. */
async function saveCard(c: FormClient, cardNumber: string) {
  const { res } = await c.submit('/console/billing', '/console/billing/card', {});
  expect(res.status).toBe(303);
  expect((await submitCard(res.headers.get('location')!, cardNumber)).status).toBe(200);
}

/** A browser context signed in as `client`, with JavaScript off. */
async function scriptlessContext(client: FormClient, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
  const url = `${service().url}/console`;
  const cookies = client
    .cookieHeader()
    .split('; ')
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));
  await context.addCookies(cookies);
  return context;
}

/** The confirmation page's form fields, as a browser would send them. */
async function publishForm(c: FormClient, id: string) {
  const { res, html, csrf } = await c.get(`/console/surveys/${id}/publish`);
  expect(res.status).toBe(200);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
  expect(field('idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
  return { _csrf: csrf!, idempotencyKey: field('idempotencyKey')!, expectedAmount: field('expectedAmount')!, expectedCredits: field('expectedCredits')! };
}

async function surveyRow(id: string) {
  const [row] = await service().em().execute<{ status: string }[]>('select status from surveys.surveys where id = ?', [id]);
  return row;
}

async function surveyOrders(id: string) {
  return service()
    .em()
    .execute<{ status: string; livemode: boolean; credit_units_used: number; card_cents: number; amount_cents: number }[]>(
      'select status, livemode, credit_units_used, card_cents, amount_cents from billing.orders where survey_id = ?',
      [id],
    );
}

/** Succeeded test-mode charges of the team's sandbox customer. */
async function testCharges(teamId: string): Promise<number[]> {
  const [row] = await service()
    .em()
    .execute<{ provider_customer_id: string }[]>('select provider_customer_id from billing.customers where team_id = ? and livemode = false', [teamId]);
  if (!row) return [];
  const list = await sandboxStripe(service().sandboxUrl!, teamId, { livemode: false }).paymentIntents.list({ customer: row.provider_customer_id, limit: 100 });
  return list.data.filter((pi) => pi.status === 'succeeded').map((pi) => pi.amount);
}

/** The cost lines of the page as "term: value" text. */
async function costLines(page: Page): Promise<string[]> {
  return page.locator('.cost-lines > div').evaluateAll((rows) => rows.map((r) => (r as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim()));
}

/** A second person in the team, a member unless said (invited by link, joined with a new account). */
async function member(ownerClient: FormClient, role: 'member' | 'admin' = 'member'): Promise<FormClient> {
  const invited = await ownerClient.submit('/console/team', '/console/team/invitations', { email: newEmail(role), role });
  expect(invited.res.status).toBe(201);
  const secret = /\/console\/invitations\/(inv_[A-Za-z0-9_-]{43})/.exec(invited.html)![1];
  const m = new FormClient(service().url);
  const joined = await m.submit(`/console/invitations/${secret}`, `/console/invitations/${secret}`, { name: 'Mo Member', password: PASSWORD });
  expect(joined.res.status).toBe(303);
  return m;
}

describe('console: publish a draft', () => {
  it('credits cover it: the page shows price, balance and split; publishing spends the credits once and the survey collects; the owner stops it', async () => {
    const { c, teamId, testKey } = await owner('covered');
    await grant(service().em(), teamId, 30, { livemode: false });
    const id = await draft(testKey);
    const context = await signedInContext(browser, c, service().url);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      // From the draft's own page.
      await page.goto(`${service().url}/console/results/${id}`);
      await page.getByRole('link', { name: 'Review the cost and publish' }).click();
      await page.waitForURL(`${service().url}/console/surveys/${id}/publish`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Publish “Snack test”');
      expect(await costLines(page)).toEqual([
        'Price $50.00 · 25 credits',
        'Your credit balance 30 credits ($60.00)',
        'Paid from credits 25 credits',
        'Charged to card $0.00',
        'Credits left afterwards 5 credits',
      ]);
      await expectAccessible(page);
      await screenshot(page, 'console-publish-credits-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
      await screenshot(page, 'console-publish-credits-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Publish for 25 credits' }).click();
      await page.waitForURL(`${service().url}/console/results/${id}?done=published`);
      expect(await page.getByRole('status').first().innerText()).toBe('Published and paid: collection has started.');
      expect(await page.locator('.page-head .badge').textContent()).toBe('in-progress');
      expect(await surveyOrders(id)).toEqual([{ status: 'paid', livemode: false, credit_units_used: 2500, card_cents: 0, amount_cents: 5000 }]);
      expect(await moneyState(service().em(), teamId)).toEqual({ orders: 1, entries: 2, units: 500, orderEvents: 1 });
      await expectAccessible(page);
      await screenshot(page, 'console-publish-published-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-publish-published-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Back to the confirmation page: nothing to publish any more.
      await page.goto(`${service().url}/console/surveys/${id}/publish`);
      expect(await page.locator('.lead').innerText()).toBe('This survey is already in-progress: a survey is published once.');
      expect(await page.getByRole('button', { name: /^Publish/ }).count()).toBe(0);

      // Stop from its page: the browser asks first.
      await page.goto(`${service().url}/console/results/${id}`);
      page.once('dialog', (d) => {
        expect(d.message()).toMatch(/^Stop collecting now\? The survey completes with the 0 responses it has/);
        void d.accept();
      });
      await page.getByRole('button', { name: 'Stop collecting' }).click();
      await page.waitForURL(`${service().url}/console/results/${id}?done=stopped`);
      expect(await page.locator('.page-head .badge').textContent()).toBe('completed');
      expect(await surveyRow(id)).toEqual({ status: 'completed' });
      expect(await page.getByRole('button', { name: 'Stop collecting' }).count()).toBe(0);
      expect(await moneyState(service().em(), teamId)).toEqual({ orders: 1, entries: 2, units: 500, orderEvents: 1 });
    } finally {
      await context.close();
    }
  });

  it('credits fall short, card on file: the shortfall goes on the card (brand and last digits shown), charged once; no script needed', async () => {
    const { c, teamId, testKey } = await owner('split');
    await grant(service().em(), teamId, 10, { livemode: false });
    await saveCard(c, '4242 4242 4242 4242');
    const id = await draft(testKey);
    // Without JavaScript, at phone width: the page and its form need none.
    const context = await scriptlessContext(c, 390);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${service().url}/console/surveys/${id}/publish`);
      expect((await costLines(page)).slice(1)).toEqual([
        'Your credit balance 10 credits ($20.00)',
        'Paid from credits 10 credits',
        'Charged to card $30.00 to Visa ending 4242',
        'Credits left afterwards 0 credits',
      ]);
      // (axe runs as a page script: the scripted tests check this page.)
      await screenshot(page, 'console-publish-card-phone');
      await page.getByRole('button', { name: 'Publish: 10 credits + $30.00 on the card' }).click();
      await page.waitForURL(`${service().url}/console/results/${id}?done=published`);
      expect(await surveyOrders(id)).toEqual([{ status: 'paid', livemode: false, credit_units_used: 1000, card_cents: 3000, amount_cents: 5000 }]);
      expect(await testCharges(teamId)).toEqual([3000]);
    } finally {
      await context.close();
    }
  });

  it('credits fall short and no card: says so, links to Billing, offers no button; a forged send is refused and spends nothing', async () => {
    const { c, teamId, testKey } = await owner('short');
    await grant(service().em(), teamId, 5, { livemode: false });
    const id = await draft(testKey);
    const context = await signedInContext(browser, c, service().url);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${service().url}/console/surveys/${id}/publish`);
      expect((await costLines(page)).slice(1)).toEqual([
        'Your credit balance 5 credits ($10.00)',
        'Paid from credits 5 credits',
        'Charged to card $40.00 · no card saved',
        'Credits left afterwards 0 credits',
      ]);
      const warning = page.getByRole('status');
      expect((await warning.innerText()).replace(/\s+/g, ' ')).toMatch(/^Your credits do not cover this survey and no card is saved\. It needs 25 credits; you have 5 credits\./);
      expect(await warning.getByRole('link', { name: 'Go to Billing' }).getAttribute('href')).toBe('/console/billing');
      expect(await page.getByRole('button', { name: /Publish/ }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, 'console-publish-blocked-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-publish-blocked-phone');
    } finally {
      await context.close();
    }

    const before = await moneyState(service().em(), teamId);
    const { _csrf } = await c.get(`/console/surveys/${id}/publish`).then((r) => ({ _csrf: r.csrf! }));
    const forged = await c.post(`/console/surveys/${id}/publish`, { _csrf, idempotencyKey: crypto.randomUUID(), expectedAmount: '50', expectedCredits: '25' });
    expect(forged.res.status).toBe(402);
    expect(forged.html).toContain('Your credits do not cover this survey and no card is saved');
    expect(await moneyState(service().em(), teamId)).toEqual(before);
    expect(await surveyRow(id)).toEqual({ status: 'unpublished' });
  });

  it.each([
    ['4000 0000 0000 0002', '0002', /^The card was declined Nothing was charged and no credits were used\. The saved card was declined \(generic_decline\)/],
    [
      '4000 0027 6000 3184',
      '3184',
      /^The card needs the cardholder to confirm this payment Nothing was charged and no credits were used\. The saved card needs the cardholder to authenticate/,
    ],
  ])('a refused card (%s): the page again with the error and a way to the card; nothing spent or charged', async (card, last4, said) => {
    const { c, teamId, testKey } = await owner('declined');
    await grant(service().em(), teamId, 4, { livemode: false });
    await saveCard(c, card);
    const id = await draft(testKey);
    const before = await moneyState(service().em(), teamId);
    const context = await signedInContext(browser, c, service().url);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${service().url}/console/surveys/${id}/publish`);
      expect((await costLines(page))[3]).toBe(`Charged to card $42.00 to Visa ending ${last4}`);
      await page.getByRole('button', { name: 'Publish: 4 credits + $42.00 on the card' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(page.url()).toBe(`${service().url}/console/surveys/${id}/publish`);
      expect((await alert.innerText()).replace(/\s+/g, ' ')).toMatch(said);
      expect(await alert.getByRole('link', { name: 'Update the card' }).getAttribute('href')).toMatch(/\/stripe-sandbox\/portal\/bps_/);
      await expectAccessible(page);
      await screenshot(page, `console-publish-refused-${last4}-desktop`);
      expect(await moneyState(service().em(), teamId)).toEqual(before);
      expect(await testCharges(teamId)).toEqual([]);
      expect(await surveyRow(id)).toEqual({ status: 'unpublished' });
      // The page offers the publish again, with a new key.
      expect(await page.getByRole('button', { name: 'Publish: 4 credits + $42.00 on the card' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('the same form sent five times at once: one order, the credits spent once, every send lands on the survey', async () => {
    const { c, teamId, testKey } = await owner('double');
    await grant(service().em(), teamId, 30, { livemode: false });
    const id = await draft(testKey);
    const form = await publishForm(c, id);
    expect(form).toMatchObject({ expectedAmount: '50', expectedCredits: '25' });

    const sends = await Promise.all(Array.from({ length: 5 }, () => c.post(`/console/surveys/${id}/publish`, form)));
    expect(sends.map((s) => [s.res.status, s.res.headers.get('location')])).toEqual(Array(5).fill([303, `/console/results/${id}?done=published`]));
    expect(await surveyOrders(id)).toHaveLength(1);
    expect(await moneyState(service().em(), teamId)).toEqual({ orders: 1, entries: 2, units: 500, orderEvents: 1 });

    // Sent again later (the back button): the same publish, nothing more spent.
    const again = await c.post(`/console/surveys/${id}/publish`, form);
    expect([again.res.status, again.res.headers.get('location')]).toEqual([303, `/console/results/${id}?done=published`]);
    expect(await moneyState(service().em(), teamId)).toEqual({ orders: 1, entries: 2, units: 500, orderEvents: 1 });
  });

  it('two people publish the same draft at once, each from their own page: one order, one spend; the other is refused', async () => {
    const { c, teamId, testKey } = await owner('two-people');
    await grant(service().em(), teamId, 60, { livemode: false });
    const admin = await member(c, 'admin');
    const id = await draft(testKey);
    const forms = await Promise.all([publishForm(c, id), publishForm(admin, id)]);

    const sends = await Promise.all([c.post(`/console/surveys/${id}/publish`, forms[0]), admin.post(`/console/surveys/${id}/publish`, forms[1])]);
    expect(sends.map((s) => s.res.status).sort()).toEqual([303, 409]);
    const refused = sends.find((s) => s.res.status === 409)!;
    // Refused by the survey's state or while the other publish holds its order, depending on timing.
    expect(refused.html).toMatch(/<strong>(This survey is already published|Someone else is publishing this survey right now)<\/strong>/);
    expect(refused.html).toContain('Nothing was charged and no credits were used.');
    expect(await surveyOrders(id)).toEqual([{ status: 'paid', livemode: false, credit_units_used: 2500, card_cents: 0, amount_cents: 5000 }]);
    expect(await moneyState(service().em(), teamId)).toEqual({ orders: 1, entries: 2, units: 6000 - 2500, orderEvents: 1 });
    expect(await surveyRow(id)).toEqual({ status: 'in-progress' });
  });

  it('the price changed between the page and the click: refused with the new price, nothing spent; the page shows it and publishes at it', async () => {
    const { c, teamId, testKey } = await owner('repriced');
    await grant(service().em(), teamId, 100, { livemode: false });
    const id = await draft(testKey);
    const form = await publishForm(c, id);
    expect((await api('PATCH', `/v2/surveys/srv_${id.replace(/-/g, '')}`, testKey, { sampleSize: 200 })).status).toBe(200);
    const before = await moneyState(service().em(), teamId);

    const refused = await c.post(`/console/surveys/${id}/publish`, form);
    expect(refused.res.status).toBe(409);
    expect(refused.html).toContain('The price changed since this page was shown');
    expect(refused.html).toMatch(/The price is now <strong>\$\d+\.\d\d \(\d+(\.\d+)? credits\)<\/strong>/);
    // The API's edit recorded its own (REST-priced) quote: the domain sees the price moved since the last read.
    expect(refused.html).toContain('The price changed since the survey was last read');
    expect(await moneyState(service().em(), teamId)).toEqual(before);
    expect(await surveyRow(id)).toEqual({ status: 'unpublished' });

    // The page it answers carries the new price and a new key: publishing from it works.
    const amount = /name="expectedAmount" value="([^"]+)"/.exec(refused.html)![1];
    const credits = /name="expectedCredits" value="([^"]+)"/.exec(refused.html)![1];
    expect(Number(amount)).toBeGreaterThan(PRICE.amount);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(refused.html)![1];
    expect(key).not.toBe(form.idempotencyKey);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(refused.html)![1];
    const ok = await c.post(`/console/surveys/${id}/publish`, { _csrf: csrf, idempotencyKey: key, expectedAmount: amount, expectedCredits: credits });
    expect(ok.res.status).toBe(303);
    expect(await surveyOrders(id)).toEqual([expect.objectContaining({ status: 'paid', amount_cents: Math.round(Number(amount) * 100) })]);
  });

  it('members: 403 on the page, on publish and on stop, and nothing changes; owners stop', async () => {
    const { c, teamId, testKey } = await owner('roles');
    await grant(service().em(), teamId, 60, { livemode: false });
    const id = await draft(testKey);
    const collecting = await draft(testKey, 'Collecting');
    const form = await publishForm(c, collecting);
    expect((await c.post(`/console/surveys/${collecting}/publish`, form)).res.status).toBe(303);
    const m = await member(c);
    const before = await moneyState(service().em(), teamId);

    // Signed out: the sign-in page, coming back here.
    const stranger = await new FormClient(service().url).get(`/console/surveys/${id}/publish`);
    expect([stranger.res.status, stranger.res.headers.get('location')]).toEqual([303, `/console/sign-in?next=${encodeURIComponent(`/console/surveys/${id}/publish`)}`]);

    const strangerStop = await new FormClient(service().url).submit('/console/sign-in', `/console/surveys/${collecting}/stop`, {});
    expect([strangerStop.res.status, strangerStop.res.headers.get('location')]).toEqual([303, `/console/sign-in?next=${encodeURIComponent(`/console/results/${collecting}`)}`]);

    const page = await m.get(`/console/surveys/${id}/publish`);
    expect(page.res.status).toBe(403);
    expect(page.html).toContain('Only owners and admins publish or stop surveys');
    const { csrf } = await m.get('/console/surveys');
    const publish = await m.post(`/console/surveys/${id}/publish`, { _csrf: csrf!, idempotencyKey: crypto.randomUUID(), expectedAmount: '50', expectedCredits: '25' });
    expect(publish.res.status).toBe(403);
    const stop = await m.post(`/console/surveys/${collecting}/stop`, { _csrf: csrf! });
    expect(stop.res.status).toBe(403);
    expect(await moneyState(service().em(), teamId)).toEqual(before);
    expect(await surveyRow(id)).toEqual({ status: 'unpublished' });
    expect(await surveyRow(collecting)).toEqual({ status: 'in-progress' });
    // A member's results page offers neither.
    const results = await m.get(`/console/results/${collecting}`);
    expect(results.res.status).toBe(200);
    expect(results.html).not.toContain('Stop collecting');

    const stopped = await c.submit(`/console/results/${collecting}`, `/console/surveys/${collecting}/stop`, {});
    expect([stopped.res.status, stopped.res.headers.get('location')]).toEqual([303, `/console/results/${collecting}?done=stopped`]);
    expect(await surveyRow(collecting)).toEqual({ status: 'completed' });
    // Stopping again is harmless.
    expect((await c.submit(`/console/results/${collecting}`, `/console/surveys/${collecting}/stop`, {})).res.status).toBe(303);
    expect(await surveyRow(collecting)).toEqual({ status: 'completed' });
  });

  it('a survey of the other mode or another team is not found: 404, and nothing changes', async () => {
    const a = await owner('mode-a');
    const b = await owner('mode-b');
    await grant(service().em(), a.teamId, 60, { livemode: false });
    await grant(service().em(), a.teamId, 60, { livemode: true });
    const live = await draft(await keyOf(a.c, 'live'), 'Live one');
    const theirs = await draft(b.testKey, 'Theirs');
    const before = await moneyState(service().em(), a.teamId);

    for (const id of [live, theirs]) {
      const shown = await a.c.get(`/console/surveys/${id}/publish`);
      expect(shown.res.status).toBe(404);
      const { csrf } = await a.c.get('/console/surveys');
      const sent = await a.c.post(`/console/surveys/${id}/publish`, { _csrf: csrf!, idempotencyKey: crypto.randomUUID(), expectedAmount: '50', expectedCredits: '25' });
      expect(sent.res.status).toBe(404);
      const stop = await a.c.post(`/console/surveys/${id}/stop`, { _csrf: csrf! });
      expect(stop.res.status).toBe(404);
      expect(await surveyRow(id)).toEqual({ status: 'unpublished' });
    }
    expect(await moneyState(service().em(), a.teamId)).toEqual(before);
    expect(await moneyState(service().em(), b.teamId)).toEqual({ orders: 0, entries: 0, units: 0, orderEvents: 0 });
  });
});
