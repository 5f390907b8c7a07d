import { readBible } from '@reign/bible/node';
import { SUGGESTIONS } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { builtInReflection } from '../src/modules/ai';
import { aiAppForFile } from './support/ai-app';
import { createTestApp } from './support/harness';
import { refusal } from './support/refusal';
import { isBuiltInSteps } from './support/scripture-quotes';

const ai = aiAppForFile();

const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
  ai.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('AI reflection through the openai SDK', () => {
  it('answers the generated reflection, cleaned, and keeps it for the same verse', async () => {
    ai.standIn.reply = () => ({ content: '"He leads me beside still waters.\\n\\nRest in Him today."' });
    // a real verse with its WEB text: only that is kept for everyone (reflection-sharing.test.ts)
    const reference = `Psalm 119:${Math.floor(Math.random() * 176) + 1}`;
    const verse = (await readBible()).lookup(reference)?.text ?? '';
    const first = await post('/api/ai/reflection', { verse, reference });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      reflection: 'He leads me beside still waters.\n\nRest in Him today.',
      source: 'ai',
    });
    const asked = ai.standIn.requests.at(-1);
    expect(asked?.model).toBe('reign-test-model');
    expect(asked?.messages.at(-1)?.content).toContain(reference);

    const count = ai.standIn.requests.length;
    const second = await post('/api/ai/reflection', { verse, reference });
    expect(second.json().reflection).toBe(first.json().reflection);
    expect(ai.standIn.requests.length).toBe(count);
  });

  it('uses the built-in reflection when the answer is a refusal', async () => {
    ai.standIn.reply = () => ({ content: "I couldn't generate a reflection for this verse." });
    const reference = `Proverbs 3:${Date.now() % 1000}`;
    const res = (await post('/api/ai/reflection', { verse: 'Trust in Yahweh', reference })).json();
    expect(res).toEqual({ reflection: await builtInReflection(reference), source: 'fallback' });
  });

  it('uses the built-in reflection when the service hangs past the timeout', async () => {
    ai.standIn.reply = () => 'hang';
    const reference = `John 1:${Date.now() % 1000}`;
    const started = Date.now();
    const res = (
      await post('/api/ai/reflection', { verse: 'In the beginning was the Word', reference })
    ).json();
    expect(res).toEqual({ reflection: await builtInReflection(reference), source: 'fallback' });
    // the timeout (2 s in tests) bounds the whole answer, its retry included
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('uses the built-in texts when the service answers 429 after its retries', async () => {
    ai.standIn.reply = () => ({ status: 429, message: 'Rate limit reached' });
    const before = ai.standIn.requests.length;
    const res = (await post('/api/ai/action-steps', { priority: 'Spend time with family' })).json();
    expect(res.source).toBe('fallback');
    expect(isBuiltInSteps('Spend time with family', res.actionSteps)).toBe(true);
    expect(ai.standIn.requests.length - before).toBe(2);
  });

  it('refuses a missing verse or reference with the message the UI shows', async () => {
    expect((await post('/api/ai/reflection', { verse: '', reference: 'John 3:16' })).json()).toEqual(
      refusal({ code: 'ai.verse' }, 'invalid_request'),
    );
    expect((await post('/api/ai/reflection', { verse: 'x' })).json()).toEqual(
      refusal({ code: 'entry.reference' }, 'invalid_request'),
    );
    expect((await post('/api/ai/action-steps', { priority: '  ' })).json()).toEqual(
      refusal({ code: 'entry.priority' }, 'invalid_request'),
    );
  });
});

describe('AI action steps and prayer', () => {
  it('reads the JSON list of steps', async () => {
    ai.standIn.reply = () => ({ content: '{"actionSteps": ["Call mom", "Plan a family dinner", ""]}' });
    const res = (await post('/api/ai/action-steps', { priority: 'Family' })).json();
    expect(res).toEqual({ actionSteps: ['Call mom', 'Plan a family dinner'], source: 'ai' });
    expect(ai.standIn.requests.at(-1)?.response_format).toEqual({ type: 'json_object' });
  });

  it('treats an empty list or unreadable answer as failed', async () => {
    ai.standIn.reply = () => ({ content: '{"actionSteps": []}' });
    expect((await post('/api/ai/action-steps', { priority: 'Work' })).json().source).toBe('fallback');
    ai.standIn.reply = () => ({ content: 'Sure! Here are some steps.' });
    expect((await post('/api/ai/action-steps', { priority: 'Work' })).json().source).toBe('fallback');
  });

  it('writes a prayer that the prompt asks to name the priorities', async () => {
    ai.standIn.reply = () => ({ content: 'Lord, bless my family and my work. In Jesus’ name, Amen.' });
    const res = (
      await post('/api/ai/encouragement', {
        priorities: ['Family', 'Work', 'Health'],
        actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
        challenges: 'Little time',
      })
    ).json();
    expect(res).toEqual({
      encouragement: 'Lord, bless my family and my work. In Jesus’ name, Amen.',
      source: 'ai',
    });
    const prompt = ai.standIn.requests.at(-1)?.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Family; Work; Health');
    expect(prompt).toContain('Call mom');
    expect(prompt).toContain('Little time');
  });

  it("falls back when the prayer mentions an error or 'couldn't generate'", async () => {
    ai.standIn.reply = () => ({ content: 'An error occurred while generating.' });
    const res = (
      await post('/api/ai/encouragement', { priorities: ['Rest'], actionSteps: [], challenges: '' })
    ).json();
    expect(res.source).toBe('fallback');
    expect(res.encouragement).toMatch(/my first priority, Rest/);
  });
});

