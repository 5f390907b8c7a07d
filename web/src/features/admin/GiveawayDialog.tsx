import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AdminGiveaway } from '@reign/contract';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { adminApi, uploadGiveawayImage } from './admin-api';
import {
  type GiveawayFormValues,
  giveawayDefaults,
  giveawayFormSchema,
  imageFileProblem,
  localDateString,
} from './admin-format';

function valuesFor(giveaway: AdminGiveaway | null): GiveawayFormValues {
  if (!giveaway) return giveawayDefaults();
  return {
    title: giveaway.title,
    description: giveaway.description,
    prize: giveaway.prize,
    startDate: localDateString(new Date(giveaway.startDate)),
    endDate: localDateString(new Date(giveaway.endDate)),
    pointRequirement: giveaway.pointRequirement,
    isActive: giveaway.isActive,
    imageUrl: giveaway.imageUrl,
  };
}

export interface GiveawayDialogProps {
  opened: boolean;
  giveaway: AdminGiveaway | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Create New Giveaway' / 'Edit Giveaway'. */
export function GiveawayDialog({ opened, giveaway, onClose, onSaved }: GiveawayDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GiveawayFormValues, unknown, z.output<typeof giveawayFormSchema>>({
    resolver: zodResolver(giveawayFormSchema),
    defaultValues: valuesFor(giveaway),
  });
  const [uploading, setUploading] = useState(false);
  const imageUrl = watch('imageUrl');

  useEffect(() => {
    if (opened) reset(valuesFor(giveaway));
  }, [opened, giveaway, reset]);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({ ...problem, variant: 'error' });
      return;
    }
    setUploading(true);
    try {
      setValue('imageUrl', await uploadGiveawayImage(file));
      showToast({ title: 'Image uploaded', message: file.name, variant: 'success' });
    } catch (err) {
      showToast({
        title: 'Failed to upload image',
        message: errorMessage(err, 'There was a problem uploading the image.'),
        variant: 'error',
      });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (giveaway) await adminApi.updateGiveaway(giveaway.id, body);
      else await adminApi.createGiveaway(body);
    } catch (err) {
      showToast({
        title: giveaway ? 'Failed to update giveaway' : 'Failed to create giveaway',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
      return;
    }
    showToast({
      title: giveaway ? 'Giveaway updated' : 'Giveaway created',
      message: body.title,
      variant: 'success',
    });
    onSaved();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={giveaway ? 'Edit Giveaway' : 'Create New Giveaway'}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label="Title" withAsterisk error={errors.title?.message} {...register('title')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextInput label="Prize" withAsterisk error={errors.prize?.message} {...register('prize')} />
          <div>
            <Text size="sm" fw={500}>
              Image
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              Square, 200x200 or larger is ideal. JPEG, PNG or WebP under 5MB.
            </Text>
            <Group align="flex-start">
              {imageUrl ? (
                <Image src={imageUrl} alt="Giveaway image preview" w={120} h={120} radius="md" fit="cover" />
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
                      {imageUrl ? 'Change image' : 'Upload image'}
                    </Button>
                  )}
                </FileButton>
                {imageUrl ? (
                  <Button variant="subtle" color="red" size="xs" onClick={() => setValue('imageUrl', null)}>
                    Remove image
                  </Button>
                ) : null}
              </Stack>
            </Group>
          </div>
          <Group grow>
            <TextInput
              type="date"
              label="Start Date"
              withAsterisk
              error={errors.startDate?.message}
              {...register('startDate')}
            />
            <TextInput
              type="date"
              label="End Date"
              withAsterisk
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </Group>
          <Controller
            control={control}
            name="pointRequirement"
            render={({ field }) => (
              <NumberInput
                label="Minimum Points Required"
                withAsterisk
                min={1}
                allowDecimal={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.pointRequirement?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {giveaway ? 'Update Giveaway' : 'Create Giveaway'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
