import { describe, expect, it } from 'vitest';
import {
  bookNamed,
  fallbackGoalTasks,
  fallbackSuggestedTasks,
  goalSuggestionCategory,
  pickFromSet,
  pickSuggestions,
  SUGGESTIONS,
  type SuggestionCategory,
  suggestionCategory,
  suggestionMinutes,
} from '../src';
import { SUGGESTIONS_ES, THE_BOOK_ES } from '../src/fallbacks/suggestions-es';

const SETS = Object.keys(SUGGESTIONS) as SuggestionCategory[];
/** Words only English would leave in a Spanish text. */
const ENGLISH = /\b(the|and|your|you|with|for|this|that|of|to|one|read|pray|write|goal|book)\b/i;

describe('the goal-task suggestions in Spanish', () => {
  it('has every set, each with 10 different Spanish items meaning and timed as the English ones', () => {
    expect(Object.keys(SUGGESTIONS_ES).sort()).toEqual([...SETS].sort());
    for (const set of SETS) {
      const spanish = SUGGESTIONS_ES[set];
      expect(spanish, set).toHaveLength(10);
      expect(new Set(spanish).size, set).toBe(10);
      spanish.forEach((item, i) => {
        const english = SUGGESTIONS[set][i] ?? '';
        expect(item, `${set} ${i}`).not.toMatch(ENGLISH);
        expect(item).not.toBe(english);
        expect(suggestionMinutes(item), `${set} ${i}: ${item}`).toBe(suggestionMinutes(english));
      });
    }
    for (const item of SUGGESTIONS_ES.reading) expect(item).toContain(THE_BOOK_ES);
  });

  it('chooses the set by a Spanish or an English keyword, accents and all', () => {
    const es = (text: string) => suggestionCategory(text, 'es');
    expect(es('Pagar mis deudas')).toBe('finance');
    expect(es('Ahorrar para la jubilación')).toBe('finance');
    expect(es('Ordenar la casa')).toBe('home');
    expect(es('Correr un maratón')).toBe('health');
    expect(es('Mejorar mi nutrición')).toBe('health');
    expect(es('Pasar más tiempo con mi familia')).toBe('relationships');
    expect(es('Crecer en mi trabajo')).toBe('work');
    expect(es('Más oración cada mañana')).toBe('spiritual');
    expect(es('Conocer más a Jesús')).toBe('spiritual');
    expect(es('Run a marathon')).toBe('health');
    expect(es('Pay off debt')).toBe('finance');
    expect(es('Empezar ahora a aprender guitarra')).toBe('generic');
    // English as before: a Spanish word is no English keyword
    expect(suggestionCategory('Pagar mis deudas')).toBe('generic');

    const picked = pickSuggestions('Crecer en mi trabajo', 2, () => 0.5, 'es');
    expect(picked).toHaveLength(2);
    for (const p of picked) expect(SUGGESTIONS_ES.work).toContain(p);
    expect(pickFromSet('home', 3, () => 0, 'es')).toEqual(SUGGESTIONS_ES.home.slice(0, 3));
    expect(pickFromSet('home', 3, () => 0)).toEqual(SUGGESTIONS.home.slice(0, 3));
  });

  it('weighs a Spanish title, category and description as the English ones', () => {
    const es = (goal: { title: string; description?: string; category?: string }) =>
      goalSuggestionCategory(goal, 'es');
    expect(
      es({ title: 'Fortalecer mi matrimonio', description: 'Orar juntos', category: 'relationships' }),
    ).toBe('relationships');
    expect(es({ title: 'Aprender a tocar guitarra', description: 'con mi hijo' })).toBe('relationships');
    expect(es({ title: 'Aprender inglés', category: 'professional' })).toBe('work');
    expect(es({ title: 'Leer el Evangelio de Juan', description: 'estar menos ansioso' })).toBe('reading');
    expect(goalSuggestionCategory({ title: 'Leer el Evangelio de Juan' })).toBe('generic');
  });

  it('reads the minutes a Spanish task names', () => {
    expect(suggestionMinutes('Sal a caminar 20 minutos')).toBe(20);
    expect(suggestionMinutes('Descansa una hora sin pantallas')).toBe(60);
    expect(suggestionMinutes('Escribe por la noche cómo te sientes')).toBe(60);
    expect(suggestionMinutes('Planea una comida con tu familia')).toBe(60);
    expect(suggestionMinutes('Únete a un estudio bíblico')).toBe(60);
    for (const short of ['Llama a tu madre', 'Escribe una nota', 'Ora por tu vecino', 'Agradece a Dios'])
      expect(suggestionMinutes(short), short).toBe(15);
    expect(suggestionMinutes('Manda un mensaje a un amigo')).toBe(15);
    expect(suggestionMinutes('Haz una lista de tus gastos')).toBe(15);
    expect(suggestionMinutes('Empieza ahora el proyecto')).toBe(30);
    expect(suggestionMinutes('Lee quién lo escribió')).toBe(30);
    // English as before
    expect(suggestionMinutes('Take a 20-minute walk and pray')).toBe(20);
    expect(suggestionMinutes('Rest for an hour on your Sabbath without screens')).toBe(60);
    expect(suggestionMinutes('Call or message someone')).toBe(15);
  });

  it('names the book a Spanish reading goal names, in Spanish', () => {
    expect(bookNamed('Leer el Evangelio de Juan', 'es')).toBe('Juan');
    expect(bookNamed('Leer los Salmos', 'es')).toBe('Salmos');
    expect(bookNamed('Orar con un Salmo al día', 'es')).toBe('Salmos');
    expect(bookNamed('Leer Genesis', 'es')).toBe('Génesis');
    expect(bookNamed('Memorizar 1 Juan', 'es')).toBe('1 Juan');
    expect(bookNamed('Leer Romans este mes', 'es')).toBe('Romans');
    expect(bookNamed('Read the Gospel of John')).toBe('John');

    const goal = { title: 'Leer el Evangelio de Juan', description: 'estar menos ansioso' };
    for (let seed = 0; seed < 10; seed++) {
      const tasks = fallbackGoalTasks(goal, '2026-11-25', '2027-01-31', () => seed / 10, 'es');
      expect(tasks).toHaveLength(3);
      for (const t of tasks) {
        expect(t.title).toContain('libro de Juan');
        expect(t.title).not.toContain('que estás leyendo');
        expect(t.title).not.toMatch(ENGLISH);
      }
    }
    const psalms = fallbackGoalTasks(
      { title: 'Leer los Salmos', description: null },
      '2026-11-25',
      '2027-01-31',
      () => 0,
      'es',
    );
    expect(psalms[0]?.title).toBe(
      'Lee despacio el primer capítulo del libro de Salmos y anota algo que te muestre de Dios',
    );
    const plan = fallbackGoalTasks(
      { title: 'Leer la Biblia en un año', description: null },
      '2026-11-25',
      '2027-11-25',
      () => 0,
      'es',
    );
    for (const t of plan) expect(SUGGESTIONS_ES.reading).toContain(t.title);
  });

  it('gives the suggested tasks in Spanish when asked, in English otherwise', () => {
    const goal = {
      title: 'Pagar mis deudas',
      description: null,
      category: 'personal' as const,
      targetDate: '2027-06-01',
    };
    const spanish = fallbackSuggestedTasks(goal, '2026-11-21', 'es');
    expect(spanish).toHaveLength(3);
    for (const t of spanish) {
      expect(SUGGESTIONS_ES.finance).toContain(t.title);
      expect(t).toMatchObject({ category: 'personal', scheduledDate: '2026-11-21', description: null });
    }
    for (const t of fallbackSuggestedTasks({ ...goal, title: 'Pay off debt' }, '2026-11-21'))
      expect(SUGGESTIONS.finance).toContain(t.title);
    const english = fallbackGoalTasks(
      { title: 'Pay off debt', description: '' },
      '2026-11-21',
      '2026-12-21',
      () => 0,
    );
    const inSpanish = fallbackGoalTasks(
      { title: 'Pay off debt', description: '' },
      '2026-11-21',
      '2026-12-21',
      () => 0,
      'es',
    );
    expect(english.map((t) => t.title)).toEqual(SUGGESTIONS.finance.slice(0, 3));
    expect(inSpanish.map((t) => t.title)).toEqual(SUGGESTIONS_ES.finance.slice(0, 3));
    expect(inSpanish.map((t) => [t.dueDate, t.priority, t.estimatedMinutes])).toEqual(
      english.map((t) => [t.dueDate, t.priority, t.estimatedMinutes]),
    );
  });
});
