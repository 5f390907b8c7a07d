import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { hydratingServerHtml, rehydrateAfterServerHtml } from '../../ssr/hydration';
import type { PlanBody } from './plan-body';

export type GuestPlan = PlanBody;

interface GuestPlanState {
  /** the plan a guest finished, kept on this device so it can be saved in one click after signing in */
  plan: GuestPlan | null;
  keep: (plan: GuestPlan) => void;
  clear: () => void;
}

/**
 * The guest's finished plan, in localStorage (it must survive the trip to /auth, a new tab or a
 * registration). The spec loses it; Reign offers to save it once the person is signed in.
 */
export const useGuestPlanStore = create<GuestPlanState>()(
  persist(
    (set) => ({
      plan: null,
      keep: (plan) => set({ plan }),
      clear: () => set({ plan: null }),
    }),
    {
      name: 'reign:guest-plan',
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ plan: state.plan }),
      // read once the server's HTML is hydrated (ssr/hydration.ts)
      skipHydration: hydratingServerHtml,
    },
  ),
);
rehydrateAfterServerHtml(useGuestPlanStore);
