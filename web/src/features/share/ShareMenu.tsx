import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandX,
  IconDownload,
  IconLink,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { showToast } from '../../ui/toast';
import { ShareButton } from './share-button';
import { downloadShareImage } from './share-image';
import { canShareNatively, type ShareVerseInput, useShareVerse } from './use-share-verse';

export interface ShareMenuProps extends ShareVerseInput {
  size: 'xs' | 'sm' | 'md';
}

/**
 * The Share menu (Mantine Menu, with floating-ui) and the sharing: its own chunk, loaded when the
 * Share button is first pointed at, focused or pressed; it opens as it mounts, and its button
 * (the same look) then shows the share's progress and the copied indicator.
 */
export default function ShareMenu({ reference, verse, entryId, translation, size }: ShareMenuProps) {
  const { t } = useLingui();
  const { share, busy, copied, signedIn } = useShareVerse({ reference, verse, entryId, translation });
  const icon = { size: 16, 'aria-hidden': true } as const;

  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <ShareButton reference={reference} size={size} busy={busy} copied={copied} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{signedIn ? t`Share and earn points` : t`Sign in to earn points for sharing`}</Menu.Label>
        <Menu.Item leftSection={<IconBrandX {...icon} />} onClick={() => void share('x')}>
          {t`Share on X`}
        </Menu.Item>
        <Menu.Item leftSection={<IconBrandFacebook {...icon} />} onClick={() => void share('facebook')}>
          {t`Share on Facebook`}
        </Menu.Item>
        <Menu.Item leftSection={<IconMail {...icon} />} onClick={() => void share('email')}>
          {t`Share by e-mail`}
        </Menu.Item>
        {canShareNatively() && (
          <Menu.Item leftSection={<IconShare {...icon} />} onClick={() => void share('native')}>
            {t`More options…`}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLink {...icon} />} onClick={() => void share('copy')}>
          {t`Copy link`}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconDownload {...icon} />}
          onClick={() =>
            void downloadShareImage(reference, verse, translation).then((ok) => {
              if (!ok)
                showToast({
                  title: t`Could not make the image`,
                  message: t`This browser cannot draw the share image.`,
                  variant: 'error',
                });
            })
          }
        >
          {t`Download image`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
