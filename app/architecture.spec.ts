import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules of .dependency-cruiser.cjs (docs/architecture.md): the tree keeps them,
 * and each rule fires on a small tree that breaks it.
 */
const ROOTS = ['app', 'clients', 'platform', 'sandbox', 'subgraphs', 'gateway', 'graph-client', 'http', 'workers', 'schema'];
const options = await extractDepcruiseOptions(path.resolve('.dependency-cruiser.cjs'));

async function violations(roots: string[], opts: ICruiseOptions): Promise<IViolation[]> {
  const result = await cruise(roots, opts);
  if (typeof result.output === 'string') throw new Error('expected the JSON result');
  return result.output.summary.violations;
}

describe('architecture', () => {
  it('the tree keeps every dependency rule', async () => {
    const found = await violations(ROOTS, options);
    expect(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  }, 60_000);

  describe('each rule fires where it is broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sfs-arch-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    // A tiny tree: two domains with entries, a route, the composition root, and one breach per rule.
    write('subgraphs/billing/index.ts', "export { order } from './order';\n");
    write('subgraphs/billing/order.ts', 'export const order = 1;\n');
    write('subgraphs/billing/module.ts', 'export const billingModule = 1;\n');
    write('subgraphs/surveys/index.ts', "import { order } from '../billing';\nexport const surveys = order;\n");
    write('subgraphs/surveys/publish.ts', "import { order } from '../billing/order';\nexport const publish = order;\n");
    write('subgraphs/surveys/answers/index.ts', "export { rules } from './rules';\n");
    write('subgraphs/surveys/answers/rules.ts', 'export const rules = 1;\n');
    write('subgraphs/surveys/authoring/draft.ts', "import { rules } from '../answers/rules';\nexport const draft = rules;\n");
    write('subgraphs/surveys/fieldwork/collect.ts', "import { rules } from '../answers';\nexport const collect = rules;\n");
    write('subgraphs/surveys/pricing/price.ts', "import { collect } from '../fieldwork/collect';\nexport const price = collect;\n");
    write('http/api/v2/routes.ts', 'export const routes = 1;\n');
    write('http/api/v2/objects.ts', 'export const objects = 1;\n');
    write('http/app.ts', "import { routes } from './api/v2/routes';\nexport const app = routes;\n");
    write('http/ops/board.ts', "import { internal } from '../../workers/internal';\nexport const board = internal;\n");
    write('http/console/keys.ts', "import { routes } from '../api/v2/routes';\nimport { app } from '../app';\nexport const keys = [routes, app];\n");
    write('graph-client/client.ts', "import { objects } from '../http/api/v2/objects';\nexport const client = objects;\n");
    write('workers/job.ts', "import { objects } from '../http/api/v2/objects';\nimport { app } from '../http/app';\nexport const job = [objects, app];\n");
    write(
      'app/main.ts',
      "import { billingModule } from '../subgraphs/billing/module';\nimport { order } from '../subgraphs/billing/order';\nexport const main = [billingModule, order];\n",
    );
    write('platform/config.ts', "import { main } from '../app/main';\nimport { surveys } from '../subgraphs/surveys';\nexport const config = [main, surveys];\n");
    write('platform/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('platform/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    write('sandbox/stripe/server.ts', "import { surveys } from '../../subgraphs/surveys';\nexport const server = surveys;\n");
    write('workers/internal.ts', "import { order } from '../subgraphs/billing/order';\nexport const internal = order;\n");
    write('gateway/gateway.ts', "import { app } from '../http/app';\nexport const gateway = app;\n");
    write('clients/typescript/generate.ts', "import { routes } from '../../http/api/v2/routes';\nexport const generate = routes;\n");
    write(
      'clients/typescript/src/client.ts',
      "import { generate } from '../generate';\nimport { objects } from '../../../http/api/v2/objects';\nexport const client = [generate, objects];\n",
    );
    write('http/api/v2/sdk.ts', "import { client } from '../../../clients/typescript/src/client';\nexport const sdk = client;\n");

    it('names every breach, and nothing else', async () => {
      {
        const roots = ROOTS.filter((r) => r !== 'schema');
        const found = await violations(roots, { ...options, baseDir: dir, tsConfig: undefined, tsPreCompilationDeps: false });
        const seen = [...new Set(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`))].sort();
        expect(seen).toEqual(
          [
            'domains-meet-through-their-entry: subgraphs/surveys/publish.ts → subgraphs/billing/order.ts',
            'survey-areas-meet-through-their-entry: subgraphs/surveys/authoring/draft.ts → subgraphs/surveys/answers/rules.ts',
            'survey-ground-knows-no-area: subgraphs/surveys/pricing/price.ts → subgraphs/surveys/fieldwork/collect.ts',
            'no-cycles: platform/a.ts → platform/b.ts',
            'nothing-imports-the-composition-root: platform/config.ts → app/main.ts',
            'outside-parts-use-a-domain-through-its-entry: workers/internal.ts → subgraphs/billing/order.ts',
            'platform-is-the-foundation: platform/config.ts → app/main.ts',
            'platform-is-the-foundation: platform/config.ts → subgraphs/surveys/index.ts',
            'the-composition-root-takes-entries-tables-and-schemas: app/main.ts → subgraphs/billing/order.ts',
            'the-edge-knows-no-worker: http/ops/board.ts → workers/internal.ts',
            'audiences-meet-only-at-the-edge: http/console/keys.ts → http/api/v2/routes.ts',
            'the-graph-client-serves-every-audience: graph-client/client.ts → http/api/v2/objects.ts',
            'the-client-stands-alone: clients/typescript/src/client.ts → clients/typescript/generate.ts',
            'the-client-stands-alone: clients/typescript/src/client.ts → http/api/v2/objects.ts',
            'the-service-knows-no-client: http/api/v2/sdk.ts → clients/typescript/src/client.ts',
            'the-gateway-knows-no-surface: gateway/gateway.ts → http/app.ts',
            'the-sandbox-stands-alone: sandbox/stripe/server.ts → subgraphs/surveys/index.ts',
            'workers-import-no-http: workers/job.ts → http/app.ts',
            'workers-import-no-http: workers/job.ts → http/api/v2/objects.ts',
          ].sort(),
        );
      }
    }, 60_000);
  });
});
