import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { hydratingServerHtml, rehydrateAfterServerHtml } from '../../ssr/hydration';

interface FrameworkState {
  /** The visitor closed the REIGN framework card on the home page. */
  hidden: boolean;
  /** The home page was shown once on this device: the card starts folded to one line afterwards. */
  seen: boolean;
  hide: () => void;
  show: () => void;
  markSeen: () => void;
}

/** UI preference kept in localStorage (spec part 2 'Header'): neither server nor form data. */
export const useFrameworkStore = create<FrameworkState>()(
  persist(
    (set) => ({
      hidden: false,
      seen: false,
      hide: () => set({ hidden: true }),
      show: () => set({ hidden: false }),
      markSeen: () => set({ seen: true }),
    }),
    {
      // boot/early.js reads this key before the first paint (the card's folded or closed state)
      name: 'reign:framework-card',
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ hidden: state.hidden, seen: state.seen }),
      // read once the server's HTML is hydrated (ssr/hydration.ts)
      skipHydration: hydratingServerHtml,
    },
  ),
);
rehydrateAfterServerHtml(useFrameworkStore);
