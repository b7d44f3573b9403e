import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/** An owner invites a colleague by link; roles and removal follow the rules; a member manages nothing. */
const service = useTestService({ ROLE: 'all' });
const url = (path: string) => `${service().url}${path}`;
const PASSWORD = 'correct horse battery';
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const text = async (l: Locator) => (await l.innerText()).trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Posts a console form as the signed-in browser would (its cookies, the page's CSRF token). */
async function postAs(page: Page, path: string, form: Record<string, string>) {
  await page.goto(url('/console/team'));
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  return page.context().request.post(url(path), { form: { _csrf: csrf, ...form }, maxRedirects: 0 });
}

describe('console: team members', () => {
  it('invite by link, join with a new account, change a role, remove; members manage nothing; a team keeps an owner', async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const owner = await newPage(ownerContext);
      const ownerEmail = newEmail('owner');
      await owner.goto(url('/console/sign-up'));
      await owner.getByLabel('Your name').fill('Olga Owner');
      await owner.getByLabel('Work email').fill(ownerEmail);
      await owner.getByLabel('Team or company').fill('Northwind');
      await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await owner.getByRole('button', { name: 'Create account' }).click();
      await owner.waitForURL(/\/console\/keys/);
      await owner.getByRole('link', { name: 'Team' }).click();
      await owner.waitForURL(/\/console\/team$/);
      expect(await text(owner.getByRole('row', { name: /Olga Owner/ }))).toContain('owner');
      // Your own row has no controls: nobody demotes or removes themselves by a slip.
      expect(await owner.getByRole('button', { name: 'Remove Olga Owner' }).count()).toBe(0);
      // What a role change and a removal reach, said before anyone is changed.
      expect(await text(owner.locator('#members-hint'))).toBe(
        'A new role applies at once to the person’s API keys and connected apps. Removing someone signs them out of this team and ends their connected apps, the API keys they made and the invitations they sent.',
      );
      await expectAccessible(owner);

      const memberEmail = newEmail('member');
      await owner.getByLabel('Email', { exact: true }).fill(memberEmail);
      await owner.getByLabel('Role', { exact: true }).selectOption('member');
      await owner.getByRole('button', { name: 'Create invitation link' }).click();
      const link = await owner.getByLabel('Invitation link').inputValue();
      expect(link).toMatch(new RegExp(`^${url('/console/invitations/inv_')}[A-Za-z0-9_-]{43}$`));
      expect(await text(owner.getByRole('row', { name: new RegExp(memberEmail) }))).toContain('member');
      await expectAccessible(owner);
      await screenshot(owner, 'console-team-invited-desktop');

      // The colleague opens the link, makes an account and lands in the team as a member.
      const member = await newPage(memberContext);
      await member.goto(link);
      expect(await text(member.getByRole('heading', { level: 1 }))).toBe('Join Northwind');
      await expectAccessible(member);
      await screenshot(member, 'console-invitation-phone');
      await member.getByLabel('Your name').fill('Mo Member');
      await member.getByLabel('Choose a password').fill(PASSWORD);
      await member.getByRole('button', { name: 'Create account and join' }).click();
      await member.waitForURL(/\/console\/team\?done=joined$/);
      expect(await text(member.getByRole('status'))).toBe('Welcome to the team.');
      expect(await member.locator('.account-team').innerText()).toBe('Northwind · member');
      expect(await member.getByRole('button', { name: 'Create invitation link' }).count()).toBe(0);
      expect(await member.locator('#members-hint').count()).toBe(0);
      await screenshot(member, 'console-team-member-phone');
      await member.goto(url('/console/keys'));
      expect(await member.getByRole('button', { name: 'Create key' }).count()).toBe(0);
      // The link works once.
      await member.goto(link);
      expect(await text(member.getByRole('heading', { level: 1 }))).toBe('This invitation has ended');

      // A member's forged requests are refused and change nothing.
      const ownerId = (await db<{ id: string }>('select id from accounts.users where email = ?', [ownerEmail]))[0].id;
      const removeOwner = await postAs(member, `/console/team/members/${ownerId}/remove`, {});
      expect(removeOwner.status()).toBe(403);
      expect(await removeOwner.text()).toContain('Only owners and admins manage the team.');
      const key = await postAs(member, '/console/keys', { name: 'sneaky', mode: 'live', scopes: 'spend' });
      expect(key.status()).toBe(403);
      expect(await db('select 1 from accounts.team_memberships where user_id = ? and role = ?', [ownerId, 'owner'])).toHaveLength(1);

      // The owner makes the member an admin, then removes them; their session for the team ends.
      await owner.goto(url('/console/team'));
      await owner.getByLabel('Role of Mo Member', { exact: true }).selectOption('admin');
      await owner.getByRole('button', { name: 'Save role of Mo Member' }).click();
      expect(await text(owner.getByRole('status'))).toBe('The role was changed.');
      expect(await owner.getByLabel('Role of Mo Member', { exact: true }).inputValue()).toBe('admin');
      await screenshot(owner, 'console-team-desktop');
      await owner.getByRole('button', { name: 'Remove Mo Member' }).click();
      expect(await text(owner.getByRole('status'))).toBe('The member was removed; their console sessions for this team have ended.');
      await member.goto(url('/console/team'));
      await member.waitForURL(/\/console\/sign-in/);

      // The last owner cannot step down.
      const stepDown = await postAs(owner, `/console/team/members/${ownerId}/role`, { role: 'member' });
      expect(stepDown.status()).toBe(409);
      expect(await stepDown.text()).toContain('A team needs an owner: make someone else an owner first.');
    } finally {
      await ownerContext.close();
      await memberContext.close();
    }
  });

  it('an invitation for an email with an account asks that person to sign in, and admins cannot make owners', async () => {
    const context = await browser.newContext();
    try {
      const page = await newPage(context);
      const existing = newEmail('existing');
      for (const [email, team] of [
        [existing, 'Elsewhere'],
        [newEmail('admin-owner'), 'Contoso'],
      ]) {
        await context.clearCookies();
        await page.goto(url('/console/sign-up'));
        await page.getByLabel('Your name').fill('Person');
        await page.getByLabel('Work email').fill(email);
        await page.getByLabel('Team or company').fill(team);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL(/\/console\/keys/);
      }
      // Signed in as Contoso's owner: invite the existing account as an admin.
      await page.goto(url('/console/team'));
      await page.getByLabel('Email', { exact: true }).fill(existing);
      await page.getByLabel('Role', { exact: true }).selectOption('admin');
      await page.getByRole('button', { name: 'Create invitation link' }).click();
      const link = await page.getByLabel('Invitation link').inputValue();
      await context.clearCookies();
      await page.goto(link);
      await page.getByRole('link', { name: 'Sign in to accept' }).click();
      await page.getByLabel('Email', { exact: true }).fill(existing);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/console\/invitations\/inv_/);
      await page.getByRole('button', { name: 'Join Contoso' }).click();
      await page.waitForURL(/\/console\/team\?done=joined$/);
      expect(await page.locator('.account-team').innerText()).toBe('Contoso · admin');
      // An admin's role choices stop at admin, and a forged owner invitation is refused.
      expect(await page.getByLabel('Role', { exact: true }).locator('option').allInnerTexts()).toEqual(['member', 'admin']);
      const forged = await postAs(page, '/console/team/invitations', { email: newEmail('x'), role: 'owner' });
      expect(forged.status()).toBe(403);
      expect(await forged.text()).toContain('Only owners make or change owners.');

      // In two teams now: the account page switches between them.
      await page.goto(url('/console/account'));
      expect(await page.locator('.team-list li').allInnerTexts()).toEqual([expect.stringMatching(/Elsewhere\s+owner/), expect.stringMatching(/Contoso\s+admin\s+Current/)]);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Switch to Elsewhere' }).click();
      await page.waitForURL(/\/console\/surveys$/);
      expect(await page.locator('.account-team').innerText()).toBe('Elsewhere · owner');
      const [{ id: strangersTeam }] = await db<{ id: string }>('select id from accounts.teams where name = ? limit 1', ['Northwind']);
      const notMine = await postAs(page, '/console/account/team', { teamId: strangersTeam });
      expect(notMine.status()).toBe(404);
      expect(await notMine.text()).toContain('You are not in that team.');
    } finally {
      await context.close();
    }
  });
});
