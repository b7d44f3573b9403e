import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot, signedInContext } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { deliveringTo, startReceiver } from '../../helpers/webhook-receiver';

/** The console's "Send test event": a manager sends one, the receiver gets it, the log marks it; members cannot. */
const receiver = await startReceiver();
afterAll(() => receiver.close());
const service = useTestService(deliveringTo(receiver, { WEBHOOK_RETRY_BASE_MS: '100' }));
const PASSWORD = 'correct horse battery';
const stripe = new Stripe('sk_test_verifier', { telemetry: false });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const eventRows = async (endpointId: string) => (await db<{ n: number }>('select count(*)::int as n from webhooks.deliveries where endpoint_id = ?', [endpointId]))[0].n;

async function newPage(width: number, c: FormClient): Promise<Page> {
  const context = await signedInContext(browser, c, service().url, width);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

describe('console: send a test event', () => {
  it('a manager sends one and sees it in the log; a member gets no button and a forged POST is refused', async () => {
    const owner = new FormClient(service().url);
    expect(
      (await owner.submit('/console/sign-up', '/console/sign-up', { name: 'Tess Tester', email: newEmail('tester'), teamName: 'Tests Co', password: PASSWORD })).res.status,
    ).toBe(303);
    const added = await owner.submit('/console/webhooks', '/console/webhooks', { url: receiver.url('/console-test'), events: 'order.paid' });
    expect(added.res.status).toBe(201);
    const secret = /(whsec_[A-Za-z0-9_-]+)/.exec(added.html)![1];
    const endpointPath = /href="(\/console\/webhooks\/[0-9a-f-]{36})"/.exec(added.html)![1];
    const endpointId = endpointPath.split('/').at(-1)!;

    const page = await newPage(1280, owner);
    try {
      await page.goto(`${service().url}${endpointPath}`);
      // The endpoint's own kind is chosen first; any kind can be sent.
      expect(await page.getByLabel('Event type').inputValue()).toBe('order.paid');
      await page.getByLabel('Event type').selectOption('survey.completed');
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.waitForURL(/\?done=test&type=survey.completed$/);
      expect((await page.getByRole('status').innerText()).trim()).toBe('A test survey.completed event is on its way.');
      expect(await page.getByLabel('Event type').inputValue()).toBe('survey.completed');

      const [received] = await waitFor(() => (receiver.receipts('/console-test').length ? receiver.receipts('/console-test') : null), {
        timeoutMs: 20_000,
        what: 'the test event',
      });
      const event = stripe.webhooks.constructEvent(received.body, received.headers['x-service-signature'] as string, secret) as unknown as Record<string, any>;
      expect(event).toMatchObject({ type: 'survey.completed', test: true, data: { object: { object: 'survey', status: 'completed' } } });

      const row = page.getByRole('row', { name: new RegExp(event.id) });
      await waitFor(async () => ((await row.count()) > 0 ? true : (await page.reload(), null)), { what: 'the attempt in the log' });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`${event.id} Test 1 200 \\d+ ms ok`));
      await expectAccessible(page);
      await screenshot(page, 'console-webhook-test-event-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
      await screenshot(page, 'console-webhook-test-event-phone');
    } finally {
      await page.context().close();
    }
    expect(await eventRows(endpointId)).toBe(1);

    // A member: invited, joined; sees the log but no button, and a forged POST changes nothing.
    const invited = await owner.submit('/console/team', '/console/team/invitations', { email: newEmail('member'), role: 'member' });
    expect(invited.res.status).toBe(201);
    const invitation = /(inv_[A-Za-z0-9_-]{43})/.exec(invited.html)![1];
    const member = new FormClient(service().url);
    expect((await member.submit(`/console/invitations/${invitation}`, `/console/invitations/${invitation}`, { name: 'Mo Member', password: PASSWORD })).res.status).toBe(303);
    const seen = await member.get(endpointPath);
    expect(seen.res.status).toBe(200);
    expect(seen.html).toContain('<span class="badge">Test</span>');
    expect(seen.html).not.toContain('Send test event');
    const forged = await member.post(`${endpointPath}/test`, { _csrf: seen.csrf!, type: 'order.paid' });
    expect(forged.res.status).toBe(403);
    expect(await eventRows(endpointId)).toBe(1);

    // Without a CSRF token even a manager is refused.
    expect((await owner.post(`${endpointPath}/test`, { type: 'order.paid' })).res.status).toBe(403);
    // A disabled endpoint offers no button, and a POST is refused on the page.
    expect((await owner.submit(endpointPath, `${endpointPath}/disable`, {})).res.status).toBe(303);
    const disabled = await owner.get(endpointPath);
    expect(disabled.html).toContain('Enable the endpoint to send it a test event.');
    const refused = await owner.post(`${endpointPath}/test`, { _csrf: disabled.csrf!, type: 'order.paid' });
    expect(refused.res.status).toBe(409);
    expect(refused.html).toContain('enable it again');
    expect(await eventRows(endpointId)).toBe(1);
    expect(receiver.receipts('/console-test')).toHaveLength(1);
  });
});
