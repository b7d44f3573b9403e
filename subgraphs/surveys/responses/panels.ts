import { config } from '../../../platform/config';
import type { Panel } from '../panel/panel';
import { createSimulatedPanel } from '../panel';

/**
 * The panel that answers a survey: the simulated panel in test mode (and in live mode while no
 * real panel is integrated, LIVE_PANEL=simulated); null when a real panel integration records
 * live responses itself through GraphQL (LIVE_PANEL=external).
 */
export function panelFor(livemode: boolean): Panel | null {
  const c = config();
  if (livemode && c.LIVE_PANEL === 'external') return null;
  return createSimulatedPanel(c.PANEL_SEED, { followupDelayMs: c.PANEL_FOLLOWUP_DELAY_MS });
}
