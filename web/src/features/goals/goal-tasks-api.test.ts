import type { SuggestedTask } from '@reign/contract';
import { centralDate, SUGGESTIONS } from '@reign/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/catalogue';
import { json, stubApi } from '../../test/fetch-stub';
import { localGoalTasks, suggestGoalTasks } from './goal-tasks-api';

const goal = {
  title: 'Pray every morning',
  description: 'Before work, with the Psalms',
  category: 'spiritual' as const,
  targetDate: '2099-12-31',
};

const aiTask: SuggestedTask = {
  title: 'Choose a quiet place',
  description: 'A chair by the window',
  category: 'spiritual',
  priority: 2,
  estimatedMinutes: 15,
  reasoning: 'A fixed place makes the habit easier.',
  scheduledDate: '2026-03-01',
  dueDate: '2026-03-02',
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.useRealTimers());

describe('suggestGoalTasks', () => {
  it("asks POST /api/ai/goal-tasks with the goal and answers the server's tasks", async () => {
    const fetchMock = stubApi(() => json(200, { tasks: [aiTask], source: 'ai' }));
    const answer = await suggestGoalTasks(goal);
    expect(answer).toEqual({ tasks: [aiTask], source: 'ai' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/ai/goal-tasks');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual(goal);
  });

  it("passes on the server's built-in suggestions as 'fallback'", async () => {
    stubApi(() => json(200, { tasks: [aiTask], source: 'fallback' }));
    expect((await suggestGoalTasks(goal)).source).toBe('fallback');
  });

  it('makes the built-in suggestions here when offline, without asking', async () => {
    setOnline(false);
    const fetchMock = stubApi(() => json(500, {}));
    const answer = await suggestGoalTasks(goal);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(answer.source).toBe('local');
    expect(answer.tasks).toHaveLength(3);
  });

  it.each([
    ['a server error', () => json(500, { message: 'boom' })],
    ['an answer off the contract', () => json(200, { tasks: [{ title: 1 }], source: 'ai' })],
    ['an empty list', () => json(200, { tasks: [], source: 'ai' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('falls back to the local suggestions on %s', async (_, handler) => {
    stubApi(handler);
    const answer = await suggestGoalTasks(goal);
    expect(answer.source).toBe('local');
    expect(answer.tasks).toHaveLength(3);
  });

  it('gives up after the timeout (30 s by default) and uses the local suggestions', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = suggestGoalTasks(goal);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).source).toBe('local');
  });
});

describe('localGoalTasks', () => {
  it("has the review's defaults: the goal's category, priorities and minutes that vary, scheduled today", () => {
    const today = centralDate();
    const tasks = localGoalTasks({ ...goal, category: 'health' });
    expect(tasks).toHaveLength(3);
    for (const task of tasks) {
      expect(task).toMatchObject({
        category: 'health',
        scheduledDate: today,
        description: null,
        reasoning: null,
      });
      expect(task.title.length).toBeGreaterThan(0);
      expect(task.dueDate && task.dueDate > today && task.dueDate < goal.targetDate).toBe(true);
    }
    expect(tasks.map((t) => t.priority)).toEqual([4, 3, 2]);
  });

  it('are in the language the screens show: Spanish in Spanish, naming the book in Spanish', async () => {
    const reading = { ...goal, title: 'Leer el Evangelio de Juan', description: '' };
    try {
      await activateLanguage('es');
      const tasks = localGoalTasks(reading);
      expect(tasks).toHaveLength(3);
      for (const t of tasks) {
        expect(t.title).toContain('libro de Juan');
        expect(t.title).not.toMatch(/\b(the|you|your|John)\b/);
      }
      setOnline(false);
      for (const t of (await suggestGoalTasks({ ...goal, category: 'health', title: 'Correr un maratón' }))
        .tasks)
        expect(SUGGESTIONS.health).not.toContain(t.title);
    } finally {
      await activateLanguage('en');
    }
    for (const t of localGoalTasks({ ...goal, title: 'Run a marathon', category: 'health' }))
      expect(SUGGESTIONS.health).toContain(t.title);
  });
});
