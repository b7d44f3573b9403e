import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot } from '../../helpers/console';
import { TINY_PNG_BASE64 } from '../../helpers/schema-sample';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/** Drafting surveys in the console (issue 42): new, edit, upload, traits, live quote, duplicate; members draft; refusals change nothing. */
const service = useTestService();
const url = (path: string) => `${service().url}${path}`;
const PASSWORD = 'correct horse battery';
const PNG = { name: 'can.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG_BASE64, 'base64') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const teamOf = async (email: string) =>
  (
    await db<{ id: string }>('select t.id from accounts.teams t join accounts.team_memberships m on m.team_id = t.id join accounts.users u on u.id = m.user_id where u.email = ?', [
      email,
    ])
  )[0].id;
const surveyCount = async (teamId: string) => Number((await db<{ n: string }>('select count(*) as n from surveys.surveys where team_id = ?', [teamId]))[0].n);
const updatedAt = async (id: string) => (await db<{ at: string }>('select updated_at::text as at from surveys.surveys where id = ?', [id]))[0].at;

async function signUpPage(context: BrowserContext, tag: string, name: string): Promise<{ page: Page; email: string }> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const email = newEmail(tag);
  await page.goto(url('/console/sign-up'));
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Team or company').fill(`${name} Co`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/console\/keys/);
  return { page, email };
}

