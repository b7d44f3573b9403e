import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { Surface } from '../rate-limits';
import { V1Error, Pagination } from './v1/schemas';
import { V1CreateError, V1Survey, V1SurveyList } from './v1/surveys/schemas';
import { PlaybookStartError } from './v1/playbooks/schemas';
import { HelpSearchError } from './v1/help/schemas';
import { FollowupAnswer, ResponseList as V1ResponseList, V1Response } from './v1/responses/schemas';
import { V2Error } from './v2/schemas';
import { Me } from './v2/me/schemas';
import { Cost, CreditBalanceSummary, Question, QuestionOption, Survey, SurveyList, SurveyPublishResult } from './v2/surveys/schemas';
import { SurveyResponse, SurveyResponseList } from './v2/responses/schemas';
import { BillingPortalSession, CreditBalance, CreditBucket, Order, OrderCreated, OrderList } from './v2/billing/schemas';
import { Trait, TraitList } from './v2/traits/schemas';
import { WebhookEndpoint, WebhookEndpointCreated, WebhookEndpointDeleted, WebhookEndpointList, WebhookTestEvent } from './v2/webhooks/schemas';
import { ImageGeneration, Media } from './v2/media/schemas';

/**
 * The named schemas of the OpenAPI documents (`components.schemas`). Each is a TypeBox schema
 * with an `$id`, its component name: the route schemas use the objects themselves, and
 * `withComponentRefs` turns every use into a `$ref` when a surface registers its routes, on
 * the service's instance (ajv and fast-json-stringify resolve them from `addSchema`) and on the
 * instance that builds the document (@fastify/swagger emits `#/components/schemas/<$id>`).
 * Validation and serialization see the same schemas as before, reached through a reference.
 *
 * Names are product names: a client generated from the documents gets them as its types.
 */
const SCHEMAS = {
  v2: {
    Error: V2Error,
    Me,
    Survey,
    SurveyList,
    Question,
    QuestionOption,
    Cost,
    CreditBalanceSummary,
    SurveyPublishResult,
    Response: SurveyResponse,
    ResponseList: SurveyResponseList,
    Order,
    OrderCreated,
    OrderList,
    CreditBalance,
    CreditBucket,
    BillingPortalSession,
    Trait,
    TraitList,
    WebhookEndpoint,
    WebhookEndpointCreated,
    WebhookEndpointDeleted,
    WebhookEndpointList,
    WebhookTestEvent,
    Media,
    ImageGeneration,
  },
  v1: {
    Error: V1Error,
    SurveyCreateError: V1CreateError,
    PlaybookStartError,
    HelpSearchError,
    Pagination,
    Survey: V1Survey,
    SurveyList: V1SurveyList,
    Response: V1Response,
    ResponseList: V1ResponseList,
    FollowupAnswer,
  },
} satisfies Record<Surface, Record<string, { $id?: string }>>;

/** The component names of a surface's document (each schema's `$id`). */
export type ComponentName<S extends Surface> = keyof (typeof SCHEMAS)[S] & string;

/** Where a document keeps its named schemas. */
export const COMPONENTS_PATH = '#/components/schemas/';

/** A reference to a named schema of a surface's document, e.g. componentRef('v2', 'Error') (for post-processing the documents). */
export function componentRef<S extends Surface>(_surface: S, name: ComponentName<S>): { $ref: string } {
  return { $ref: `${COMPONENTS_PATH}${name}` };
}

/** Every component name of a surface, in document order. */
export function componentNames(surface: Surface): string[] {
  return Object.keys(SCHEMAS[surface]);
}

type Json = Record<string, unknown>;

/** Keywords whose values are data, not schemas: never walked. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum']);
/** What a use of a component may add beside it (a response's description). */
const USE_KEYWORDS = new Set(['description']);

/**
 * `schema` with every nested use of a component replaced by `{ $ref: '<name>#' }` (the form
 * Fastify's shared schemas take). A schema carrying an `$id` that is not a component, or a use
 * that changes a component, is a programming error: it throws, so the tests catch it.
 */
function referenced(schema: unknown, components: ReadonlyMap<string, Json>, keepRootId: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => referenced(item, components, false));
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Json;
  const id = node.$id;
  if (typeof id === 'string' && !keepRootId) {
    const component = components.get(id);
    if (!component) throw new Error(`Schema $id "${id}" is not a named component of this surface (http/api/openapi-components.ts).`);
    const added: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || component[key] === value) continue;
      if (!USE_KEYWORDS.has(key)) throw new Error(`A use of component "${id}" changes its "${key}"; give the variant a name of its own.`);
      added[key] = value;
    }
    return { $ref: `${id}#`, ...added };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = DATA_KEYWORDS.has(key) ? value : referenced(value, components, false);
  return out;
}

/** One surface's named schemas, and the routes rewritten to reference them. */
export interface SurfaceComponents {
  /** Adds the named schemas to a Fastify instance (call before its routes; scoped to the plugin it is called in). */
  register(app: FastifyInstance): void;
  /** A route whose schema references the named schemas instead of inlining them. */
  route(route: RouteOptions): RouteOptions;
}

const ROUTE_SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

export function surfaceComponents(surface: Surface): SurfaceComponents {
  const components = new Map<string, Json>();
  for (const [name, schema] of Object.entries(SCHEMAS[surface] as Record<string, Json>)) {
    if (schema.$id !== name) throw new Error(`The ${surface} component "${name}" must have $id "${name}" (it has ${String(schema.$id)}).`);
    components.set(name, schema);
  }
  // Rewritten once: the components reference each other (a list, its items).
  const shared = [...components.values()].map((schema) => referenced(schema, components, true) as Json & { $id: string });
  return {
    register(app) {
      for (const schema of shared) app.addSchema(schema);
    },
    route(route) {
      if (!route.schema) return route;
      const schema: FastifySchema & Json = { ...route.schema };
      for (const part of ROUTE_SCHEMA_PARTS) {
        if (schema[part] === undefined) continue;
        schema[part] =
          part === 'response'
            ? Object.fromEntries(Object.entries(schema.response as Json).map(([status, s]) => [status, referenced(s, components, false)]))
            : referenced(schema[part], components, false);
      }
      return { ...route, schema };
    },
  };
}
