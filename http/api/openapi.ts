import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import type { FacadeDeps, RouteModule } from '../deps';
import { declareEnforcedContract, routeFacts } from './openapi-responses';
import { surfaceComponents } from './openapi-components';
import { v1RouteModules } from './v1/routes';
import { v2RouteModules } from './v2/routes';

/** Every authenticated request is counted, so a 429 is described once here rather than on each operation. */
const RATE_LIMIT_HEADERS =
  'Counted responses carry RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (seconds) and RateLimit-Policy (e.g. 100;w=60) for the limit closest to exhaustion.';

const DESCRIPTION = {
  v1:
    'Survey Feedback Service, v1: GUID ids, page/limit lists, {error, message} errors, API keys and OAuth tokens.' +
    ' Rate limits: 100 requests per minute per access token; besides, 10 CSV downloads (GET /v1/surveys/{id}/exports/csv) and 30 export metadata requests (GET /v1/surveys/{id}/exports) per minute per caller.' +
    ` Any authenticated operation may answer 429 {error: "Too Many Requests", message} with Retry-After. ${RATE_LIMIT_HEADERS}`,
  v2:
    'Survey Feedback Service, v2: prefixed ids, cursor lists, {error:{type,code,message,param},requestId} errors, scoped API keys, Idempotency-Key.' +
    " Rate limits: a budget per team and key mode (100 requests per second in live mode and 25 in test mode unless configured otherwise), shared by all the team's keys." +
    ` Any authenticated operation may answer 429 rate_limit_error / rate_limit_exceeded with Retry-After; back off until then. ${RATE_LIMIT_HEADERS}`,
};

/**
 * v1 takes OAuth 2.0 access tokens: the authorization-code flow (PKCE S256) of the service's own
 * authorization server (http/authorization; metadata at /.well-known/oauth-authorization-server).
 * URLs are relative to the server, as the document's own `servers` entry is.
 */
const OAUTH2_SCHEME = {
  type: 'oauth2' as const,
  description: 'Authorization code with PKCE (S256); register apps in the console (/console/apps).',
  flows: {
    authorizationCode: {
      authorizationUrl: '/console/oauth/authorize',
      tokenUrl: '/oauth/token',
      refreshUrl: '/oauth/token',
      scopes: {
        read: 'Read surveys, results, responses and credits',
        write: 'Create and change drafts, rate responses, send follow-ups',
        spend: 'Publish surveys and buy credits',
      },
    },
  },
};

/** The operations' tags, declared with what each groups. */
const TAGS = {
  v1: [
    { name: 'users', description: 'The caller and the team’s members.' },
    { name: 'surveys', description: 'Drafts, quotes, publishing and the survey lifecycle.' },
    { name: 'responses', description: 'Responses, ratings, pins and follow-up questions.' },
    { name: 'exports', description: 'CSV downloads and export metadata.' },
    { name: 'traits', description: 'Targeting and reporting traits by country.' },
    { name: 'help', description: 'Help article search.' },
    { name: 'templates', description: 'Survey templates.' },
    { name: 'playbooks', description: 'Playbooks: guided surveys started from a template set.' },
    { name: 'projects', description: 'Projects that group surveys.' },
    { name: 'tags', description: 'Tags on surveys.' },
    { name: 'media', description: 'Uploaded and generated images for questions and options.' },
  ],
  v2: [
    { name: 'me', description: 'The caller: team, user and API key.' },
    { name: 'surveys', description: 'Drafts, quotes, publishing and the survey lifecycle.' },
    { name: 'responses', description: 'Responses to a survey, as a cursor list.' },
    { name: 'billing', description: 'Orders, credit packs, the credit balance and the billing portal.' },
    { name: 'traits', description: 'Targeting traits by country.' },
    { name: 'webhooks', description: 'Webhook endpoints and the events they receive.' },
    { name: 'exports', description: 'CSV downloads.' },
    { name: 'media', description: 'Uploaded and generated images for questions and options.' },
  ],
};

/**
 * Generates a surface's OpenAPI 3.1 document from the same route schemas that validate
 * requests and shape responses: the routes are registered on a throwaway Fastify instance
 * with @fastify/swagger, so the contract cannot drift from the code.
 */
export async function buildOpenApiDocument(version: 'v1' | 'v2'): Promise<Record<string, unknown>> {
  const modules: RouteModule[] = version === 'v1' ? v1RouteModules : v2RouteModules;
  const app = Fastify({ logger: false });
  // Only the schemas are read here: no validator or serializer is compiled (the service's own
  // instance compiles the same schemas, so a schema ajv refuses still fails there).
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    // Shared schemas (openapi-components.ts) become components named by their $id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: { title: `Survey Feedback Service API ${version}`, version: version === 'v1' ? '1.0.0' : '2.0.0', description: DESCRIPTION[version] },
      servers: [{ url: '/' }],
      tags: TAGS[version],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: version === 'v1' ? 'API key or OAuth access token' : 'API key (sk_live_… or sk_test_…)' },
          ...(version === 'v1' ? { oauth2: OAUTH2_SCHEME } : {}),
        },
      },
      security: version === 'v1' ? [{ bearerAuth: [] }, { oauth2: [] }] : [{ bearerAuth: [] }],
    },
  });
  // Handlers are never invoked here; only the schemas matter.
  const deps = {} as FacadeDeps;
  const routes = modules.flatMap((mod) => mod(deps));
  const components = surfaceComponents(version);
  await app.register(
    async (scope) => {
      components.register(scope);
      for (const route of routes) scope.route(components.route(route));
    },
    { prefix: `/${version}` },
  );
  await app.ready();
  const doc = app.swagger() as Record<string, unknown>;
  await app.close();
  // The errors, headers, Idempotency-Key and scopes every route shares (http/api/openapi-responses.ts).
  return declareEnforcedContract(doc, version, routeFacts(`/${version}`, routes));
}