async function testKey(page: Page): Promise<string> {
  await page.goto(url('/console/keys'));
  await page.getByLabel('Name', { exact: true }).fill('Reader');
  await page.getByLabel('Test', { exact: true }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  return page.getByLabel('Secret key').inputValue();
}

async function v2Survey(key: string, uuid: string) {
  const res = await fetch(url(`/v2/surveys/${toPublicId('srv', uuid)}`), { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    name: string;
    country: string;
    sampleSize: number;
    targeting: string[];
    reporting: string[];
    previewUrl: string;
    status: string;
    questions: {
      type: string;
      prompt: string;
      likertScale: string | null;
      context: { type: string; value: string | null; mediaUrl: string | null } | null;
      options: { kind: string; label: string | null; mediaUrl: string | null }[];
    }[];
  };
}

const draftIdOf = (page: Page) => /\/console\/surveys\/([0-9a-f-]{36})\/edit/.exec(page.url())![1];
const text = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim();

/** A valid form as the page posts it (urlencoded: no files). */
const simpleForm = (prompt = 'Which can would you pick up first?') => ({
  name: 'Cans',
  country: 'US',
  sampleSize: '100',
  'q0.type': 'single_select',
  'q0.prompt': prompt,
  'q0.variant': '',
  'q0.scale': '',
  'q0.context': '',
  'q0.contextMedia': '',
  'q0.o0.label': 'Yellow',
  'q0.o0.media': '',
  'q0.o1.label': 'Green',
  'q0.o1.media': '',
  action: 'save',
});

async function signUpClient(tag: string): Promise<{ c: FormClient; teamId: string }> {
  const c = new FormClient(service().url);
  const email = newEmail(tag);
  expect((await c.submit('/console/sign-up', '/console/sign-up', { name: `${tag} person`, email, teamName: `${tag} Co`, password: PASSWORD })).res.status).toBe(303);
  return { c, teamId: await teamOf(email) };
}

describe('console: survey drafts', () => {
  it('an owner drafts three question types with an uploaded image, traits and a live quote; saves, edits, duplicates; the API reads what was entered', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page } = await signUpPage(context, 'drafter', 'Dana Drafter');
      const key = await testKey(page);
      await page.getByRole('link', { name: 'Surveys', exact: true }).click();
      await page.getByRole('link', { name: 'New survey' }).click();
      await page.waitForURL(/\/console\/surveys\/new$/);
      await expectAccessible(page);

      await page.getByLabel('Name', { exact: true }).fill('Oat milk cans');
      await page.getByLabel('Sample size').fill('150');
      // Country first: its traits come with "Update traits" (the form as typed comes back, unsaved).
      await page.getByLabel('Respondents in').selectOption('GB');
      await page.getByRole('button', { name: 'Update traits' }).click();
      await page.waitForURL(/\/console\/surveys$/);
      expect(await text(page, '[role=status].alert')).toContain('nothing is saved yet');
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Oat milk cans');

      await page.getByLabel('Prompt').first().fill('Which can would you pick up first?');
      await page.getByLabel('Option 1', { exact: true }).fill('Sunrise yellow');
      await page.getByLabel('Option 2', { exact: true }).fill('Forest green');
      await page.getByRole('button', { name: 'Add option to question 1' }).click();
      await page
        .getByRole('group', { name: 'Question 1' })
        .getByLabel(/^Image of option 3/)
        .setInputFiles(PNG);
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.waitForURL(/\/console\/surveys$/);
      // The file was stored with the row change: its thumbnail shows and the form keeps its URL.
      await expect.poll(() => page.getByRole('img', { name: 'Image of option 3 of question 1' }).count()).toBe(1);

      const q2 = page.getByRole('group', { name: 'Question 2' });
      await q2.getByLabel('Type').selectOption('likert');
      await q2.getByLabel('Likert scale').selectOption('agreement5');
      await q2.getByLabel('Prompt').fill('The can looks premium.');
      await q2.getByLabel('Option 1', { exact: true }).fill('The can looks premium');
      await q2.getByLabel('Option 2', { exact: true }).fill('The can looks fun');
      await page.getByRole('button', { name: 'Add question' }).click();
      const q3 = page.getByRole('group', { name: 'Question 3' });
      await q3.getByLabel('Type').selectOption('open_ended');
      await q3.getByLabel('Prompt').fill('What would you call this drink?');
      // With script, fields of other types are out of the way: no options for open ended, no scale but for likert.
      expect(await q3.getByLabel('Option 1', { exact: true }).isVisible()).toBe(false);
      expect(await q3.getByText('This type of question has no options.').isVisible()).toBe(true);
      expect(
        await page
          .getByRole('group', { name: 'Question 1' })
          .getByLabel(/^Likert scale/)
          .isVisible(),
      ).toBe(false);

      await page.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
      const before = await text(page, '[data-quote-text]');
      await page.getByRole('group', { name: 'Age' }).getByLabel('25-34').check();
      await page.getByRole('group', { name: 'Reporting' }).getByLabel('Age').check();
      // The price follows the form (console.js): one more targeting trait costs more.
      await waitFor(async () => ((await text(page, '[data-quote-text]')) !== before ? true : undefined));
      expect(await text(page, '[data-quote-text]')).toMatch(/^\$[0-9.]+ or [0-9.]+ credits$/);
      await expectAccessible(page);
      await screenshot(page, 'console-survey-new-desktop');

      await page.getByRole('button', { name: 'Create draft' }).click();
      await page.waitForURL(/\/console\/surveys\/[0-9a-f-]{36}\/edit\?done=created$/);
      const id = draftIdOf(page);
      expect(await text(page, '.alert[role=status]')).toBe('Your draft was created. Nothing is charged until it is published.');
      const saved = await v2Survey(key, id);
      expect(saved).toMatchObject({ name: 'Oat milk cans', country: 'GB', sampleSize: 150, status: 'unpublished', targeting: ['gender-female', 'age-25-34'], reporting: ['age'] });
      expect(saved.questions.map((q) => [q.type, q.prompt, q.likertScale])).toEqual([
        ['single_select', 'Which can would you pick up first?', null],
        ['likert', 'The can looks premium.', 'agreement5'],
        ['open_ended', 'What would you call this drink?', null],
      ]);
      expect(saved.questions[0].options.map((o) => [o.kind, o.label])).toEqual([
        ['text', 'Sunrise yellow'],
        ['text', 'Forest green'],
        ['image', null],
      ]);
      expect(saved.questions[0].options[2].mediaUrl).toMatch(new RegExp(`^${url('/media/')}`));
      expect(saved.questions[1].options.map((o) => o.label)).toEqual(['The can looks premium', 'The can looks fun']);
      expect(saved.questions[2].options).toEqual([]);
      // The saved price is the survey's quote, shown server-side: v2's, less nothing for the API
      // (the REST discount is v2's alone; the console prices on the app channel, docs/pricing.md).
      const quote = (await (await fetch(url(`/v2/surveys/${toPublicId('srv', id)}`), { headers: { authorization: `Bearer ${key}` } })).json()) as {
        cost: { amount: number; credits: number; discounts: { type: string; amount: number; credits: number }[] };
      };
      const apiDiscount = quote.cost.discounts.find((d) => d.type === 'api')!;
      expect(apiDiscount).toBeDefined();
      const cents = (n: number) => Math.round(n * 100) / 100;
      expect(await text(page, '[data-quote-text]')).toBe(
        `$${cents(quote.cost.amount + apiDiscount.amount).toFixed(2)} or ${cents(quote.cost.credits + apiDiscount.credits)} credits`,
      );
      expect(await page.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(saved.previewUrl);
      expect(await page.getByRole('link', { name: 'Publish…' }).getAttribute('href')).toBe(`/console/surveys/${id}/publish`);
      await expectAccessible(page);
      await screenshot(page, 'console-survey-edit-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-survey-edit-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Edit and save.
      await page.getByRole('group', { name: 'Question 3' }).getByLabel('Prompt').fill('What would you name this drink?');
      await page.getByLabel('Sample size').fill('200');
      await page.getByRole('button', { name: 'Save draft' }).last().click();
      await page.waitForURL(/\?done=saved$/);
      const edited = await v2Survey(key, id);
      expect(edited.sampleSize).toBe(200);
      expect(edited.questions[2].prompt).toBe('What would you name this drink?');
      expect(edited.questions[0].options[2].mediaUrl).toBe(saved.questions[0].options[2].mediaUrl);

      // Duplicate: a new draft, opened in the editor.
      await page.getByRole('button', { name: 'Duplicate' }).click();
      await page.waitForURL(/\?done=duplicated$/);
      const copyId = draftIdOf(page);
      expect(copyId).not.toBe(id);
      const copy = await v2Survey(key, copyId);
      expect(copy.questions.map((q) => q.prompt)).toEqual(edited.questions.map((q) => q.prompt));
      expect(await page.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(copy.previewUrl);

      // The list links drafts to their editor.
      await page.goto(url('/console/surveys'));
      expect(await page.getByRole('link', { name: 'Oat milk cans' }).first().getAttribute('href')).toMatch(/^\/console\/surveys\/[0-9a-f-]{36}\/edit$/);
      await screenshot(page, 'console-surveys-with-new-desktop');
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript: create, add a question with the button, save', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const { page, email } = await signUpPage(context, 'nojs', 'Nora Noscript');
      const teamId = await teamOf(email);
      await page.goto(url('/console/surveys/new'));
      await page.getByLabel('Name', { exact: true }).fill('No script');
      await page.getByLabel('Prompt').fill('Which name is best?');
      await page.getByLabel('Option 1', { exact: true }).fill('Alpha');
      await page.getByLabel('Option 2', { exact: true }).fill('Beta');
      // A file the media domain refuses (not an image or video): the form again, with the message, nothing saved.
      await page.getByLabel(/^Image of option 2/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Create draft' }).click()]);
      expect(refused.status()).toBe(400);
      expect(await text(page, '[role=alert]')).toBe(
        'Question 1, option 2: The file is not a recognised image or video. Upload an image (JPEG, PNG, GIF, WebP, AVIF, BMP) or a video (MP4, MOV, WebM).',
      );
      expect(await page.getByLabel(/^Image of option 2/).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Option 2', { exact: true }).inputValue()).toBe('Beta');
      expect(await surveyCount(teamId)).toBe(0);
      // A long trait list is folded; a trait the new country does not offer is unticked, and the page says so.
      await page.getByText('Region: 51 choices').click();
      await page.getByRole('group', { name: 'Region' }).getByLabel('Alabama').check();
      await page.getByLabel('Respondents in').selectOption('GB');
      await page.getByRole('button', { name: 'Update traits' }).click();
      expect(await page.getByText('One trait ticked before is not offered in United Kingdom and was unticked.', { exact: true }).count()).toBe(1);
      await page.getByLabel('Respondents in').selectOption('US');
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.waitForURL(/\/console\/surveys$/);
      expect(await surveyCount(teamId)).toBe(0);
      const q2 = page.getByRole('group', { name: 'Question 2' });
      await q2.getByLabel('Type').selectOption('rating');
      await q2.getByLabel('Rating').selectOption('stars5');
      await q2.getByLabel('Prompt').fill('How much do you like the can?');
      await screenshot(page, 'console-survey-new-nojs-phone');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await page.waitForURL(/\?done=created$/);
      const id = draftIdOf(page);
      const [row] = await db<{ name: string }>('select name from surveys.surveys where id = ?', [id]);
      expect(row.name).toBe('No script');
      const questions = await db<{ type: string; prompt: string; variant: string | null }>(
        'select type, prompt, variant from surveys.questions where survey_id = ? order by position',
        [id],
      );
      expect(questions).toEqual([
        { type: 'single_select', prompt: 'Which name is best?', variant: null },
        { type: 'rating', prompt: 'How much do you like the can?', variant: 'stars5' },
      ]);
      await page.getByRole('group', { name: 'Question 1' }).getByLabel('Prompt').fill('Which name is the best?');
      await page.getByRole('button', { name: 'Save draft' }).last().click();
      await page.waitForURL(/\?done=saved$/);
      expect((await db<{ prompt: string }>('select prompt from surveys.questions where survey_id = ? order by position limit 1', [id]))[0].prompt).toBe('Which name is the best?');
    } finally {
      await context.close();
    }
  });

  it('a member drafts but sees no Publish link', async () => {
    const owner = await signUpClient('owner');
    const invited = await owner.c.submit('/console/team', '/console/team/invitations', { email: newEmail('member'), role: 'member' });
    expect(invited.res.status).toBe(201);
    const secret = /(inv_[A-Za-z0-9_-]{43})/.exec(invited.html)![1];
    const member = new FormClient(service().url);
    expect((await member.submit(`/console/invitations/${secret}`, `/console/invitations/${secret}`, { name: 'Mo Member', password: PASSWORD })).res.status).toBe(303);

    const created = await member.submit('/console/surveys/new', '/console/surveys', simpleForm());
    expect(created.res.status).toBe(303);
    const location = created.res.headers.get('location')!;
    expect(location).toMatch(/^\/console\/surveys\/[0-9a-f-]{36}\/edit\?done=created$/);
    expect(await surveyCount(owner.teamId)).toBe(1);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies(
        member
          .cookieHeader()
          .split('; ')
          .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: url('/console') })),
      );
      const page = await context.newPage();
      await page.goto(url(location));
      expect(await page.getByRole('link', { name: 'Publish…' }).count()).toBe(0);
      expect(await text(page, '.publish-note')).toBe('An owner or admin publishes drafts.');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('a form (with files) from someone not signed in is refused before its body is read', async () => {
    const draftId = randomUUID();
    // A 20 MB upload of which only the first kilobyte is ever sent: the answer must not wait for the rest.
    const answerBeforeBody = (path: string, cookie: string | null) =>
      new Promise<{ status: number; location: string | undefined; bodyEnded: boolean }>((resolve, reject) => {
        const target = new URL(url(path));
        const req = httpRequest({
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(20 * 1024 * 1024), ...(cookie ? { cookie } : {}) },
        });
        req.on('response', (res) => {
          resolve({ status: res.statusCode!, location: res.headers.location, bodyEnded: req.writableEnded });
          res.resume();
          req.destroy();
        });
        req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
        req.write(`--xyz\r\ncontent-disposition: form-data; name="q0.context.file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n${'x'.repeat(1024)}`);
      });
    for (const cookie of [null, 'sfs_console=not-a-session']) {
      for (const path of ['/console/surveys', `/console/surveys/${draftId}`]) {
        const answer = await answerBeforeBody(path, cookie);
        expect(answer).toEqual({ status: 303, location: '/console/sign-in?next=%2Fconsole%2Fsurveys', bodyEnded: false });
      }
    }
    // Signed in, uploads go through as before (the first test's image).
  });

  it('refusals change nothing: an empty prompt, another team’s draft, a form without its CSRF token', async () => {
    const { c, teamId } = await signUpClient('refused');
    const empty = await c.submit('/console/surveys/new', '/console/surveys', simpleForm('  '));
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('Question 1: A question needs a prompt.');
    expect(empty.html).toMatch(/name="q0\.o0\.label"[^>]*value="Yellow"/);
    expect(await surveyCount(teamId)).toBe(0);

    const created = await c.submit('/console/surveys/new', '/console/surveys', simpleForm());
    const id = /surveys\/([0-9a-f-]{36})\/edit/.exec(created.res.headers.get('location')!)![1];
    const stamp = await updatedAt(id);
    const refused = await c.submit(`/console/surveys/${id}/edit`, `/console/surveys/${id}`, simpleForm(''));
    expect(refused.res.status).toBe(400);
    expect(refused.html).toMatch(/id="q0-prompt"[^>]*aria-invalid="true"/);
    expect(await updatedAt(id)).toBe(stamp);

    const stranger = await signUpClient('stranger');
    expect((await stranger.c.get(`/console/surveys/${id}/edit`)).res.status).toBe(404);
    expect((await stranger.c.submit('/console/surveys/new', `/console/surveys/${id}`, simpleForm('Hijacked?'))).res.status).toBe(404);
    expect((await stranger.c.submit('/console/surveys/new', `/console/surveys/${id}/duplicate`, {})).res.status).toBe(404);
    expect(await updatedAt(id)).toBe(stamp);
    expect(await surveyCount(stranger.teamId)).toBe(0);

    const forged = await c.post(`/console/surveys/${id}`, simpleForm('Forged'));
    expect(forged.res.status).toBe(403);
    const forgedCreate = await c.post('/console/surveys', simpleForm('Forged'));
    expect(forgedCreate.res.status).toBe(403);
    expect(await updatedAt(id)).toBe(stamp);
    expect(await surveyCount(teamId)).toBe(1);

    // A draft made through the API with options the editor does not show: said so, no form to lose them with.
    const made = await c.submit('/console/keys', '/console/keys', { name: 'writer', mode: 'test', scopes: ['read', 'write'] });
    const key = /id="secret"[^>]*value="([^"]+)"/.exec(made.html)![1];
    const product = (asin: string) => ({ product: { asin, title: asin } });
    const api = await fetch(url('/v2/surveys'), {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Products', questions: [{ type: 'head_to_head', prompt: 'Which one?', options: [product('B000000001'), product('B000000002')] }] }),
    });
    expect(api.status).toBe(200);
    const productsId = fromPublicId('srv', ((await api.json()) as { id: string }).id)!;
    const products = await c.get(`/console/surveys/${productsId}/edit`);
    expect(products.res.status).toBe(200);
    expect(products.html).toContain('which the console does not edit yet');
    expect(products.html).not.toContain('id="draft-form"');

    // A survey past its draft opens on its results page; saving it is refused and changes nothing.
    await db('update surveys.surveys set status = ? where id = ?', ['completed', id]);
    const done = await c.get(`/console/surveys/${id}/edit`);
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`/results/${id}`);
    const late = await c.submit('/console/surveys/new', `/console/surveys/${id}`, simpleForm('Too late?'));
    expect(late.res.status).toBe(409);
    expect(await updatedAt(id)).toBe(stamp);
  });

  it('the same create form sent five times at once makes five drafts; people of different teams drafting at once each get their own', async () => {
    const { c, teamId } = await signUpClient('burst');
    const { csrf } = await c.get('/console/surveys/new');
    const sent = await Promise.all(Array.from({ length: 5 }, () => c.post('/console/surveys', { _csrf: csrf!, ...simpleForm() })));
    expect(sent.map((r) => r.res.status)).toEqual([303, 303, 303, 303, 303]);
    expect(new Set(sent.map((r) => r.res.headers.get('location'))).size).toBe(5);
    expect(await surveyCount(teamId)).toBe(5);

    const people = await Promise.all([1, 2, 3].map((n) => signUpClient(`team${n}`)));
    const forms = await Promise.all(people.map((p) => p.c.get('/console/surveys/new')));
    const made = await Promise.all(people.map((p, i) => p.c.post('/console/surveys', { _csrf: forms[i].csrf!, ...simpleForm(`Question of team ${i + 1}?`) })));
    expect(made.map((r) => r.res.status)).toEqual([303, 303, 303]);
    for (const [i, p] of people.entries()) {
      const rows = await db<{ prompt: string }>('select q.prompt from surveys.questions q join surveys.surveys s on s.id = q.survey_id where s.team_id = ?', [p.teamId]);
      expect(rows).toEqual([{ prompt: `Question of team ${i + 1}?` }]);
    }
  });

  it('a draft is a survey of the mode the console shows', async () => {
    const { c, teamId } = await signUpClient('modes');
    expect((await c.submit('/console/surveys/new', '/console/surveys', simpleForm('Test mode?'))).res.status).toBe(303);
    expect((await c.submit('/console/surveys', '/console/mode', { mode: 'live', back: '/console/surveys' })).res.status).toBe(303);
    const live = await c.submit('/console/surveys/new', '/console/surveys', simpleForm('Live mode?'));
    expect(live.res.status).toBe(303);
    const rows = await db<{ livemode: boolean; prompt: string }>(
      'select s.livemode, q.prompt from surveys.surveys s join surveys.questions q on q.survey_id = s.id where s.team_id = ? order by s.livemode',
      [teamId],
    );
    expect(rows).toEqual([
      { livemode: false, prompt: 'Test mode?' },
      { livemode: true, prompt: 'Live mode?' },
    ]);
    // The live draft opens in live mode only.
    const liveId = /surveys\/([0-9a-f-]{36})\/edit/.exec(live.res.headers.get('location')!)![1];
    expect((await c.get(`/console/surveys/${liveId}/edit`)).res.status).toBe(200);
    expect((await c.submit('/console/surveys', '/console/mode', { mode: 'test', back: '/console/surveys' })).res.status).toBe(303);
    expect((await c.get(`/console/surveys/${liveId}/edit`)).res.status).toBe(404);
  });

  it('the live quote answers the form’s price as JSON', async () => {
    const { c } = await signUpClient('quote');
    const { csrf } = await c.get('/console/surveys/new');
    const one = await c.post('/console/surveys/quote', { _csrf: csrf!, ...simpleForm() });
    expect(one.res.status).toBe(200);
    const base = JSON.parse(one.html) as { amount: number; credits: number; text: string };
    expect(base.text).toBe(`$${base.amount.toFixed(2)} · ${base.credits} credits`);
    const targeted = JSON.parse((await c.post('/console/surveys/quote', { _csrf: csrf!, ...simpleForm(), targeting: ['gender-female', 'age-25-34'] })).html) as { amount: number };
    expect(targeted.amount).toBeGreaterThan(base.amount);
    const unpriced = JSON.parse((await c.post('/console/surveys/quote', { _csrf: csrf!, ...simpleForm(), sampleSize: '1' })).html) as { text: string | null };
    expect(unpriced.text).toBeNull();
    expect((await c.post('/console/surveys/quote', simpleForm())).res.status).toBe(403);
  });
});