describe('AI allowance', () => {
  it('stops calling the service for a caller past the hourly allowance, answering built-in texts', async () => {
    const limited = await createTestApp({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: ai.standIn.url,
      AI_RATE_LIMIT_PER_HOUR: '2',
    });
    try {
      ai.standIn.reply = () => ({ content: '{"actionSteps": ["Step"]}' });
      const call = () =>
        limited.inject({
          method: 'POST',
          url: '/api/ai/action-steps',
          payload: { priority: 'Work' },
          remoteAddress: '10.1.9.9',
        });
      expect((await call()).json().source).toBe('ai');
      expect((await call()).json().source).toBe('ai');
      const before = ai.standIn.requests.length;
      expect((await call()).json().source).toBe('fallback');
      expect(ai.standIn.requests.length).toBe(before);
    } finally {
      await limited.close();
    }
  });
});

describe('without an API key', () => {
  it('answers the built-in texts at once, without calling anything', async () => {
    const off = await createTestApp();
    try {
      const before = ai.standIn.requests.length;
      const started = Date.now();
      const res = (
        await off.inject({
          method: 'POST',
          url: '/api/ai/reflection',
          payload: { verse: 'v', reference: 'Romans 8:28' },
        })
      ).json();
      expect(res).toEqual({ reflection: await builtInReflection('Romans 8:28'), source: 'fallback' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(ai.standIn.requests.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});

describe('AI tasks for a new goal', () => {
  const goal = {
    title: 'Run a half marathon',
    description: 'Get fit',
    category: 'health',
    targetDate: '2099-06-01',
  };

  it('answers the AI tasks with the goal category, today as scheduled date and spread due dates', async () => {
    ai.standIn.reply = () => ({
      content: JSON.stringify({
        tasks: [
          {
            title: 'Buy running shoes',
            description: 'Good ones',
            estimatedMinutes: 60,
            priority: 4,
            reasoning: 'Avoid injury',
          },
          { title: 'Run 3 km', estimatedMinutes: 9999, priority: 12 },
          { title: '' },
        ],
      }),
    });
    const res = (await post('/api/ai/goal-tasks', goal)).json();
    expect(res.source).toBe('ai');
    expect(res.tasks).toHaveLength(2);
    expect(res.tasks[0]).toMatchObject({
      title: 'Buy running shoes',
      category: 'health',
      priority: 4,
      estimatedMinutes: 60,
    });
    expect(res.tasks[1]).toMatchObject({ priority: 5, estimatedMinutes: 1440, description: null });
    expect(res.tasks[1].dueDate).toBe('2099-06-01');
    expect(res.tasks[0].scheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks the AI for the tasks in the language of a Spanish request, and falls back in Spanish', async () => {
    ai.standIn.reply = () => ({
      content: JSON.stringify({ tasks: [{ title: 'Compra zapatillas para correr', priority: 4 }] }),
    });
    const ask = () =>
      ai.app.inject({
        method: 'POST',
        url: '/api/ai/goal-tasks',
        payload: goal,
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
        remoteAddress: '10.1.0.39',
      });
    expect((await ask()).json().source).toBe('ai');
    expect(ai.standIn.requests.at(-1)?.messages[0]?.content).toMatch(/Answer in Spanish/);
    await post('/api/ai/goal-tasks', goal, '10.1.0.39');
    expect(ai.standIn.requests.at(-1)?.messages[0]?.content).not.toMatch(/Spanish/);

    ai.standIn.reply = () => ({ status: 500 });
    const fallback = (await ask()).json();
    expect(fallback.source).toBe('fallback');
    for (const t of fallback.tasks) expect(SUGGESTIONS.health).not.toContain(t.title);
  });

  it('answers built-in suggestions when the AI fails, with the review defaults', async () => {
    ai.standIn.reply = () => ({ status: 500 });
    const res = (await post('/api/ai/goal-tasks', goal)).json();
    expect(res.source).toBe('fallback');
    expect(res.tasks).toHaveLength(3);
    // issue 15: the first step matters most, and each takes the time it names
    expect(res.tasks.map((t: { priority: number }) => t.priority)).toEqual([4, 3, 2]);
    for (const t of res.tasks) {
      expect(t).toMatchObject({ category: 'health' });
      expect(t.estimatedMinutes).toBeGreaterThan(0);
    }
  });

  it('needs a title and a target date', async () => {
    expect((await post('/api/ai/goal-tasks', { targetDate: '2099-01-01' })).json()).toEqual(
      refusal({ code: 'field.title' }, 'invalid_request'),
    );
    expect((await post('/api/ai/goal-tasks', { title: 'x' })).json()).toEqual(
      refusal({ code: 'goal.targetDate' }, 'invalid_request'),
    );
  });
});
