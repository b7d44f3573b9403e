import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Route schemas compiled on a route's first use instead of at start. Fastify compiles every
 * route's ajv validators and fast-json-stringify serializers when the server gets ready: for the
 * facade's routes that was ~0.5 s of every start (issue 21), for routes most processes never
 * serve. Each is now compiled the first time a request needs it, once, by the same compilers
 * with the same options Fastify uses (its ajv instance, its fast-json-stringify compiler).
 *
 * The catch: a schema that cannot compile fails its route's first request (a 500) instead of the
 * start. `compileDeferredSchemas` compiles every deferred schema of an app at once; the spec
 * beside this file runs it over the whole facade, so such a schema still fails the tests.
 */

type Compile = () => unknown;

/** What one Fastify app deferred: the compilations not run yet. */
interface Deferred {
  pending: Set<Compile>;
}

const deferredOf = new WeakMap<FastifyInstance, Deferred>();

/** The ajv instance Fastify hands to `ajv.onCreate`. */
type Ajv = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];
/** An ajv validate function as Fastify calls it: (data, {parentData, parentDataProperty}), then reads `errors`. */
type Validate = ReturnType<Ajv['compile']>;

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method?: string; url?: string; httpStatus?: string; contentType?: string }) => Serializer;
type BuildSerializer = (externalSchemas: unknown, serializerOpts: unknown) => SerializerCompiler;

/**
 * Fastify's own default serializer compiler (the copy of @fastify/fast-json-stringify-compiler
 * that fastify itself requires), so deferring changes when serializers are built, not how.
 */
function fastifyDefaultSerializerBuilder(): BuildSerializer {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => BuildSerializer };
  return SerializerSelector();
}

/**
 * Options for `Fastify()` that defer schema compilation, and `attach` to call with the app
 * once made (it keeps the app's pending compilations for compileDeferredSchemas).
 * `onAjv` runs first on each ajv instance Fastify creates (formats and the like).
 */
export function deferredSchemaOptions(onAjv: (ajv: Ajv) => void): {
  ajvOnCreate: (ajv: Ajv) => void;
  schemaController: NonNullable<FastifyServerOptions['schemaController']>;
  attach(app: FastifyInstance): void;
} {
  const deferred: Deferred = { pending: new Set() };
  const defer = <T>(compile: () => T): (() => T) => {
    let compiled: { value: T } | null = null;
    const run = (): T => {
      if (!compiled) {
        compiled = { value: compile() };
        deferred.pending.delete(run);
      }
      return compiled.value;
    };
    deferred.pending.add(run);
    return run;
  };
  const buildDefault = fastifyDefaultSerializerBuilder();

  return {
    ajvOnCreate(ajv) {
      onAjv(ajv);
      const compile = ajv.compile.bind(ajv) as (schema: unknown, meta?: boolean) => Validate;
      ajv.compile = ((schema: unknown, meta?: boolean) => {
        const validator = defer(() => compile(schema, meta));
        const lazy = ((data: unknown, ctx?: Parameters<Validate>[1]) => validator()(data, ctx)) as Validate;
        // Fastify reads `schemaEnv` before the call (to let ajv coerce and default the root value)
        // and `errors` after it: both are the compiled function's.
        Object.defineProperties(lazy, {
          schemaEnv: { get: () => validator().schemaEnv },
          errors: {
            get: () => validator().errors,
            set: (errors: Validate['errors']) => (validator().errors = errors),
          },
        });
        return lazy;
      }) as Ajv['compile'];
    },
    schemaController: {
      compilersFactory: {
        buildSerializer: ((externalSchemas: unknown, serializerOpts: unknown) => {
          const compileRoute = buildDefault(externalSchemas, serializerOpts);
          return (route: Parameters<SerializerCompiler>[0]) => {
            const serializer = defer(() => compileRoute(route));
            return (data: unknown) => serializer()(data);
          };
        }) as BuildSerializer as never,
      },
    },
    attach(app) {
      deferredOf.set(app, deferred);
    },
  };
}

/** Compiles every schema the app has deferred so far (after `ready()`); returns how many. Throws what a compiler throws. */
export function compileDeferredSchemas(app: FastifyInstance): number {
  const deferred = deferredOf.get(app);
  if (!deferred) return 0;
  const pending = [...deferred.pending];
  for (const compile of pending) compile();
  return pending.length;
}
