import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const SCHEMA_DIR = path.dirname(fileURLToPath(import.meta.url));
export const SUPERGRAPH_FILE = path.join(SCHEMA_DIR, 'supergraph.graphql');
export const subgraphFile = (name: string) => path.join(SCHEMA_DIR, `${name}.graphql`);
