import * as oidc from 'openid-client';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot, signedInContext, startRedirectTarget } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/**
 * A real OAuth client (openid-client) runs the authorization-code flow with PKCE against the
 * service: consent in Chromium, v1 calls within the granted scopes, refresh with rotation,
 * revocation (RFC 7009), and the console's connected apps.
 */
const service = useTestService({ ROLE: 'all' });
const url = (path: string) => `${service().url}${path}`;

let browser: Browser;
let callback: Awaited<ReturnType<typeof startRedirectTarget>>;
let redirectUri: string;
beforeAll(async () => {
  browser = await launchChromium();
  callback = await startRedirectTarget();
  redirectUri = callback.redirectUri;
});
afterAll(async () => {
  await browser?.close();
  await callback?.close();
});

const v1 = (token: string, method: string, path: string, body?: unknown) =>
  fetch(url(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const browserFor = (c: FormClient) => signedInContext(browser, c, service().url);

/** Authorization code + PKCE through the consent page; returns the token response. */
async function authorize(config: oidc.Configuration, context: BrowserContext, scope: string, opts: { shot?: string } = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  try {
    await page.goto(authUrl.toString());
    if (opts.shot) {
      await expectAccessible(page);
      await screenshot(page, opts.shot);
    }
    await page.getByRole('button', { name: /^Allow / }).click();
    await page.waitForURL((u) => u.toString().startsWith(redirectUri));
    return await oidc.authorizationCodeGrant(config, new URL(page.url()), { pkceCodeVerifier: verifier, expectedState: state });
  } finally {
    await page.close();
  }
}

describe('OAuth 2.0 for v1', () => {
  it('authorization code with PKCE, scoped v1 calls, refresh rotation, revocation and disconnect', async () => {
    const owner = new FormClient(service().url);
    expect(
      (await owner.submit('/console/sign-up', '/console/sign-up', { name: 'Olly OAuth', email: newEmail('oauth'), teamName: 'Integrations Co', password: 'correct horse battery' }))
        .res.status,
    ).toBe(303);
    const registered = await owner.submit('/console/apps', '/console/apps', { name: 'Survey Sync', redirectUris: redirectUri, type: 'public' });
    expect(registered.res.status).toBe(201);
    const clientId = /id="client-id"[^>]*value="(app_[0-9a-f]{32})"/.exec(registered.html)![1];
    expect(registered.html).not.toContain('Client secret');

    // The metadata (RFC 8414) is what the client discovers the endpoints from.
    const config = await oidc.discovery(new URL(service().url), clientId, undefined, oidc.None(), { algorithm: 'oauth2', execute: [oidc.allowInsecureRequests] });
    expect(config.serverMetadata()).toMatchObject({ issuer: service().url, code_challenge_methods_supported: ['S256'], scopes_supported: ['read', 'write', 'spend'] });

    // The v1 contract names the flow beside bearer keys.
    const contract = (await (await fetch(url('/v1/openapi.json'))).json()) as { components: { securitySchemes: Record<string, unknown> }; security: unknown[] };
    expect(contract.components.securitySchemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: { authorizationCode: { authorizationUrl: '/console/oauth/authorize', tokenUrl: '/oauth/token' } },
    });
    expect(contract.security).toEqual([{ bearerAuth: [] }, { oauth2: [] }]);

    const context = await browserFor(owner);
    try {
      const tokens = await authorize(config, context, 'read write', { shot: 'console-oauth-consent-desktop' });
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      expect(tokens.access_token).toMatch(/^oat_/);
      expect(tokens.scope).toBe('read write');
      expect(tokens.expires_in).toBeGreaterThan(3500);
      const me = await v1(tokens.access_token, 'GET', '/v1/users/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toBe('Olly OAuth');
      expect((await v1(tokens.access_token, 'POST', '/v1/projects', { name: 'Synced' })).status).toBe(201);
      // v2 takes API keys only (the contract's 401).
      expect((await v1(tokens.access_token, 'GET', '/v2/me')).status).toBe(401);

      // Refresh rotates: the new pair works, the old refresh token does not.
      const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
      expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
      expect((await v1(refreshed.access_token, 'GET', '/v1/users/me')).status).toBe(200);
      await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

      // RFC 7009 revocation ends the access token at once.
      await oidc.tokenRevocation(config, refreshed.access_token);
      expect((await v1(refreshed.access_token, 'GET', '/v1/users/me')).status).toBe(401);

      // A read-only grant cannot write.
      const readOnly = await authorize(config, context, 'read');
      const write = await v1(readOnly.access_token, 'POST', '/v1/projects', { name: 'Nope' });
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({ error: 'Forbidden', message: 'This access token lacks the "write" scope.' });

      // The person sees the app under Apps and withdraws its access.
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(url('/console/apps'));
      expect((await page.getByRole('row', { name: /Survey Sync Integrations Co/ }).innerText()).replace(/\s+/g, ' ')).toContain('read');
      await expectAccessible(page);
      await screenshot(page, 'console-apps-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-apps-phone');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Disconnect Survey Sync' }).click();
      expect((await page.getByRole('status').innerText()).trim()).toBe('The app no longer has access; its tokens have stopped working.');
      expect((await v1(readOnly.access_token, 'GET', '/v1/users/me')).status).toBe(401);
      await expect(oidc.refreshTokenGrant(config, readOnly.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    } finally {
      await context.close();
    }
  });

  it('a confidential app exchanges its code with its secret (client_secret_basic); a wrong secret is invalid_client', async () => {
    const owner = new FormClient(service().url);
    await owner.submit('/console/sign-up', '/console/sign-up', { name: 'Cora Confidential', email: newEmail('conf'), teamName: 'Server Co', password: 'correct horse battery' });
    const registered = await owner.submit('/console/apps', '/console/apps', { name: 'Nightly Export', redirectUris: redirectUri, type: 'confidential' });
    expect(registered.res.status).toBe(201);
    const clientId = /id="client-id"[^>]*value="(app_[0-9a-f]{32})"/.exec(registered.html)![1];
    const secret = /id="secret"[^>]*value="(appsec_[A-Za-z0-9_-]{43})"/.exec(registered.html)![1];
    // The secret is stored as a hash: the apps page never shows it again.
    expect((await owner.get('/console/apps')).html).not.toContain(secret);

    const discover = (s: string) =>
      oidc.discovery(new URL(service().url), clientId, undefined, oidc.ClientSecretBasic(s), { algorithm: 'oauth2', execute: [oidc.allowInsecureRequests] });
    const context = await browserFor(owner);
    try {
      const tokens = await authorize(await discover(secret), context, 'read');
      expect((await v1(tokens.access_token, 'GET', '/v1/users/me')).status).toBe(200);
      const wrong = await fetch(url('/oauth/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:appsec_wrong`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }).toString(),
      });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toBe('Basic realm="oauth"');
      expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
      // Without its secret a confidential app cannot refresh either.
      const noSecret = await fetch(url('/oauth/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId }).toString(),
      });
      expect(noSecret.status).toBe(400);
      expect(await noSecret.json()).toMatchObject({ error: 'invalid_client' });
      expect((await oidc.refreshTokenGrant(await discover(secret), tokens.refresh_token!)).access_token).toMatch(/^oat_/);
    } finally {
      await context.close();
    }
  });

  it('refuses an unregistered redirect URI on the page, and a public client without PKCE back at the app', async () => {
    const owner = new FormClient(service().url);
    await owner.submit('/console/sign-up', '/console/sign-up', { name: 'P', email: newEmail('pkce'), teamName: 'PKCE Co', password: 'correct horse battery' });
    const registered = await owner.submit('/console/apps', '/console/apps', { name: 'Phone app', redirectUris: redirectUri, type: 'public' });
    const clientId = /id="client-id"[^>]*value="(app_[0-9a-f]{32})"/.exec(registered.html)![1];
    const q = (extra: Record<string, string>) =>
      `/console/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, state: 's1', ...extra }).toString()}`;

    const elsewhere = await owner.get(q({ redirect_uri: 'https://evil.example/cb' }));
    expect(elsewhere.res.status).toBe(400);
    expect(elsewhere.html).toContain('This app link is not valid');

    const noPkce = await owner.get(q({ redirect_uri: redirectUri }));
    expect(noPkce.res.status).toBe(303);
    const back = new URL(noPkce.res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'invalid_request', error_description: 'Public clients must use PKCE (S256).', state: 's1', iss: service().url });

    // Not signed in: the sign-in page, then back to the same request.
    const stranger = await new FormClient(service().url).get(q({ redirect_uri: redirectUri, code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' }));
    expect(stranger.res.status).toBe(303);
    expect(stranger.res.headers.get('location')).toMatch(/^\/console\/sign-in\?next=%2Fconsole%2Foauth%2Fauthorize%3F/);
  });
});
