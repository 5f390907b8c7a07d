import { useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { showFailure, showToast } from '../../ui/toast';
import { uploadAudio } from './admin-api';

export interface AudioUploadFieldProps {
  value: string | null | undefined;
  onChange: (audioUrl: string | null) => void;
}

/** Uploads an MP3 (replacing text-to-speech audio) and shows the uploaded file. */
export function AudioUploadField({ value, onChange }: AudioUploadFieldProps) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadAudio(file));
      setFileName(file.name);
      const name = file.name;
      showToast({
        title: t`Audio uploaded`,
        message: t`${name} will play for this scripture.`,
        variant: 'success',
      });
    } catch (err) {
      // the server's reason when it gave one (not an MP3, too large, too many uploads): the spec's
      // sentence only for a failure it did not explain
      showFailure(t`Upload failed`, err, t`Failed to upload audio file. Please try again.`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t`Audio (MP3, optional)`}
      </Text>
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept="audio/mpeg,.mp3">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
              {value ? t`Replace audio` : t`Upload audio`}
            </Button>
          )}
        </FileButton>
        {value ? (
          <>
            <Text size="sm" data-testid="uploaded-audio">
              {fileName ?? value.split('/').pop()}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconX size={14} />}
              onClick={() => {
                onChange(null);
                setFileName(null);
              }}
            >
              {t`Remove audio`}
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t`No audio: text-to-speech reads the verse.`}
          </Text>
        )}
      </Group>
    </div>
  );
}
