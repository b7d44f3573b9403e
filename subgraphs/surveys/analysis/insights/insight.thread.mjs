// Entry of an insight thread (insight-pool.ts). A worker thread does not inherit the parent's
// TypeScript loader, so it registers tsx itself, then loads the engine.
import { register } from 'tsx/esm/api';

register();
const { default: runInsightTask } = await import('./insight.worker.ts');
export default runInsightTask;
