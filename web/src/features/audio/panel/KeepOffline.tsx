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
      showToast({ title: 'Offline copy removed', message: 'This recording now plays only online.' });
      return;
    }
    setKept('saving');
    try {
      await keepAudio(url);
      setKept('yes');
      showToast({
        title: 'Kept for offline',
        message: 'This recording plays without a connection.',
        variant: 'success',
      });
    } catch {
      setKept('no');
      showToast({
        title: 'Could not keep the recording',
        message: navigator.onLine
          ? 'It could not be saved on this device. Please try again.'
          : 'You are offline. Connect and try again.',
        variant: 'error',
      });
    }
  };
  const isKept = kept === 'yes';
  return (
    <ActionIcon
      variant={isKept ? 'light' : 'subtle'}
      size="lg"
      aria-label={isKept ? 'Remove offline copy' : 'Keep for offline'}
      title={isKept ? 'Kept for offline: press to remove' : 'Keep for offline'}
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
