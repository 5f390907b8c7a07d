import { Suspense, useState } from 'react';
import { lazyPart } from '../../ui/LazyPart';

// Loaded when first opened: nothing of the modal, Mantine's Modal or TanStack Query on a first load.
const CommentaryModal = lazyPart(() => import('./CommentaryModal'));

/**
 * Under a reflection that is Matthew Henry's comment: his credit, plain text, and 'Read the whole
 * comment' opening the whole section (CommentaryModal, loaded on first use).
 */
export function CommentaryCredit({ credit, reference }: { credit: string | undefined; reference: string }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  if (!credit) return null;
  return (
    <div data-testid="commentary-credit" style={{ fontSize: '0.875rem', opacity: 0.75, margin: 0 }}>
      {credit}{' '}
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        onPointerEnter={() => void CommentaryModal.preload().catch(() => undefined)}
        style={{
          background: 'none',
          border: 0,
          padding: 0,
          color: 'inherit',
          textDecoration: 'underline',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        Read the whole comment
      </button>
      {used && (
        <Suspense fallback={null}>
          <CommentaryModal reference={reference} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </div>
  );
}
