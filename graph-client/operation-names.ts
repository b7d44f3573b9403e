import type { DocumentNode } from 'graphql';
import * as generated from './generated';
import { operationName } from './graph-client';

/** The name of every operation the facade runs (generated.ts's documents), for the gateway's metrics labels. */
export const OPERATION_NAMES: readonly string[] = Object.entries(generated)
  .filter(([exported]) => exported.endsWith('Document'))
  .map(([, doc]) => operationName(doc as DocumentNode));
