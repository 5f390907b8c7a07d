import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp } from './harness';
import { type OpenAiStandIn, startOpenAiStandIn } from './openai-stand-in';

export interface AiApp {
  app: FastifyInstance;
  standIn: OpenAiStandIn;
}

/**
 * An app whose AI is the OpenAI stand-in, for one test file: call once at its top level. Both start
 * before the file's tests and close after them; the stand-in's reply is reset after each test.
 */
export function aiAppForFile(): AiApp {
  const ai = {} as AiApp;
  beforeAll(async () => {
    ai.standIn = await startOpenAiStandIn();
    ai.app = await createTestApp({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: ai.standIn.url,
      OPENAI_MODEL: 'reign-test-model',
      // long enough for a loaded CI machine (the first answer also reads Henry's and Nave's data), short for 'hang' tests
      AI_TIMEOUT_MS: '2000',
      AI_MAX_RETRIES: '1',
    });
  });
  afterAll(async () => {
    await ai.app.close();
    await ai.standIn.close();
  });
  afterEach(() => {
    ai.standIn.reply = () => ({ content: 'A reflection from the stand-in.' });
  });
  return ai;
}
