import type { Profile } from '@reign/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { resetTranslationChoice, TRANSLATION_KEY } from './translation-choice';
import { useBibleTranslation } from './use-translation';

// The hook's neighbours, as a test sets them: who is signed in, the device's profile, the last sync.
const state = vi.hoisted(() => ({
  user: null as { id: number } | null,
  profile: undefined as Partial<Profile> | undefined,
  lastSyncedAt: null as string | null,
  updateProfile: vi.fn(async (_changes: object) => {}),
}));
vi.mock('../auth', () => ({ useAuth: () => ({ user: state.user }) }));
vi.mock('../../data', () => ({
  useProfile: () => state.profile,
  useSyncStatus: () => ({ lastSyncedAt: state.lastSyncedAt }),
  useMutations: () => ({ updateProfile: state.updateProfile }),
}));

const saved = (bibleTranslation: Profile['bibleTranslation']): Partial<Profile> => ({
  bibleTranslation,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the cookie the hook writes
  document.cookie = 'reign-translation=; max-age=0; path=/';
  resetTranslationChoice();
  state.user = null;
  state.profile = undefined;
  state.lastSyncedAt = null;
  state.updateProfile.mockClear();
});
afterEach(() => resetTranslationChoice());

describe('useBibleTranslation for a guest', () => {
  it('is the WEB until chosen, then keeps the choice on this device only', () => {
    const { result } = renderHook(() => useBibleTranslation());
    expect(result.current[0]).toBe('web');
    act(() => result.current[1]('kjv'));
    expect(result.current[0]).toBe('kjv');
    expect(window.localStorage.getItem(TRANSLATION_KEY)).toBe('kjv');
    expect(document.cookie).toContain('reign-translation=kjv');
    expect(state.updateProfile).not.toHaveBeenCalled();
  });

  it('reads what this device kept, and an unknown value as the WEB', () => {
    window.localStorage.setItem(TRANSLATION_KEY, 'rv1909');
    expect(renderHook(() => useBibleTranslation()).result.current[0]).toBe('rv1909');
    resetTranslationChoice();
    window.localStorage.setItem(TRANSLATION_KEY, 'niv');
    expect(renderHook(() => useBibleTranslation()).result.current[0]).toBe('web');
  });
});

describe('useBibleTranslation for a member', () => {
  beforeEach(() => {
    state.user = { id: 7 };
    state.lastSyncedAt = '2026-11-20T10:00:00.000Z';
  });

  it("shows the profile's choice (another device's) and keeps it on this device for the first paint", () => {
    state.profile = saved('kjv');
    const { result } = renderHook(() => useBibleTranslation());
    expect(result.current[0]).toBe('kjv');
    expect(window.localStorage.getItem(TRANSLATION_KEY)).toBe('kjv');
    expect(document.cookie).toContain('reign-translation=kjv');
  });

  it('writes a choice through the profile (that field alone) and on this device', () => {
    state.profile = saved(null);
    const { result, rerender } = renderHook(() => useBibleTranslation());
    act(() => result.current[1]('rv1909'));
    expect(state.updateProfile).toHaveBeenCalledWith({ bibleTranslation: 'rv1909' });
    expect(result.current[0]).toBe('rv1909');
    // until the profile's write shows, the device's copy is not put back to the old value
    rerender();
    expect(result.current[0]).toBe('rv1909');
    expect(window.localStorage.getItem(TRANSLATION_KEY)).toBe('rv1909');
  });

  it("makes the device's choice the profile's when the server never had a profile (a guest who signed up)", () => {
    window.localStorage.setItem(TRANSLATION_KEY, 'kjv');
    state.profile = { bibleTranslation: null, updatedAt: null };
    renderHook(() => useBibleTranslation());
    expect(state.updateProfile).toHaveBeenCalledWith({ bibleTranslation: 'kjv' });
  });

  it('waits for the first sync before deciding the profile has none, and a saved profile wins', () => {
    window.localStorage.setItem(TRANSLATION_KEY, 'kjv');
    state.lastSyncedAt = null;
    state.profile = { bibleTranslation: null, updatedAt: null };
    const { result, rerender } = renderHook(() => useBibleTranslation());
    expect(state.updateProfile).not.toHaveBeenCalled();
    state.lastSyncedAt = '2026-11-20T10:00:00.000Z';
    state.profile = saved('web');
    rerender();
    expect(state.updateProfile).not.toHaveBeenCalled();
    expect(result.current[0]).toBe('web');
    expect(window.localStorage.getItem(TRANSLATION_KEY)).toBe('web');
  });
});

describe('a member whose profile never chose a translation (issue 51)', () => {
  beforeEach(() => {
    state.user = { id: 7 };
    state.lastSyncedAt = '2026-11-20T10:00:00.000Z';
  });
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it('reads the RV1909 in Spanish, though this device kept the WEB an older sync stored', async () => {
    // what an older build kept on the device from a profile that stored 'web' by default
    window.localStorage.setItem(TRANSLATION_KEY, 'web');
    state.profile = saved(null);
    const { result } = renderHook(() => useBibleTranslation());
    expect(result.current[0]).toBe('web');
    await act(() => chooseLanguage('es'));
    expect(result.current[0]).toBe('rv1909');
    expect(window.localStorage.getItem(TRANSLATION_KEY)).toBeNull();
    expect(document.cookie).not.toContain('reign-translation=web');
    expect(state.updateProfile).not.toHaveBeenCalled();
  });

  it('keeps a translation the member chose, in either language', async () => {
    state.profile = saved('web');
    const { result } = renderHook(() => useBibleTranslation());
    await act(() => chooseLanguage('es'));
    expect(result.current[0]).toBe('web');
  });
});
