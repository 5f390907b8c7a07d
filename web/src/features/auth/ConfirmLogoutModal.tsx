import { Button, Group, Modal, Text } from '@mantine/core';

/** The warning before signing out with changes that have not reached the server yet. */
export function ConfirmLogoutModal({
  opened,
  pending,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Unsynced changes" centered>
      <Text size="sm">
        You have {pending} {pending === 1 ? 'change that has' : 'changes that have'} not synced yet. If you
        log out now they stay on this device and sync when you sign in again.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Log out anyway
        </Button>
      </Group>
    </Modal>
  );
}
