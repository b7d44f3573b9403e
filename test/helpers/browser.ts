import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's chromium (apt); playwright-core cannot download its own browsers here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless Chromium for e2e tests. Flags keep it from contacting anything but the pages under test. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\``);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A browser context for a page that must load everything from `origin`: it records every
 * request, refuses any addressed elsewhere (the assertions name them), and collects the
 * Content-Security-Policy violations the page reports in `window.cspViolations` (the listener is
 * added through DevTools, not by the page).
 */
export async function watchedContext(browser: Browser, origin: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; requested: string[] }> {
  const context = await browser.newContext({ viewport });
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await context.route(
    (u) => u.origin !== origin,
    (route) => route.abort(),
  );
  await context.addInitScript({
    content: "window.cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
  });
  return { context, requested };
}
