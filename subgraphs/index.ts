import type { SubgraphDefinition } from '../platform/graphql/build-subgraph';
import { accountsSubgraph } from './accounts/schema';
import { surveysSubgraph } from './surveys/schema';
import { billingSubgraph } from './billing/schema';
import { mediaSubgraph } from './media/schema';
import { webhooksSubgraph } from './webhooks/schema';

/** Every subgraph, in composition order. */
export const subgraphs: SubgraphDefinition[] = [accountsSubgraph, surveysSubgraph, billingSubgraph, mediaSubgraph, webhooksSubgraph];
export const SUBGRAPH_NAMES = subgraphs.map((s) => s.name);
