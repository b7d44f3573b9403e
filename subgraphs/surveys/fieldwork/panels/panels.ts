import { config } from '../../../../platform/config';
import type { Panel } from './simulated/panel';
import { createSimulatedPanel } from './simulated';

/**
 * The panel that answers a survey: the simulated panel in test mode (and in live mode under the
 * development setting LIVE_PANEL=simulated); null in live mode otherwise, where people answer
 * through the respondent app or a panel integration records them through GraphQL.
 */
export function panelFor(livemode: boolean): Panel | null {
  const c = config();
  if (livemode && c.LIVE_PANEL !== 'simulated') return null;
  return createSimulatedPanel(c.PANEL_SEED, { followupDelayMs: c.PANEL_FOLLOWUP_DELAY_MS });
}
