import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueUsername } from './fixtures/member';
import { expectNoEnglish, expectNoEnglishIn } from './pages/english-words';

// Issue 51: a Spanish member's whole day, in a Spanish browser on a phone. Every screen is read as
// the member sees it (document.body.innerText) and must show no English-only word, outside what the
// member typed and proper names.

test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

const PRIORITIES = ['Amar bien a mi familia', 'Terminar el presupuesto', 'Descansar y orar'] as const;
const ACTIONS = ['Orar al mediodía', 'Leer un salmo'] as const;
const READING_PLAN = 'Salmos y Proverbios en un mes';

/** Records the words every canvas draws (the 'my day' image is drawn on one, then downloaded). */
function recordCanvasWords(page: Page) {
  return page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { __drawn: string[] }).__drawn = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, ...rest: [number, number]) {
      drawn.push(text);
      return fillText.call(this, text, ...rest);
    };
  });
}

const canvasWords = (page: Page) => page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn);

async function signUpInSpanish(page: Page, username: string) {
  await page.goto('/auth');
  await expect(page.locator('html[data-reign-ready]')).toBeAttached();
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Crear cuenta' });
  await expectNoEnglish(page, 'sign-up form');
  await panel.getByRole('textbox', { name: 'Nombre de usuario', exact: true }).fill(username);
  await panel.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await panel.getByRole('textbox', { name: 'Confirma la contraseña', exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Abrir la navegación' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth$/);
}

test("a Spanish member's whole day shows no English but names and what they typed", async ({ page }) => {
  test.slow();
  const username = uniqueUsername('es');
  const typed = [username, ...PRIORITIES, ...ACTIONS];
  await recordCanvasWords(page);
  await signUpInSpanish(page, username);

  // the five steps of the plan
  await page.goto('/');
  const wizard = page.getByRole('region', { name: 'Plan del día' });
  await expect(page.locator('html[data-reign-ready]')).toBeAttached();
  const steps = wizard.getByRole('list', { name: 'Pasos del plan diario' });
  const expectStep = async (index: number, title: string) => {
    await expect(wizard.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(steps.getByRole('listitem').nth(index)).toHaveAttribute('aria-current', 'step');
    await expectNoEnglish(page, `plan step ${title}`, { typed });
  };
  const next = wizard.getByRole('button', { name: 'Continuar', exact: true });
  // the day's verse and its reflection in place before the first step is read
  await expect(
    wizard.getByRole('region', { name: 'La Escritura de hoy' }).locator('blockquote'),
  ).not.toBeEmpty();
  await expect(wizard.getByRole('region', { name: 'Reflexión' }).locator('p').first()).not.toBeEmpty();
  await expectStep(0, 'Renueva tu mente');
  await next.click();
  await expectStep(1, 'Establece prioridades');
  for (const [i, text] of PRIORITIES.entries()) {
    await wizard.getByRole('textbox', { name: `Prioridad ${i + 1}`, exact: true }).fill(text);
  }
  await next.click();
  await expectStep(2, 'Actúa con valentía');
  const first = wizard.getByRole('region', { name: PRIORITIES[0], exact: true });
  for (const action of ACTIONS) {
    await first.getByRole('textbox', { name: 'Añade otra acción' }).fill(action);
    await first.getByRole('textbox', { name: 'Añade otra acción' }).press('Enter');
    const actions = wizard.getByRole('group', { name: `Acciones para ${PRIORITIES[0]}` });
    await expect(actions.getByRole('checkbox', { name: action })).toBeChecked();
  }
  await expectNoEnglish(page, 'plan step Actúa con valentía (with actions)', { typed });
  await next.click();
  await expectStep(3, 'Crece con firmeza');
  await next.click();
  const prayer = wizard.getByRole('region', { name: 'Tu oración de hoy' });
  await expect(prayer).toBeVisible();
  await expect(prayer.getByRole('status')).toHaveCount(0);
  await expectStep(4, 'Avanza con fe');

  // saved: the moment of completion and the 'my day' image
  await wizard.getByRole('button', { name: 'Guardar y reinar' }).click();
  const moment = page.getByRole('dialog', { name: '¡Plan guardado con éxito!' });
  const yourDay = moment.getByRole('region', { name: 'Tu día' });
  await expect(yourDay).toContainText(PRIORITIES[2]);
  await expectNoEnglish(page, 'moment of completion', { typed });
  const download = page.waitForEvent('download');
  await yourDay.getByRole('button', { name: /^(Descargar|Compartir) mi día$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Imagen descargada' })).toBeVisible();
  const drawn = await canvasWords(page);
  expect(drawn).toContain('PRIORIDADES DE HOY');
  expectNoEnglishIn(drawn, "'my day' image", { typed });
  await expectNoEnglish(page, 'moment of completion, image downloaded', { typed });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard\?tab=overview$/);

  // the dashboard, its menu, the history
  await expect(page.getByRole('heading', { level: 1, name: 'Mi panel' })).toBeVisible();
  await expect(page.getByTestId('plan-progress-text')).toBeVisible();
  await expectNoEnglish(page, 'dashboard', { typed });
  await page.getByRole('button', { name: 'Abrir la navegación' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu.getByRole('link', { name: 'Planes de lectura' })).toBeVisible();
  await expectNoEnglish(page, 'navigation menu', { typed });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto('/dashboard?tab=history');
  await expect(page.getByRole('heading', { name: 'Historial de planes diarios' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PRIORITIES[1]);
  await expectNoEnglish(page, 'history', { typed });

  // the reflections archive
  await page.goto('/reflections');
  await expect(page.getByRole('heading', { level: 1, name: 'Archivo de reflexiones' })).toBeVisible();
  await expect(page.getByTestId('archive-count')).toBeVisible();
  await expectNoEnglish(page, 'reflections archive', { typed });
  await page.getByTestId('reflection-card').first().click();
  const open = page.getByRole('dialog');
  await expect(open.getByRole('region', { name: 'Reflexión' }).locator('p').first()).not.toBeEmpty();
  await expectNoEnglish(page, 'reflection opened from the archive', { typed });
  await page.keyboard.press('Escape');
  await expect(open).toBeHidden();

  // a reading plan, started
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Planes de lectura' })).toBeVisible();
  const start = page.getByRole('button', { name: `Empezar ${READING_PLAN}` });
  await expect(start).toBeVisible();
  await expectNoEnglish(page, 'reading plans', { typed });
  await start.click();
  await expect(page.getByRole('region', { name: READING_PLAN })).toBeVisible();
  await expectNoEnglish(page, 'reading plan started', { typed });

  // the Bible: its index, a chapter, the topics, a search
  await page.goto('/bible');
  await expect(page.getByRole('heading', { level: 1, name: 'Biblia' })).toBeVisible();
  await expectNoEnglish(page, 'Bible', { typed });
  await page.goto('/bible/John/3');
  const chapter = page.locator('section[aria-label]').filter({ has: page.locator('p sup') });
  await expect(chapter.locator('p').first()).toBeVisible();
  await expectNoEnglish(page, 'Bible reader', { typed });
  await page.goto('/bible/topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Temas bíblicos' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Todos los temas, de la A a la Z' })).toBeVisible();
  await expectNoEnglish(page, 'Bible topics', { typed });
  const everyday = page.getByRole('list', { name: 'Temas de la vida diaria' });
  await everyday.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/bible\/topics\/.+/);
  await expect(page.getByRole('main').locator('blockquote').first()).toBeVisible();
  await expectNoEnglish(page, 'a Bible topic', { typed });
  await page.goto('/bible/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar en la Biblia' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Palabras o una frase' }).fill('amor');
  typed.push('amor');
  const found = page.getByRole('list', { name: 'Versículos encontrados' });
  const keep = page.getByRole('button', { name: /^Guardar la .+ en este dispositivo$/ });
  await expect(found.or(keep).first()).toBeVisible();
  await expectNoEnglish(page, 'Bible search', { typed });

  // the profile and the export
  await page.goto('/dashboard?tab=profile');
  const data = page.getByRole('region', { name: 'Tus datos' });
  await expect(data).toBeVisible();
  await expectNoEnglish(page, 'profile', { typed });
  const exported = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Exportar mis datos' }).click();
  const file = (await exported).suggestedFilename();
  await expect(page.getByRole('alert').filter({ hasText: 'Datos exportados' })).toBeVisible();
  await expectNoEnglish(page, 'profile, data exported', { typed, names: [file] });
});
