import { startLoopbackHttps } from './loopback-cert';

/** How the fake answers `POST /v1/chat/completions`. */
export type ChatReply =
  /** 200 with a message whose content is what this returns for the request's body. */
  | { kind: 'content'; content: (body: ChatBody) => string }
  /** This status and JSON body. */
  | { kind: 'status'; status: number; body: unknown }
  /** 200 with this raw body (not a chat completion). */
  | { kind: 'raw'; body: string }
  /** Never answers (the caller's deadline must end it). */
  | { kind: 'hang' };

export interface ChatBody {
  model?: string;
  temperature?: number;
  response_format?: unknown;
  messages?: { role: string; content: string }[];
}

export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: ChatBody;
}

export interface FakeChatProvider {
  /** https://127.0.0.1:<port>, for INSIGHT_API_URL. */
  baseUrl: string;
  /** PEM of its self-signed certificate, for OUTBOUND_CA_FILE. */
  caFile: string;
  requests: ChatRequest[];
  answer(reply: ChatReply): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat completions API on 127.0.0.1 over HTTPS, standing for the insight
 * model in tests: a real HTTP server in the test process, answering as it is told.
 */
export async function startFakeChatProvider(): Promise<FakeChatProvider> {
  const requests: ChatRequest[] = [];
  let reply: ChatReply = { kind: 'status', status: 503, body: { error: { message: 'no answer set' } } };
  const server = await startLoopbackHttps('chat-provider', (req, res) => {
    res.on('error', () => {});
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: ChatBody = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
      } catch {
        // recorded as {}: the test asserts what was sent
      }
      requests.push({ path, authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      switch (reply.kind) {
        case 'content':
          return res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              model: body.model,
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content(body) } }],
            }),
          );
        case 'status':
          return res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        case 'raw':
          return res.writeHead(200, { 'content-type': 'application/json' }).end(reply.body);
        case 'hang':
          return;
      }
    });
  });
  return { baseUrl: server.url(''), caFile: server.caFile, requests, answer: (next) => void (reply = next), close: server.close };
}
