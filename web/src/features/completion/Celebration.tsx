import { IconCrown } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './Celebration.module.css';

const SPARKS = 10;

/**
 * The short celebration of a saved plan: the crown rises in a ring of light while sparks fly out.
 * With reduced motion (the device's setting) the crown is simply there and no sparks are drawn.
 */
export function Celebration({ reduced }: { reduced: boolean }) {
  return (
    <div
      className={classes.burst}
      data-testid="celebration"
      data-reduced={reduced || undefined}
      aria-hidden="true"
    >
      <span className={classes.ring} />
      {!reduced &&
        Array.from({ length: SPARKS }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed ring of sparks
            key={i}
            className={classes.spark}
            style={{ '--angle': `${(360 / SPARKS) * i}deg` } as CSSProperties}
          />
        ))}
      <span className={classes.crown}>
        <IconCrown size={34} />
      </span>
    </div>
  );
}
