import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, generateSchemaSource } from '../../clients/typescript/codegen';

/** Every connection this process starts while the generator runs: none is expected. */
const CHANNELS = ['net.client.socket', 'undici:client:beforeConnect', 'http.client.request.start'];

/** Fails when the committed client types differ from what the served v2 document generates: run `npm run client:generate` and commit. */
describe('committed TypeScript client', () => {
  it('clients/typescript/src/schema.ts matches the v2 OpenAPI document, generated without a connection', async () => {
    const connections: string[] = [];
    const record = (_message: unknown, channel: string | symbol) => connections.push(String(channel));
    CHANNELS.forEach((c) => subscribe(c, record));
    let generated: string;
    try {
      generated = await generateSchemaSource();
    } finally {
      CHANNELS.forEach((c) => unsubscribe(c, record));
    }
    expect(connections).toEqual([]);
    expect(await readFile(SCHEMA_FILE, 'utf8'), 'clients/typescript/src/schema.ts is stale: run `npm run client:generate`').toBe(generated);
  });
});
