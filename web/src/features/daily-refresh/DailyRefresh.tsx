import { useEffect, useRef } from 'react';
import { serverNow } from '../../api';
import { useDataSession } from '../../data/context';
import { nextRefreshAt, refreshDay } from './schedule';

/** Timers are capped (browsers clamp long ones and sleep pauses them); the day is checked again then. */
const MAX_TIMER_MS = 6 * 3600_000;

/**
 * Keeps an open app on the right day: a timer for the next 1:00 AM in the person's zone (Central
 * until they choose one), and a check whenever the tab becomes visible again (a laptop that slept
 * through 1 AM refreshes when it wakes). A change of zone that changes the day refreshes at the
 * next check too: every screen then starts the new day.
 * Renders nothing.
 */
export function DailyRefresh() {
  const session = useDataSession();
  const sessionRef = useRef(session);
  sessionRef.current = session;

  useEffect(() => {
    const startedDay = refreshDay();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let done = false;

    const refresh = () => {
      if (done) return;
      done = true;
      const current = sessionRef.current;
      // the refresh's code (and the scripture route's schema) loads when it runs, once a day
      void import('./refresh').then(({ runDailyRefresh }) =>
        runDailyRefresh({ db: current?.db ?? null, engine: current?.engine ?? null }),
      );
    };
    const check = () => {
      if (refreshDay() !== startedDay) refresh();
    };
    const schedule = () => {
      const now = serverNow();
      const wait = Math.max(0, nextRefreshAt(now).getTime() - now.getTime());
      timer = setTimeout(
        () => {
          check();
          if (!done) schedule();
        },
        Math.min(wait + 500, MAX_TIMER_MS),
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };

    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return null;
}
