import { config } from './config';

/**
 * Named crash points for fault tests (FAULT_POINTS, never in production): the process dies
 * on the spot, as it would on a power cut, so recovery paths are tested for real.
 */
export function faultPoint(name: string): void {
  const points = config().FAULT_POINTS;
  if (points && points.split(',').includes(name)) process.kill(process.pid, 'SIGKILL');
}
