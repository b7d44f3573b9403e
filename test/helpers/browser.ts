import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
