import { addDays, centralDate } from '@reign/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { memberDb, renderMemberApp } from '../test/member';
import { activateLanguage } from './catalogue';

// The dashboard's area (lingui.config.ts 'dashboard': the dashboard, goals, tasks, history, prayers
// …) in Spanish shows no English catalogue message: every text and accessible name (aria-label,
// title, placeholder, alt) and the page title, compared with the English of each message whose
// Spanish differs from it (src/test/english-shown.ts).

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

/** A plan in the member's own words (Spanish: 'Work', the fixtures' priority, is also a category's name). */
const plan = {
  priorities: ['Familia', 'Trabajo'],
  actionSteps: [
    { priority: 'Familia', actions: ['Llamar a mamá', 'Orar juntos'] },
    { priority: 'Trabajo', actions: ['Terminar el informe'] },
  ],
};

/** A member with a goal, a task due today and today's plan: every card of the overview has rows. */
async function seedMember() {
  const member = memberDb();
  const today = centralDate();
  await member.goal({ title: 'Leer los Evangelios' });
  await member.task({ title: 'Leer Juan 1', scheduledDate: today, dueDate: today });
  await member.entry({ date: today, ...plan });
  await member.entry({ date: addDays(today, -1), ...plan });
  return member;
}

describe("the dashboard's screens in Spanish", () => {
  it('the overview shows no English message', async () => {
    await seedMember();
    renderMemberApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Mi panel', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Plan de acción de hoy' })).toBeInTheDocument();
    expect(await screen.findByText(/^Racha actual: \d+ días?$/)).toBeInTheDocument();
    expect(await screen.findByText('Leer los Evangelios')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Panel · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('My Goals shows no English message', async () => {
    await seedMember();
    renderMemberApp('/dashboard?tab=goals');
    expect(await screen.findByRole('article', { name: 'Leer los Evangelios' })).toBeInTheDocument();
    expect(await screen.findByText(/^Fecha objetivo: /)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mis metas · Panel · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('My Tasks shows no English message', async () => {
    await seedMember();
    renderMemberApp('/dashboard?tab=tasks');
    expect(await screen.findByText('Leer Juan 1')).toBeInTheDocument();
    expect(await screen.findByText(/^Pendientes \(\d+\)$/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mis tareas · Panel · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('History shows no English message', async () => {
    await seedMember();
    renderMemberApp('/dashboard?tab=history');
    expect(await screen.findByRole('heading', { name: 'Historial de planes diarios' })).toBeInTheDocument();
    expect(await screen.findByText('2 planes')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Historial · Panel · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('/prayers shows no English message', async () => {
    memberDb();
    renderMemberApp('/prayers');
    expect(await screen.findByRole('heading', { name: 'Oraciones', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Comienza tu lista de oración')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Oraciones · Reign'));
    expect(englishShown()).toEqual([]);
  });
});
