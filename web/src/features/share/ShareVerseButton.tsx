import { Suspense, useState } from 'react';
import { lazyPart } from '../../ui/LazyPart';
import { ShareButton } from './share-button';
import type { ShareVerseInput } from './use-share-verse';

const ShareMenu = lazyPart(() => import('./ShareMenu'));
const loadShareMenu = () => ShareMenu.preload().catch(() => {});

export interface ShareVerseButtonProps extends ShareVerseInput {
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The Share action on a verse: X, Facebook, e-mail, the system share sheet (where the browser has
 * one), copy link (with a copied indicator for 2 seconds) and the verse as an image. The menu and
 * the sharing itself are one chunk, loaded when the button is first pointed at, focused or pressed
 * (nothing of it is on the first load of `/`).
 */
export function ShareVerseButton({
  reference,
  verse,
  entryId,
  translation,
  size = 'sm',
}: ShareVerseButtonProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <ShareButton
      reference={reference}
      size={size}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadShareMenu()}
      onFocus={() => void loadShareMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenu
        reference={reference}
        verse={verse}
        entryId={entryId}
        translation={translation}
        size={size}
      />
    </Suspense>
  );
}
