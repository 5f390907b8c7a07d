import fp from 'fastify-plugin';
import OpenAI from 'openai';
import type { Config } from '../config';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The AI helper behind a small interface: off when no key is configured. */
export interface AiClient {
  enabled: boolean;
  /** The model's answer text; throws on timeout, HTTP errors or an empty answer. */
  chat(messages: ChatMessage[], options?: { maxTokens?: number; json?: boolean }): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiClient;
  }
}

export function createAiClient(config: Config['ai']): AiClient {
  if (!config.apiKey) {
    return {
      enabled: false,
      chat: () => Promise.reject(new Error('AI is not configured')),
    };
  }
  // the SDK's defaults (10 minutes, 2 retries) are far too patient for a person waiting on a page
  const client = new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return {
    enabled: true,
    async chat(messages, options = {}) {
      // timeoutMs bounds the whole answer, retries included: a person is waiting for the page, and
      // an answer that hangs would otherwise take (1 + maxRetries) timeouts plus the SDK's backoff
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          temperature: 0.7,
          max_tokens: options.maxTokens ?? 500,
          ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
        },
        { signal: AbortSignal.timeout(config.timeoutMs) },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('the model answered nothing');
      return text;
    },
  };
}

/** Decorates app.ai; tests may pass their own client. */
export default fp<{ config: Config; client?: AiClient }>(
  async (app, opts) => {
    const client = opts.client ?? createAiClient(opts.config.ai);
    app.decorate('ai', client);
    app.log.info(
      { ai: client.enabled ? 'on' : 'off' },
      client.enabled ? 'AI helper: on' : 'AI helper: off (built-in texts)',
    );
  },
  { name: 'ai' },
);
