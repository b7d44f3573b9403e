// Entry of a chart thread (chart-pool.ts). A worker thread does not inherit the parent's
// TypeScript loader, so it registers tsx itself, then loads the chart renderer.
import { register } from 'tsx/esm/api';

register();
const { default: drawVotesChart } = await import('./chart.worker.ts');
export default drawVotesChart;
