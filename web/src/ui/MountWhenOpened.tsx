import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a dialog the first time it is opened, and keeps it mounted after (for its closing
 * transition and its form's state). Used with a lazy dialog, whose code then loads on the first
 * open instead of with the page.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
