import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../helpers/billing';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { deliveringTo, startReceiver } from '../../helpers/webhook-receiver';

/** The console's delivery log shows real attempts, and its Redeliver sends the same event again. */
const receiver = await startReceiver();
afterAll(() => receiver.close());
const service = useTestService(deliveringTo(receiver, { COLLECTION_BATCH_SIZE: '100', COLLECTION_INTERVAL_MS: '0', WEBHOOK_RETRY_BASE_MS: '100' }));
const url = (path: string) => `${service().url}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const eventIdOf = (body: string) => (JSON.parse(body) as { id: string }).id;

describe('console: webhook delivery log', () => {
  it('lists the attempts of an endpoint and redelivers an event with the same id', async () => {
    const c = new FormClient(service().url);
    const email = newEmail('log');
    expect((await c.submit('/console/sign-up', '/console/sign-up', { name: 'Lou Log', email, teamName: 'Log Co', password: 'correct horse battery' })).res.status).toBe(303);
    const created = await c.submit('/console/keys', '/console/keys', { name: 'publisher', mode: 'test', scopes: ['read', 'write', 'spend'] });
    const key = /id="secret"[^>]*value="([^"]+)"/.exec(created.html)![1];
    const added = await c.submit('/console/webhooks', '/console/webhooks', { url: receiver.url('/console-log'), events: 'order.paid' });
    expect(added.res.status).toBe(201);
    const endpointPath = /href="(\/console\/webhooks\/[0-9a-f-]{36})"/.exec(added.html)![1];

    // A test-mode publish pays an order: one order.paid delivery.
    const [{ id: teamId }] = await service()
      .em()
      .execute<{ id: string }[]>(
        'select t.id from accounts.teams t join accounts.team_memberships m on m.team_id = t.id join accounts.users u on u.id = m.user_id where u.email = ?',
        [email],
      );
    await grant(service().em(), teamId, 200, { livemode: false });
    const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(url(path), {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const survey = (await (
      await api('POST', '/v2/surveys', { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] })
    ).json()) as { id: string };
    expect((await api('POST', `/v2/surveys/${survey.id}/publish`, undefined, { 'idempotency-key': `p-${survey.id}` })).status).toBe(200);
    const [first] = await waitFor(() => (receiver.receipts('/console-log').length >= 1 ? receiver.receipts('/console-log') : null), {
      timeoutMs: 20_000,
      what: 'the order.paid delivery',
    });
    const eventId = eventIdOf(first.body);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies(
        c
          .cookieHeader()
          .split('; ')
          .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: url('/console') })),
      );
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(url(endpointPath));
      const row = page.getByRole('row', { name: new RegExp(eventId) });
      await waitFor(async () => ((await row.count()) > 0 ? true : (await page.reload(), null)), { what: 'the attempt in the log' });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/ 1 200 \d+ ms ok/);
      await expectAccessible(page);
      await screenshot(page, 'console-webhook-log-desktop');
      await page.getByRole('button', { name: `Redeliver ${eventId}` }).click();
      expect((await page.getByRole('status').innerText()).trim()).toBe('The event is on its way again, with the same id.');
    } finally {
      await context.close();
    }
    const again = await waitFor(() => (receiver.receipts('/console-log').length >= 2 ? receiver.receipts('/console-log') : null), { timeoutMs: 20_000, what: 'the redelivery' });
    expect(again.map((r) => eventIdOf(r.body))).toEqual([eventId, eventId]);
  });
});
