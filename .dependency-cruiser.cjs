/**
 * The architecture as a check (`npm run deps:rules`, part of `npm test`): docs/architecture.md
 * draws the layers; these rules keep the imports to them. Tests and benches drive every part,
 * so they are outside the rules (they are not imported by anything).
 *
 *   app/            the composition root: may import anything; nothing imports it
 *   http/           the HTTP edge, one folder per audience: api/{v1,v2}, console, respond, oauth,
 *                   hooks, ops, docs; audiences meet only in http/'s own files; knows no worker
 *   graph-client/   how the edge and the workers run GraphQL operations on the gateway
 *   workers/        BullMQ jobs; use the graph client and the v2 objects, never a route
 *   gateway/        the supergraph over the subgraphs
 *   subgraphs/<d>/  domains: others use one only through subgraphs/<d>/index.ts
 *                   (the composition root also takes module.ts, its tables, and schema.ts, its GraphQL)
 *   sandbox/        the Stripe-compatible sandbox: a program of its own on the foundation
 *   platform/       the foundation: imports none of the above
 *   clients/        the TypeScript client: its runtime (src/) stands alone; only its generator reads the facade
 */
const PRODUCTION = '^(app|clients|platform|sandbox|subgraphs|gateway|graph-client|http|workers|schema)/';
const ABOVE_PLATFORM = '^(app|sandbox|subgraphs|gateway|graph-client|http|workers|schema)/';
const AUDIENCES = 'api|console|respond|oauth|hooks|ops|docs';
const SURVEY_AREAS = 'answers|authoring|fieldwork|analysis';

module.exports = {
  forbidden: [
    {
      name: 'platform-is-the-foundation',
      comment: 'platform/ is what everything stands on: it imports no domain, facade, gateway, worker, sandbox or composition root.',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: ABOVE_PLATFORM },
    },
    {
      name: 'domains-meet-through-their-entry',
      comment: 'A domain uses another only through its public entry, subgraphs/<name>/index.ts.',
      severity: 'error',
      from: { path: '^subgraphs/([^/]+)/' },
      to: { path: '^subgraphs/[^/]+/', pathNot: '^subgraphs/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'survey-areas-meet-through-their-entry',
      comment: 'The surveys domain has four areas (answers, the kernel; authoring; fieldwork; analysis): one uses another only through subgraphs/surveys/<area>/index.ts.',
      severity: 'error',
      from: { path: `^subgraphs/surveys/(${SURVEY_AREAS})/` },
      to: { path: `^subgraphs/surveys/(${SURVEY_AREAS})/`, pathNot: `^subgraphs/surveys/($1/|(${SURVEY_AREAS})/index\\.ts$)` },
    },
    {
      name: 'survey-ground-knows-no-area',
      comment: "The surveys domain's shared ground (entities/, surveys.errors.ts) and its leaf libraries (pricing/, traits/) use no area.",
      severity: 'error',
      from: { path: '^subgraphs/surveys/(entities/|surveys\\.errors\\.ts$|pricing/|traits/)' },
      to: { path: `^subgraphs/surveys/(${SURVEY_AREAS})/` },
    },
    {
      name: 'outside-parts-use-a-domain-through-its-entry',
      comment: 'The HTTP edge, the graph client, the workers, the gateway, the sandbox and schema/ use a domain only through subgraphs/<name>/index.ts.',
      severity: 'error',
      from: { path: '^(http|graph-client|workers|gateway|sandbox|schema|platform)/' },
      to: { path: '^subgraphs/[^/]+/', pathNot: '^subgraphs/[^/]+/index\\.ts$' },
    },
    {
      name: 'the-composition-root-takes-entries-tables-and-schemas',
      comment: 'app/ and the subgraph list (subgraphs/index.ts) take a domain by its index.ts, module.ts (tables) or schema.ts (GraphQL).',
      severity: 'error',
      from: { path: '^(app/|subgraphs/index\\.ts$)' },
      to: { path: '^subgraphs/[^/]+/', pathNot: '^subgraphs/[^/]+/(index|module|schema)\\.ts$' },
    },
    {
      name: 'nothing-imports-the-composition-root',
      comment: 'app/ knows every part; no part knows it.',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: '^app/' },
      to: { path: '^app/' },
    },
    {
      name: 'workers-import-no-http',
      comment: 'Workers run operations through the graph client (graph-client/v2 builds the v2 objects webhook events carry) and never import the HTTP edge.',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^http/' },
    },
    {
      name: 'the-edge-knows-no-worker',
      comment: 'The HTTP edge and the graph client record work (the outbox) and never reach into the workers; the composition root wires both.',
      severity: 'error',
      from: { path: '^(http|graph-client)/' },
      to: { path: '^workers/' },
    },
    {
      name: 'the-graph-client-serves-every-audience',
      comment: 'graph-client/ runs operations for every HTTP audience and the workers, so it knows none of them.',
      severity: 'error',
      from: { path: '^graph-client/' },
      to: { path: '^http/' },
    },
    {
      name: 'audiences-meet-only-at-the-edge',
      comment: 'An audience of http/ (api, console, respond, oauth, hooks, ops, docs) uses no other audience: what two share lives in http/ itself.',
      severity: 'error',
      from: { path: `^http/(${AUDIENCES})/` },
      to: { path: `^http/(${AUDIENCES})/`, pathNot: '^http/$1/' },
    },
    {
      name: 'the-sandbox-stands-alone',
      comment: 'sandbox/stripe is a program of its own: it uses the foundation only.',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^(app|subgraphs|gateway|graph-client|http|workers|schema)/' },
    },
    {
      name: 'the-gateway-knows-no-surface',
      comment: 'The gateway serves the supergraph; the HTTP edge (through the graph client) and the workers are its callers.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^(http|graph-client|workers|sandbox)/' },
    },
    {
      name: 'the-client-stands-alone',
      comment: 'clients/typescript/src is what an integrator takes: npm packages and its own files only (the generator beside it reads the served document).',
      severity: 'error',
      from: { path: '^clients/typescript/src/' },
      to: { path: '^(app|platform|sandbox|subgraphs|gateway|graph-client|http|workers|schema)/|^clients/typescript/[^/]+$' },
    },
    {
      name: 'the-service-knows-no-client',
      comment: 'The client is a caller of the v2 surface, never a part of the service.',
      severity: 'error',
      from: { path: '^(app|platform|sandbox|subgraphs|gateway|graph-client|http|workers|schema)/' },
      to: { path: '^clients/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles (type-only imports carry no load order, so they do not count).',
      severity: 'error',
      from: { path: PRODUCTION },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    includeOnly: PRODUCTION,
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    detectJSDocImports: false,
  },
};
