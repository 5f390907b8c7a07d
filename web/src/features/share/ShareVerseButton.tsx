import { Button } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { type ShareVerseInput, useShareVerse } from './use-share-verse';

const loadShareMenu = () => import('./ShareMenu');
const ShareMenu = lazy(loadShareMenu);

export interface ShareVerseButtonProps extends ShareVerseInput {
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The Share action on a verse: X, Facebook, e-mail, the system share sheet (where the browser has
 * one), copy link (with a copied indicator for 2 seconds) and the verse as an image.
 */
export function ShareVerseButton({ reference, verse, entryId, size = 'sm' }: ShareVerseButtonProps) {
  const { share, busy, copied, signedIn } = useShareVerse({ reference, verse, entryId });
  // The menu's code loads when the button is first pointed at, focused or pressed.
  const [wanted, setWanted] = useState(false);
  const icon = { size: 16, 'aria-hidden': true } as const;

  const look = {
    variant: 'light',
    size,
    loading: busy,
    leftSection: copied ? <IconCheck {...icon} /> : <IconShare {...icon} />,
    color: copied ? 'teal' : undefined,
    'aria-label': copied ? `Link copied: ${reference}` : `Share ${reference}`,
    children: copied ? 'Copied!' : 'Share',
  } as const;

  const button = (
    <Button
      {...look}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadShareMenu()}
      onFocus={() => void loadShareMenu()}
      onClick={() => setWanted(true)}
    />
  );
  // The menu's own trigger: the same button, wired by the menu.
  const target = <Button {...look} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenu target={target} reference={reference} verse={verse} share={share} signedIn={signedIn} />
    </Suspense>
  );
}
