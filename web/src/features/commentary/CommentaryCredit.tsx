import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../ui/LazyPart';

// Loaded when first opened: nothing of the modal, Mantine's Modal or TanStack Query on a first load.
const CommentaryModal = lazyPart(() => import('./CommentaryModal'));

/**
 * Under a reflection that is a commentary's comment: its credit (Matthew Henry, or C. H. Spurgeon on
 * a psalm), plain text, and 'Read the whole comment' opening the whole comment (CommentaryModal,
 * loaded on first use). Kept this small: it is
 * part of the first load of / (the Renew step).
 */
export function CommentaryCredit({ credit, reference }: { credit: string | undefined; reference: string }) {
  'use no memo'; // nothing here is worth memoizing, and the first load of / is at its budget
  const [opened, setOpened] = useState(false);
  const { t } = useLingui();
  if (!credit) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="commentary-credit" component="div">
      {credit}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        {t`Read the whole comment`}
      </Anchor>
      {opened && (
        <Suspense fallback={null}>
          <CommentaryModal reference={reference} credit={credit} opened onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Text>
  );
}
