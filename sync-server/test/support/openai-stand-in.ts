import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenOnLoopback } from './loopback';

/**
 * A local server that speaks OpenAI's chat completions API on loopback, for tests of the real SDK.
 * `reply` decides each answer: text content, an HTTP status, a raw 200 body that is not a chat
 * completion (garbage), or 'hang' (never answers).
 */
export type StandInReply =
  | { content: string }
  | { status: number; message?: string }
  | { raw: string; contentType?: string }
  | 'hang';

export interface OpenAiStandIn {
  url: string;
  requests: Array<{
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: unknown;
  }>;
  reply: (body: { messages: Array<{ role: string; content: string }> }) => StandInReply;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const hanging = new Set<() => void>();
  const standIn: OpenAiStandIn = {
    url: '',
    requests: [],
    reply: () => ({ content: 'A reflection from the stand-in.' }),
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    if (req.headers.authorization !== 'Bearer test-key') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(await readBody(req));
    standIn.requests.push(body);
    const reply = standIn.reply(body);
    if (reply === 'hang') {
      hanging.add(() => res.destroy());
      return;
    }
    if ('raw' in reply) {
      res.writeHead(200, { 'content-type': reply.contentType ?? 'text/html' });
      res.end(reply.raw);
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(JSON.stringify({ error: { message: reply.message ?? 'error', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${standIn.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  const { origin, close } = await listenOnLoopback(server);
  standIn.url = `${origin}/v1`;
  standIn.close = () => {
    for (const end of hanging) end();
    server.closeAllConnections();
    return close();
  };
  return standIn;
}
