// The few inline styles the circles screens share (Mantine has no prop for them).

/** A name people typed, however long and unbroken, wraps instead of widening the page (390 px). */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** A list drawn as rows, without bullets or indent. */
export const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;
