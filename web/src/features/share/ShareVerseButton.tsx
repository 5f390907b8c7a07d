import { Button, Menu } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandX,
  IconCheck,
  IconDownload,
  IconLink,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { showToast } from '../../ui/toast';
import { downloadShareImage } from './share-image';
import { canShareNatively, type ShareVerseInput, useShareVerse } from './use-share-verse';

export interface ShareVerseButtonProps extends ShareVerseInput {
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The Share action on a verse: X, Facebook, e-mail, the system share sheet (where the browser has
 * one), copy link (with a copied indicator for 2 seconds) and the verse as an image.
 */
export function ShareVerseButton({ reference, verse, entryId, size = 'sm' }: ShareVerseButtonProps) {
  const { share, busy, copied, signedIn } = useShareVerse({ reference, verse, entryId });
  const icon = { size: 16, 'aria-hidden': true } as const;

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size={size}
          loading={busy}
          leftSection={copied ? <IconCheck {...icon} /> : <IconShare {...icon} />}
          color={copied ? 'teal' : undefined}
          aria-label={copied ? `Link copied: ${reference}` : `Share ${reference}`}
        >
          {copied ? 'Copied!' : 'Share'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{signedIn ? 'Share and earn points' : 'Sign in to earn points for sharing'}</Menu.Label>
        <Menu.Item leftSection={<IconBrandX {...icon} />} onClick={() => void share('x')}>
          Share on X
        </Menu.Item>
        <Menu.Item leftSection={<IconBrandFacebook {...icon} />} onClick={() => void share('facebook')}>
          Share on Facebook
        </Menu.Item>
        <Menu.Item leftSection={<IconMail {...icon} />} onClick={() => void share('email')}>
          Share by e-mail
        </Menu.Item>
        {canShareNatively() && (
          <Menu.Item leftSection={<IconShare {...icon} />} onClick={() => void share('native')}>
            More options…
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLink {...icon} />} onClick={() => void share('copy')}>
          Copy link
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconDownload {...icon} />}
          onClick={() =>
            void downloadShareImage(reference, verse).then((ok) => {
              if (!ok)
                showToast({
                  title: 'Could not make the image',
                  message: 'This browser cannot draw the share image.',
                  variant: 'error',
                });
            })
          }
        >
          Download image
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
