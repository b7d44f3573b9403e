import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newQueue, newWorker, queueConnection, type AnyQueue } from '../../../platform/queues/connection';
import { launchChromium } from '../../helpers/browser';
import { makeTeam } from '../../helpers/fixtures';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

/**
 * Issue 35, item 8: the operator cookie is SameSite=Strict, but a page on another port of the
 * same host is the same site, so its forms carried the cookie to Bull Board's API. A page on
 * another origin that posts forms to the board and to /graphql changes nothing; the board's own
 * UI keeps working.
 */
const prefix = `sfs-xsite-${randomUUID().slice(0, 8)}`;
// ROLE=api runs no workers: a job stays where the board (or an attack) puts it.
const service = useTestService({ ROLE: 'api', QUEUE_PREFIX: prefix, ADMIN_SESSION_SECRET: 'admin-session-secret-for-cross-site-tests-0123' });
const connection = () => queueConnection({ redisUrl: TEST_REDIS_URL, prefix });

let browser: Browser;
let maintenance: AnyQueue;
let attacker: http.Server;
let attackerOrigin = '';
/** What the attacker's pages submit: path on the service, enctype, fields. */
const attacks = new Map<string, { action: string; enctype: string; fields: Record<string, string> }>();

beforeAll(async () => {
  browser = await launchChromium();
  maintenance = newQueue('maintenance', connection());
  // Another origin on the same host: the same site, so a SameSite=Strict cookie goes along.
  attacker = http.createServer((req, res) => {
    const attack = attacks.get(req.url ?? '');
    if (!attack) return res.writeHead(404).end();
    const inputs = Object.entries(attack.fields)
      .map(([name, value]) => `<input type="hidden" name='${name}' value='${value}'>`)
      .join('');
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><form id="f" method="post" action="${service().url}${attack.action}" enctype="${attack.enctype}">${inputs}</form><script>document.getElementById('f').submit()</script>`,
      );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await maintenance?.obliterate({ force: true }).catch(() => undefined);
  await maintenance?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

/** A browser context signed in to the board through its login form, as an operator does. */
async function operatorBrowser(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${service().url}/admin/login`);
  await page.fill('#token', TEST_OPERATOR_TOKEN);
  await Promise.all([page.waitForURL(`${service().url}/admin/queues`), page.click('#login')]);
  expect((await context.cookies()).map((c) => [c.name, c.path, c.sameSite]).sort()).toEqual([
    ['sfs_admin_session', '/admin', 'Strict'],
    ['sfs_admin_session', '/graphql', 'Strict'],
  ]);
  return { context, page };
}

/** Opens the attacker's page, whose form posts itself to the service; returns the service's answer to that post. */
async function attack(page: Page, path: string, spec: { action: string; enctype: string; fields: Record<string, string> }) {
  attacks.set(path, spec);
  const answered = page.waitForResponse((r) => r.url() === `${service().url}${spec.action}` && r.request().method() === 'POST');
  await page.goto(`${attackerOrigin}${path}`);
  const response = await answered;
  // The browser sent the cookie: the form is same-site, and only the service's check stops it.
  expect((await response.request().allHeaders()).cookie).toMatch(/^sfs_admin_session=/);
  expect(response.request().headers().origin ?? (await response.request().allHeaders()).origin).toBe(attackerOrigin);
  return { status: response.status(), body: await response.text() };
}

const jobsNamed = async (name: string) => (await maintenance.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'])).filter((j) => j.name === name);

describe('operator surfaces refuse cross-site writes', () => {
  it("a form on another origin posting to Bull Board's API with the operator cookie adds no job", async () => {
    const { context, page } = await operatorBrowser();
    try {
      const name = `xsite-${randomUUID()}`;
      const before = await maintenance.getJobCounts();
      const form = await attack(page, '/board-form', {
        action: '/admin/queues/api/queues/maintenance/add',
        enctype: 'application/x-www-form-urlencoded',
        fields: { name, data: '{}' },
      });
      expect(form.status).toBe(401);
      expect(JSON.parse(form.body)).toEqual({ errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] });
      // text/plain is the other body a form can send; shaped as JSON it would parse as the add body.
      const text = await attack(page, '/board-text', {
        action: '/admin/queues/api/queues/maintenance/add',
        enctype: 'text/plain',
        fields: { [`{"name":"${name}","data":{},"x":"`]: '"}' },
      });
      expect(text.status).toBe(401);
      expect(await jobsNamed(name)).toEqual([]);
      expect(await maintenance.getJobCounts()).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('a form on another origin posting a GraphQL mutation with the operator cookie grants nothing', async () => {
    const { context, page } = await operatorBrowser();
    try {
      const t = await makeTeam(service().em(), 'Cross-site Co');
      const mutation = `mutation { grantCredits(teamId: "${t.team.id}", credits: 500, livemode: true, expiresAt: "2031-01-01T00:00:00Z") { credits } }`;
      const body = JSON.stringify({ query: mutation }).slice(0, -2);
      const text = await attack(page, '/graphql-text', { action: '/graphql', enctype: 'text/plain', fields: { [body]: '"}' } });
      expect([400, 401]).toContain(text.status);
      const form = await attack(page, '/graphql-form', { action: '/graphql', enctype: 'application/x-www-form-urlencoded', fields: { query: mutation } });
      expect([401, 415]).toContain(form.status);
      const rows = await service().em().execute('select count(*)::int as n from billing.ledger_entries where team_id = ?', [t.team.id]);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await context.close();
    }
  });

  it("the board's own page still retries a failed job, with the cookie and no token", async () => {
    const jobId = `xsite-failed-${randomUUID()}`;
    // A worker of the test's own fails the job once, then stops: nothing runs it again but a retry.
    const worker = newWorker(
      'maintenance',
      async () => {
        throw new Error('failed on purpose');
      },
      connection(),
    );
    await maintenance.add('maintenance.prune-outbox', { olderThanDays: 0 }, { jobId });
    await waitFor(async () => (await maintenance.getJob(jobId))?.failedReason === 'failed on purpose', { what: 'the job to fail' });
    await worker.close();
    expect(await (await maintenance.getJob(jobId))!.getState()).toBe('failed');

    const { context, page } = await operatorBrowser();
    try {
      await page.goto(`${service().url}/admin/queues/queue/maintenance?status=failed`);
      // The job card's header: its id, then icon buttons (retry, duplicate, edit, remove).
      const header = page
        .locator('div', { has: page.getByText(jobId, { exact: true }) })
        .filter({ has: page.locator('button') })
        .last();
      await header.waitFor();
      const retried = page.waitForResponse((r) => r.url().endsWith(`/api/queues/maintenance/${jobId}/retry`));
      await header.locator('button').first().click();
      await expect.poll(() => page.getByText('Are you sure that you want to retry this job?').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Confirm' }).click();
      const response = await retried;
      // What the board's own page sends: the cookie, from its own origin, no token.
      const sent = await response.request().allHeaders();
      expect([sent.origin, sent.authorization, sent.cookie]).toEqual([service().url, undefined, expect.stringMatching(/^sfs_admin_session=/)]);
      expect(response.status()).toBe(204);
      await waitFor(async () => (await (await maintenance.getJob(jobId))!.getState()) === 'waiting', { what: 'the job back in waiting' });
    } finally {
      await context.close();
    }
  });
});
