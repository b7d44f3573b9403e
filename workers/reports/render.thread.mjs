// Entry of a render thread (render-pool.ts). A worker thread does not inherit the parent's
// TypeScript loader, so it registers tsx itself, then loads the renderer.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./render.worker.ts');
export default render;
