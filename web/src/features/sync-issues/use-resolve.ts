import { useLingui } from '@lingui/react/macro';
import type { ConflictChoice } from '@reign/contract';
import { useState } from 'react';
import { useMutations } from '../../data';
import { englishWords } from '../../i18n/shared-words';

/** One settle of a conflict at a time, with what went wrong (the person's words) shown beside it. */
export function useResolve(conflictId: string) {
  const { t } = useLingui();
  const { resolveConflict } = useMutations();
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resolve = (keep: ConflictChoice, priorities?: string[]) => {
    setBusy(keep);
    setError(null);
    resolveConflict({ id: conflictId, keep, ...(priorities ? { priorities } : {}) })
      .catch((err: unknown) =>
        setError(
          err instanceof Error && err.message
            ? englishWords(err.message)
            : t`Could not save your choice. Please try again.`,
        ),
      )
      .finally(() => setBusy(null));
  };
  return { busy, error, resolve };
}
