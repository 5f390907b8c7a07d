import { MantineProvider } from '@mantine/core';
import type { Profile } from '@reign/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeLanguage, chooseLanguage } from '../../i18n';
import { I18nProvider } from '../../i18n/runtime';
import { LanguageSwitch } from './LanguageSwitch';
import { LanguageSync } from './LanguageSync';

// The member's device data, as a test sets it.
const state = vi.hoisted(() => ({
  profile: undefined as Partial<Profile> | undefined,
  updateProfile: vi.fn(async (_changes: object) => {}),
}));
vi.mock('../../data', () => ({
  useProfile: () => state.profile,
  useMutations: () => ({ updateProfile: state.updateProfile }),
}));

beforeEach(() => {
  state.profile = { language: null, updatedAt: '2026-11-20T10:00:00.000Z' };
  state.updateProfile.mockClear();
});
afterEach(async () => {
  await chooseLanguage('en');
  window.localStorage.clear();
});

const memberTree = () => (
  <MantineProvider env="test">
    <I18nProvider>
      <LanguageSync />
      <LanguageSwitch />
    </I18nProvider>
  </MantineProvider>
);
const renderMember = () => render(memberTree());

describe("a member's language", () => {
  it("goes to the profile (that field alone) when chosen with the header's switch", async () => {
    renderMember();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    await vi.waitFor(() => expect(state.updateProfile).toHaveBeenCalledWith({ language: 'es' }));
    expect(activeLanguage()).toBe('es');
    // the switch now offers English, named in English
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('keeps a choice made before the profile loaded, once it has', async () => {
    state.profile = undefined;
    const view = renderMember();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    await vi.waitFor(() => expect(activeLanguage()).toBe('es'));
    expect(state.updateProfile).not.toHaveBeenCalled();
    state.profile = { language: null, updatedAt: '2026-11-20T10:00:00.000Z' };
    view.rerender(memberTree());
    await vi.waitFor(() => expect(state.updateProfile).toHaveBeenCalledWith({ language: 'es' }));
    expect(state.updateProfile).toHaveBeenCalledTimes(1);
  });

  it("is shown when it comes with the profile (another device's choice), without writing it back", async () => {
    state.profile = { language: 'es', updatedAt: '2026-11-20T10:00:00.000Z' };
    renderMember();
    await vi.waitFor(() => expect(activeLanguage()).toBe('es'));
    expect(window.localStorage.getItem('reign-lang')).toBe('es');
    await act(async () => {});
    expect(state.updateProfile).not.toHaveBeenCalled();
  });
});
