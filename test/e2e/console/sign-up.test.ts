import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot } from '../../helpers/console';
import { startTestService, useTestService } from '../../helpers/service';

/** Sign-up that tells nobody which emails have accounts, its limit per address, and the password rules on every form (issue 35). */
const service = useTestService({ ROLE: 'api' });
const PASSWORD = 'correct horse battery';
const client = (from?: string) => new FormClient(service().url, { from });
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const count = async (sql: string, params: unknown[] = []) => (await db<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0].n;

const signUp = (c: FormClient, fields: Record<string, string>) =>
  c.submit('/console/sign-up', '/console/sign-up', { name: 'Ana', teamName: 'Acme', password: PASSWORD, ...fields });

/** What a sign-up answer shows a script: status, where it goes, its body. */
const answer = async ({ res, html }: { res: Response; html: string }) => ({ status: res.status, location: res.headers.get('location'), body: html });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('console sign-up', () => {
  it('answers an email that has an account as it answers a new one, and changes nothing of the account', async () => {
    const email = newEmail('taken');
    const first = await signUp(client(), { email, name: 'Owner', teamName: 'First team' });
    const [user] = await db<{ id: string; password_hash: string; name: string }>('select id, password_hash, name from accounts.users where email = ?', [email]);

    const again = await signUp(client(), { email: email.toUpperCase(), name: 'Intruder', teamName: `Second team ${email}`, password: 'another long passphrase' });
    expect(await answer(again)).toEqual(await answer(first));
    expect(await answer(again)).toEqual({ status: 303, location: '/console/keys?welcome=1', body: '' });
    // Nothing made, nothing changed: one user, the owner's name and password, no new team or membership.
    expect(await db('select id, password_hash, name from accounts.users where email = ?', [email])).toEqual([user]);
    // (Not a count of all teams: other files make teams in the shared database meanwhile.)
    expect(await count('from accounts.team_memberships where user_id = ?', [user.id])).toBe(1);
    expect(await count('from accounts.teams where name = ?', [`Second team ${email}`])).toBe(0);
    // No session for the second one: the next page asks them to sign in, and says why.
    expect(again.res.headers.getSetCookie().some((l) => l.startsWith('sfs_console='))).toBe(false);
    expect(first.res.headers.getSetCookie().some((l) => l.startsWith('sfs_console='))).toBe(true);
  });

  it('sends a person whose email had an account on to sign in, with a word of why; a new one straight to the console', async () => {
    const email = newEmail('landing');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      for (const [tag, want] of [
        ['new', /\/console\/keys\?welcome=1$/],
        ['taken', /\/console\/sign-in\?next=%2Fconsole%2Fkeys&from=sign-up$/],
      ] as const) {
        await context.clearCookies();
        await page.goto(`${service().url}/console/sign-up`);
        await page.getByLabel('Your name').fill(`Ana ${tag}`);
        await page.getByLabel('Work email').fill(email);
        await page.getByLabel('Team or company').fill('Acme');
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL(want);
      }
      expect(await page.getByRole('status').innerText()).toBe('If that email already had an account, nothing was changed: sign in with its password.');
      await expectAccessible(page);
      await screenshot(page, 'console-sign-up-taken-email');
      // The owner signs in from there and lands in the console.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/console\/keys$/);
    } finally {
      await context.close();
    }
  });

  it('makes one account of 10 identical sign-ups at once, and 10 of 10 different ones', async () => {
    const email = newEmail('same');
    const c = client();
    const { csrf } = await c.get('/console/sign-up');
    const same = await Promise.all(
      Array.from({ length: 10 }, () => c.post('/console/sign-up', { _csrf: csrf!, name: 'Same', email, teamName: `team of ${email}`, password: PASSWORD })),
    );
    expect(same.map((r) => [r.res.status, r.res.headers.get('location')])).toEqual(Array.from({ length: 10 }, () => [303, '/console/keys?welcome=1']));
    expect(await count('from accounts.users where email = ?', [email])).toBe(1);
    expect(await count('from accounts.teams where name = ?', [`team of ${email}`])).toBe(1);

    const emails = Array.from({ length: 10 }, (_, i) => newEmail(`many${i}`));
    const many = await Promise.all(emails.map((e) => signUp(client(), { email: e })));
    expect(many.map((r) => r.res.status)).toEqual(Array.from({ length: 10 }, () => 303));
    expect(await count('from accounts.users where email in (?)', [emails])).toBe(10);
  });

  it('limits sign-ups per client address: of 6 at once with a limit of 3, exactly 3 make accounts; another address still may', async () => {
    const own = await startTestService({ ROLE: 'api', RATE_LIMIT_SIGN_UPS: '3', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-sign-ups` });
    try {
      const c = new FormClient(own.url, { from: '127.0.0.2' });
      const { csrf } = await c.get('/console/sign-up');
      const emails = Array.from({ length: 6 }, (_, i) => newEmail(`burst${i}`));
      const answers = await Promise.all(emails.map((email) => c.post('/console/sign-up', { _csrf: csrf!, name: 'Burst', email, teamName: 'Burst', password: PASSWORD })));
      expect(answers.map((a) => a.res.status).sort()).toEqual([303, 303, 303, 429, 429, 429]);
      for (const refused of answers.filter((a) => a.res.status === 429)) {
        expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(3500);
        expect(refused.html).toContain('Too many sign-ups from your network. Try again in 60 minutes.');
      }
      expect(await count('from accounts.users where email in (?)', [emails])).toBe(3);
      // An email that has an account counts too (else the limit would not bound looking emails up).
      const other = new FormClient(own.url, { from: '127.0.0.3' });
      expect((await other.submit('/console/sign-up', '/console/sign-up', { name: 'Other', email: newEmail('other'), teamName: 'O', password: PASSWORD })).res.status).toBe(303);
    } finally {
      await own.shutdown();
    }
  }, 60_000);
});

describe('password rules', () => {
  const weak = [
    ['password12', 'Choose a password of 12 to 256 characters.'],
    [' '.repeat(12), 'Choose a password that is not only spaces.'],
    ['password1234', 'That password is too easy to guess'],
    ['qwertyuiop123', 'That password is too easy to guess'],
    ['abcdefghijkl', 'That password is too easy to guess'],
  ] as const;

  it('refuses short, blank and common passwords on sign-up, and makes nothing', async () => {
    for (const [password, message] of weak) {
      const email = newEmail('weak');
      const { res, html } = await signUp(client(), { email, password });
      expect(res.status, password).toBe(400);
      expect(html).toContain(message);
      expect(html).toContain(`value="${email}"`);
      expect(await count('from accounts.users where email = ?', [email])).toBe(0);
    }
    // The person's own details make a weak password too.
    const email = newEmail('personal');
    const own = await signUp(client(), { email, name: 'Bartholomew Quincy', password: 'Bartholomew Quincy' });
    expect(own.res.status).toBe(400);
    expect(own.html).toContain('That password is too easy to guess');
  });

  it('shows why on the page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${service().url}/console/sign-up`);
      await page.getByLabel('Your name').fill('Ana');
      await page.getByLabel('Work email').fill(newEmail('page'));
      await page.getByLabel('Team or company').fill('Acme');
      await page.getByLabel('Password', { exact: true }).fill('password1234');
      await page.getByRole('button', { name: 'Create account' }).click();
      expect(await page.getByRole('alert').innerText()).toContain('That password is too easy to guess');
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      await screenshot(page, 'console-sign-up-weak-password');
    } finally {
      await page.close();
    }
  });

  it('refuses them on a password change, and the old password still works', async () => {
    const email = newEmail('change');
    const c = client();
    await signUp(c, { email });
    for (const [password, message] of weak) {
      const { res, html } = await c.submit('/console/account', '/console/account/password', { current: PASSWORD, next: password });
      expect(res.status, password).toBe(400);
      expect(html).toContain(message);
    }
    expect((await client().submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(303);
  });

  it('refuses them when accepting an invitation with a new account, which is then not made', async () => {
    const owner = client();
    await signUp(owner, { email: newEmail('inviter') });
    const invitee = newEmail('invitee');
    const invited = await owner.submit('/console/team', '/console/team/invitations', { email: invitee, role: 'member' });
    expect(invited.res.status).toBe(201);
    const path = /\/console\/invitations\/inv_[A-Za-z0-9_-]{43}/.exec(invited.html)![0];
    for (const [password, message] of weak) {
      const { res, html } = await client().submit(path, path, { name: 'Ivy', password });
      expect(res.status, password).toBe(400);
      expect(html).toContain(message);
    }
    expect(await count('from accounts.users where email = ?', [invitee])).toBe(0);
    expect((await client().submit(path, path, { name: 'Ivy', password: PASSWORD })).res.status).toBe(303);
    expect(await count('from accounts.users where email = ?', [invitee])).toBe(1);
  });
});
