// ESLint flat config (`npm run lint`): typescript-eslint's type-aware recommended rules on the
// TypeScript sources (typed by tsconfig.json through the project service, on the TypeScript 6
// API that `typescript` resolves to), the plain recommended rules on the few JavaScript files
// tsconfig.json does not cover, and eslint-config-prettier last so that no rule fights Prettier.
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['**/node_modules/', '.data/', '.bench/', 'coverage/', 'schema/*.graphql', 'test/fixtures/']),

  eslint.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },

  {
    rules: {
      // Async by contract (migrations' up(), Fastify plugins and handlers, Apollo plugin hooks, fakes
      // of async interfaces): dropping `async` would turn a rejection into a synchronous throw.
      '@typescript-eslint/require-await': 'off',
      // `_`-prefixed parameters are deliberately unused; `{ omitted: _, ...rest }` omits a key.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The rethrown errors compose a self-contained message that already quotes the caught one;
      // a `cause` would change the logged line (pino's err serializer appends each cause's message).
      'preserve-caught-error': 'off',
    },
  },

  // Tests read untyped JSON from HTTP responses, GraphQL results and the CLI (`any` by design):
  // typing each probe of a response body would be a wall of casts with nothing to check against.
  {
    files: ['test/**', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // JavaScript outside tsconfig.json (config, CI script, the docs' receiver, the render thread
  // entry) and the docs' hand-written declaration file: no type information to lint with.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.d.mts'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  // The console's and the respondent app's progressive-enhancement scripts, the GraphQL explorer's and the API reference's, run in browsers.
  {
    files: ['http/console/assets/*.js', 'http/respond/assets/*.js', 'http/ops/explorer/*.js', 'http/docs/assets/*.js'],
    languageOptions: { globals: globals.browser },
  },
  // CommonJS config files (.dependency-cruiser.cjs).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },

  prettier,
);
