import { act, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { audioToasts } from '../features/audio/engine/engine-toasts';
import PlayerHost from '../features/audio/panel/PlayerHost';
import { FakeAudio } from '../features/audio/test-fakes';
import { renderPlayer, renderWithProviders, setUpPlayerTests } from '../features/audio/test-render';
import { DailyReminderSwitch } from '../features/daily-refresh';
import InstallBannerView from '../features/install/InstallBannerView';
import UpdateNotice from '../pwa/UpdateNotice';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { Providers } from '../test/render-app';
import { activateLanguage } from './catalogue';

// The player's controls (its full panel, its menus, the mini player, its toasts) and the installed
// app's notices (the update notice, the install banner, the daily reminder's switch) in Spanish show
// no English catalogue message (src/test/english-shown.ts).

setUpPlayerTests();

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

/** The player with its recording playing, and its full controls. */
async function playing() {
  const view = renderPlayer({ title: 'Salmos 23:1' });
  await view.user.click(screen.getByRole('button', { name: 'Escuchar' }));
  act(() => FakeAudio.last.startPlaying());
  await screen.findByRole('button', { name: 'Pausa' });
  act(() => FakeAudio.last.loadMetadata(200));
  const panel = within(await screen.findByRole('group', { name: 'Reproducción' }));
  return { ...view, panel };
}

describe('the player in Spanish', () => {
  it('its full controls and their speed and sleep menus show no English message', async () => {
    const { panel, user } = await playing();
    act(() => FakeAudio.last.tick(65));
    expect(panel.getByRole('slider', { name: 'Posición' })).toHaveAttribute('aria-valuetext', '1:05 de 3:20');
    expect(panel.getByRole('button', { name: 'Retroceder 15 segundos' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await user.click(panel.getByRole('button', { name: 'Velocidad de reproducción 1x' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '0,75x',
      '1x',
      '1,25x',
      '1,5x',
      '2x',
    ]);
    expect(englishShown()).toEqual([]);
    await user.click(screen.getByRole('menuitem', { name: '1,25x' }));

    await user.click(panel.getByRole('button', { name: 'Temporizador de apagado: desactivado' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Desactivado',
      'Al final de la pista',
      '5 minutos',
      '15 minutos',
      '30 minutos',
    ]);
    expect(englishShown()).toEqual([]);
    await user.click(screen.getByRole('menuitem', { name: 'Al final de la pista' }));
    expect(
      await panel.findByRole('button', { name: 'Temporizador de apagado: al final de la pista' }),
    ).toHaveTextContent('Fin');
    expect(englishShown()).toEqual([]);
  }, 20_000);

  it('the mini player shows no English message', async () => {
    const { unmount } = await playing();
    unmount();
    renderWithProviders(<PlayerHost />);
    const bar = within(await screen.findByRole('region', { name: 'En reproducción' }));
    expect(bar.getByRole('button', { name: 'Pausa' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Cerrar el reproductor' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('its toasts show no English message', async () => {
    // the app's providers: the toasts' container and the theme's close button in the language
    render(<Providers>{null}</Providers>);
    act(() => {
      audioToasts.autoplayBlocked();
    });
    expect(await screen.findByText('Reproducción automática bloqueada')).toBeInTheDocument();
    expect(screen.getByText('Toca el botón de reproducir para escuchar el audio')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });
});

describe("the installed app's notices in Spanish", () => {
  it('the update notice shows no English message', () => {
    renderWithProviders(<UpdateNotice />);
    expect(screen.getByText('Hay una versión nueva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('the install banner (with its Install button, and with the steps on iOS) shows no English message', () => {
    const { unmount } = renderWithProviders(
      <InstallBannerView ios={false} onInstall={() => {}} onDismiss={() => {}} />,
    );
    const banner = within(screen.getByRole('region', { name: 'Instalar Reign' }));
    expect(banner.getByRole('button', { name: 'Instalar' })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
    unmount();

    renderWithProviders(<InstallBannerView ios onInstall={() => {}} onDismiss={() => {}} />);
    const ios = screen.getByRole('region', { name: 'Instalar Reign' });
    expect(ios.textContent).toContain('Toca Compartir');
    expect(ios.textContent).toContain('y luego Agregar a pantalla de inicio.');
    expect(within(ios).getByLabelText('Compartir')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('the daily reminder switch (and its note when notifications are blocked) shows no English message', () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    try {
      renderWithProviders(<DailyReminderSwitch />);
      expect(
        screen.getByRole('switch', { name: /^Avisarme con la actualización de la 1 a\. m\./ }),
      ).toBeDisabled();
      expect(
        screen.getByText(
          'Las notificaciones de este sitio están bloqueadas en la configuración del navegador.',
        ),
      ).toBeInTheDocument();
      expect(englishShown()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
