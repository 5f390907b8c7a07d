import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { EntryCreateBody } from '@reign/contract';
import { entryIdFor } from '@reign/domain';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutations } from '../../data';
import { Link } from '../../ui/Link';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';

/** Spec part 1 section 9: the flow goes to the dashboard overview 1.5 s after saving. */
export const REDIRECT_AFTER_SAVE_MS = 1500;
export const OVERVIEW_PATH = '/dashboard?tab=overview';

function failureMessage(err: unknown): string {
  return err instanceof Error && err.message.trim() ? err.message : 'There was a problem saving your entry';
}

/**
 * Saves a plan through the data layer (this device first, then the server through the outbox, so
 * it works offline): 'Plan saved successfully!', the 'Plan Saved Successfully!' modal and the
 * redirect to the overview after 1.5 s; on failure 'Error saving entry'.
 */
export function useSavePlan(onSaved?: () => void): {
  save: (body: EntryCreateBody) => Promise<boolean>;
  saving: boolean;
  modal: ReactNode;
} {
  const { createEntry } = useMutations();
  const userId = useAuth().user?.id;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = useCallback(
    async (body: EntryCreateBody) => {
      setSaving(true);
      try {
        // one plan per user and date: every device names today's plan alike (docs/sync-protocol.md)
        const id = userId === undefined ? body.id : await entryIdFor(userId, body.date);
        await createEntry({ ...body, id });
      } catch (err) {
        setSaving(false);
        showToast({ title: 'Error saving entry', message: failureMessage(err), variant: 'error' });
        return false;
      }
      setSaving(false);
      showToast({
        title: 'Plan saved successfully!',
        message: 'Your Daily plan has been saved. Redirecting to Overview...',
        variant: 'success',
      });
      setSavedOpen(true);
      onSavedRef.current?.();
      timer.current = setTimeout(() => navigate(OVERVIEW_PATH), REDIRECT_AFTER_SAVE_MS);
      return true;
    },
    [createEntry, navigate, userId],
  );

  const modal = (
    <Modal
      opened={savedOpen}
      onClose={() => setSavedOpen(false)}
      title="Plan Saved Successfully!"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" radius="xl" size="lg" aria-hidden="true">
            <IconCheck size={20} />
          </ThemeIcon>
          <Text>Your daily plan is saved. Taking you to your dashboard...</Text>
        </Group>
        <Group justify="flex-end">
          <Button component={Link} to="/dashboard">
            View Dashboard
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { save, saving, modal };
}
