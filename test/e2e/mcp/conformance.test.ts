import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_TOOLS } from '../../../http/api/mcp/tools';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { startForwardingProxy, type ForwardingProxy } from '../../helpers/forwarding-proxy';
import { useTestService } from '../../helpers/service';

/**
 * The protocol conformance suite (@modelcontextprotocol/conformance) against the running
 * service's /mcp, as an agent's host would reach it. Its client sends no credential, so a
 * loopback proxy adds a test-mode key. Scenarios that need the reference server's demo tools,
 * prompts or resources are in conformance-baseline.yaml, each with its reason; every other one
 * must pass, and a baseline entry that starts passing fails the run too (the suite's own rule).
 */
// The service sits behind the proxy, its public address the proxy's (the Origin it accepts).
let key = '';
const proxy: ForwardingProxy = await startForwardingProxy(() => service().url, { headers: () => ({ authorization: `Bearer ${key}` }) });
afterAll(() => proxy.close());
const service = useTestService({ RATE_LIMIT_V2_TEST_REQUESTS: '100000', PUBLIC_BASE_URL: proxy.url });
const require = createRequire(import.meta.url);
const CLI = join(require.resolve('@modelcontextprotocol/conformance/package.json'), '..', 'dist', 'index.js');
// The MCP Inspector's CLI mode itself (its launcher only spawns this file).
const INSPECTOR = join(require.resolve('@modelcontextprotocol/inspector-cli/package.json'), '..', 'build', 'index.js');
const BASELINE = new URL('./conformance-baseline.yaml', import.meta.url).pathname;

function run(args: string[], script = CLI, cwd?: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // The suite needs Node 22 or newer: the project's own Node runs it.
    const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('MCP conformance', () => {
  it('passes every server scenario that applies to a stateless tools server; the rest are the baseline', async () => {
    const t = await makeTeam(service().em());
    await grant(service().em(), t.team.id, 100, { livemode: false });
    key = await t.key(['read', 'write'], { livemode: false });
    const out = mkdtempSync(join(tmpdir(), 'sfs-mcp-conformance-'));
    const { code, output } = await run(['server', '--url', `${proxy.url}/mcp`, '--expected-failures', BASELINE, '-o', out]);
    if (code !== 0) console.log(output);
    expect(code, 'conformance server run (output above)').toBe(0);
    expect(readdirSync(out).length).toBeGreaterThan(0);
  }, 300_000);

  it('the MCP Inspector’s CLI lists the tools (a smoke test of another client)', async () => {
    const t = await makeTeam(service().em());
    const own = await t.key(['read'], { livemode: false });
    const { code, output } = await run(
      [`${service().url}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${own}`, '--method', 'tools/list'],
      INSPECTOR,
      // It finds its own package.json relative to the working directory.
      dirname(INSPECTOR),
    );
    expect(code, output).toBe(0);
    const listed = JSON.parse(output.slice(output.indexOf('{'))) as { tools: { name: string }[] };
    expect(listed.tools.map((x) => x.name)).toEqual(MCP_TOOLS.map((x) => x.name));
  }, 60_000);
});
