import { describe, expect, it } from 'vitest';
import { aiAppForFile } from './support/ai-app';

const ai = aiAppForFile();

const post = (url: string, payload: object) =>
  ai.app.inject({ method: 'POST', url, payload, remoteAddress: '10.2.0.1' });

describe('AI text is grounded in the WEB', () => {
  it('removes a reflection reference to a book that does not exist and keeps the real one', async () => {
    ai.standIn.reply = () => ({
      content: 'God gave His Son for you (John 3:16). Stand firm like the king did (Hezekiah 3:16).',
    });
    const reference = `Psalm 23:${Date.now() % 1000}`;
    const res = await post('/api/ai/reflection', { verse: 'Yahweh is my shepherd.', reference });
    expect(res.json()).toEqual({
      reflection: 'God gave His Son for you (John 3:16). Stand firm like the king did.',
      source: 'ai',
    });
    // the kept copy is the grounded one
    ai.standIn.reply = () => ({ content: 'Not asked again.' });
    const again = await post('/api/ai/reflection', { verse: 'Yahweh is my shepherd.', reference });
    expect(again.json().reflection).not.toContain('Hezekiah');
  });

  it('removes chapters and verses that do not exist from a prayer', async () => {
    ai.standIn.reply = () => ({
      content: 'Lord, as Psalm 151:2 and Romans 8:28 promise, work all things for good. Amen.',
    });
    const res = await post('/api/ai/encouragement', {
      priorities: ['Rest'],
      actionSteps: [],
      challenges: '',
    });
    expect(res.json()).toEqual({
      encouragement: 'Lord, as Romans 8:28 promise, work all things for good. Amen.',
      source: 'ai',
    });
  });
});
