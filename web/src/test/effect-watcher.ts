import { renderHook } from '@testing-library/react';
import { useEffect, useState } from 'react';

/**
 * Renders a component that reads `read()` and records the value each time an effect depending on
 * it runs (`seen`). `renderUrgently()` renders it again through a state update of its own that
 * changes nothing: the case where React, shown a value read outside its state, kept the hooks of
 * that render and dropped the effects.
 */
export function watchEffectsOf<T>(read: () => T): { seen: T[]; renderUrgently: () => void } {
  const seen: T[] = [];
  let setOther: (n: number) => void = () => {};
  renderHook(() => {
    const value = read();
    const [other, set] = useState(0);
    setOther = set;
    useEffect(() => {
      seen.push(value);
    }, [value]);
    return other;
  });
  return { seen, renderUrgently: () => setOther(0) };
}
