import { config } from './config';

/**
 * Named crash points for fault tests (FAULT_POINTS, never in production): the process dies
 * on the spot, as it would on a power cut, so recovery paths are tested for real.
 */
export function faultPoint(name: string): void {
  const points = config().FAULT_POINTS;
  if (points && points.split(',').includes(name)) process.kill(process.pid, 'SIGKILL');
}

/** Named failure points for fault tests (FAULT_POINTS): the call throws, as a broken dependency would. */
export function faultFailure(name: string): void {
  const points = config().FAULT_POINTS;
  if (points && points.split(',').includes(name)) throw new Error(`fault point ${name}`);
}
