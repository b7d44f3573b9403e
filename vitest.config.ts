import { defineConfig } from 'vitest/config';

/**
 * Three tiers (STYLE.md): unit specs beside the code, integration against real
 * PostgreSQL and Redis, e2e over HTTP through facade → gateway → subgraphs.
 * The root global setup creates a fresh test database and migrates it once per run.
 */
const tier = (name: string, include: string[]) => ({
  // Node resolves `graphql` to its CommonJS build (as the Apollo and type-graphql packages
  // do); vite would pick the .mjs build and give two graphql realms in one process.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: { name, include, setupFiles: ['test/helpers/setup-env.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    projects: [
      tier('unit', ['{platform,subgraphs,gateway,rest-facade,workers,schema}/**/*.spec.ts']),
      tier('integration', ['test/integration/**/*.test.ts']),
      tier('e2e', ['test/e2e/**/*.test.ts']),
    ],
  },
});
