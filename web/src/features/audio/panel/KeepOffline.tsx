import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconCloudCheck, IconCloudDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../../ui/toast';
import { canKeepAudio, forgetAudio, isAudioKept, keepAudio } from '../offline-audio';

type Kept = 'checking' | 'no' | 'saving' | 'yes';

/**
 * 'Keep for offline' for an uploaded recording: the whole file into Cache Storage, which the service
 * worker plays from without a connection; pressed again ('Remove offline copy') it is removed.
 */
export function KeepOffline({ url }: { url: string }) {
  const { t } = useLingui();
  const [kept, setKept] = useState<Kept>('checking');

  useEffect(() => {
    let live = true;
    isAudioKept(url).then(
      (yes) => live && setKept(yes ? 'yes' : 'no'),
      () => live && setKept('no'),
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (!canKeepAudio()) return null;
  const toggle = async () => {
    if (kept === 'yes') {
      await forgetAudio(url).catch(() => undefined);
      setKept('no');
      showToast({ title: t`Offline copy removed`, message: t`This recording now plays only online.` });
      return;
    }
    setKept('saving');
    try {
      await keepAudio(url);
      setKept('yes');
      showToast({
        title: t`Kept for offline`,
        message: t`This recording plays without a connection.`,
        variant: 'success',
      });
    } catch {
      setKept('no');
      showToast({
        title: t`Could not keep the recording`,
        message: navigator.onLine
          ? t`It could not be saved on this device. Please try again.`
          : t`You are offline. Connect and try again.`,
        variant: 'error',
      });
    }
  };
  const isKept = kept === 'yes';
  return (
    <ActionIcon
      variant={isKept ? 'light' : 'subtle'}
      size="lg"
      aria-label={isKept ? t`Remove offline copy` : t`Keep for offline`}
      title={isKept ? t`Kept for offline: press to remove` : t`Keep for offline`}
      loading={kept === 'saving' || undefined}
      disabled={kept === 'checking'}
      onClick={() => void toggle()}
    >
      {isKept ? (
        <IconCloudCheck size={18} aria-hidden="true" />
      ) : (
        <IconCloudDownload size={18} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
