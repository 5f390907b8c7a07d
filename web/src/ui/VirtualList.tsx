import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Lists this long or shorter render every item (nothing to gain, and find-in-page sees them all). */
export const VIRTUAL_FROM = 40;

export interface VirtualListProps<T> {
  items: readonly T[];
  /** the list's accessible name */
  label: string;
  getKey: (item: T) => string;
  /** each item's content (the list draws the `li` around it) */
  renderItem: (item: T, index: number) => ReactNode;
  /** a first guess of an item's height in px; real heights are measured */
  estimateSize: number;
  /** space between items in px */
  gap?: number;
  /** items drawn beyond the screen on each side */
  overscan?: number;
}

/**
 * A list that draws only the items on screen (and a few around), so a thousand rows open and
 * change as fast as ten (@tanstack/react-virtual over the page's own scroll). Short lists render
 * whole. Items keep their place in the list for screen readers (aria-setsize and aria-posinset).
 */
export function VirtualList<T>({
  items,
  label,
  getKey,
  renderItem,
  estimateSize,
  gap = 0,
  overscan = 6,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtual = items.length > VIRTUAL_FROM;

  // Where the list starts on the page (the virtualizer counts from the top of the document); what
  // is above it may change height, so it is read after every render (one layout read).
  useLayoutEffect(() => {
    if (!virtual || !listRef.current) return;
    const top = Math.round(listRef.current.getBoundingClientRect().top + window.scrollY);
    setScrollMargin((old) => (old === top ? old : top));
  });

  const virtualizer = useWindowVirtualizer({
    count: virtual ? items.length : 0,
    estimateSize: () => estimateSize,
    overscan,
    gap,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  });

  const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
  if (!virtual) {
    return (
      <ul aria-label={label} style={{ ...listStyle, display: 'flex', flexDirection: 'column', gap }}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
    );
  }

  return (
    <ul
      ref={listRef}
      aria-label={label}
      style={{ ...listStyle, position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
