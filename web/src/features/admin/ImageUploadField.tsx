import { useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { showFailure, showToast } from '../../ui/toast';
import { uploadGiveawayImage } from './admin-api';
import { imageFileProblem } from './admin-format';

/** A giveaway's image: a preview, upload (checked first: an image under 5 MB) and remove. */
export function ImageUploadField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (imageUrl: string | null) => void;
}) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({ ...problem, variant: 'error' });
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadGiveawayImage(file));
      showToast({ title: t`Image uploaded`, message: file.name, variant: 'success' });
    } catch (err) {
      showFailure(t`Failed to upload image`, err, t`There was a problem uploading the image.`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <Text size="sm" fw={500}>
        {t`Image`}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t`Square, 200x200 or larger is ideal. JPEG, PNG or WebP under 5MB.`}
      </Text>
      <Group align="flex-start">
        {value ? (
          <Image src={value} alt={t`Giveaway image preview`} w={120} h={120} radius="md" fit="cover" />
        ) : (
          <Group
            w={120}
            h={120}
            justify="center"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 8 }}
          >
            <IconPhoto size={32} opacity={0.5} />
          </Group>
        )}
        <Stack gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept="image/*">
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                {value ? t`Change image` : t`Upload image`}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              {t`Remove image`}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </div>
  );
}
