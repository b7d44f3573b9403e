import module from 'node:module';
import { startTracing } from '../platform/telemetry/tracing';

// Start-up (docs/performance.md, "Start-up"). V8 compiles the ~3,500 modules of a start once: its
// code cache is kept on disk (Node's module compile cache: NODE_COMPILE_CACHE, else
// <tmpdir>/node-compile-cache; NODE_DISABLE_COMPILE_CACHE=1 turns it off).
module.enableCompileCache();
// Source maps for our TypeScript (tsx's) only: tsx turns them on for node_modules too, and reading
// every dependency's maps cost each start; a dependency's frames show its published JavaScript.
module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: true });

// Tracing first (a no-op unless an OTLP endpoint is configured): what it instruments (pg,
// ioredis, graphql, http) must load after it, and ESM loads every static import of a
// module before running it. So the service itself is imported only now.
await startTracing();
await import('./serve');
