import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach } from 'vitest';

/**
 * The SDK's own MCP client over Streamable HTTP, as an agent's host connects with an API key;
 * every client a test opened is closed after it.
 */
export function useMcpClients(baseUrl: () => string): (key: string) => Promise<Client> {
  const open: Client[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  return async (key) => {
    const client = new Client({ name: 'vitest-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    open.push(client);
    return client;
  };
}
