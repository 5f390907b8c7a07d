import { useCallback, useEffect, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** One GET for a screen: loads when `enabled`, reloads on demand; the last data stays while reloading. */
export function useRemote<T>(load: () => Promise<T>, enabled = true): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(enabled);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks for a reload; `load` is a module function
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setLoading(true);
    load().then(
      (value) => {
        if (cancelled) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (cancelled) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}
