import { type ReactNode, useId } from 'react';
import classes from './Segments.module.css';

export interface Segment<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * One choice of a few, as a row of segments: native radio buttons (arrow keys move, screen readers
 * say 'radio, 2 of 4'). Instead of Mantine's SegmentedControl, whose sliding indicator measures the
 * page on mount, a long task on a phone while the reader starts: CSS draws the chosen one.
 */
export function Segments<T extends string>({
  data,
  value,
  onChange,
  labelledBy,
}: {
  data: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  /** the id of the visible label naming the group */
  labelledBy: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.root}>
      {data.map((segment) => {
        const id = `${name}-${segment.value}`;
        return (
          <span key={segment.value}>
            <input
              type="radio"
              id={id}
              name={name}
              value={segment.value}
              checked={segment.value === value}
              onChange={() => onChange(segment.value)}
              className={classes.input}
            />
            <label htmlFor={id} className={classes.label}>
              {segment.label}
            </label>
          </span>
        );
      })}
    </div>
  );
}
