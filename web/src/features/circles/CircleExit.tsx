import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { CircleDetail } from '@reign/contract';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { leaveOutcome } from './leave-outcome';

/**
 * 'Leave circle' for everyone (the confirmation says what leaving does: who leads next when the
 * last leader goes, or that the last member's leaving deletes it) and 'Delete circle' for leaders.
 * Each goes back to /circles once done.
 */
export function CircleExit({
  circle,
  meId,
  leave,
  destroy,
}: {
  circle: Pick<CircleDetail, 'name' | 'role' | 'members'>;
  meId: number | undefined;
  leave: () => Promise<boolean>;
  destroy: () => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<'leave' | 'delete' | null>(null);
  const [shown, setShown] = useState<'leave' | 'delete'>('leave');
  const ask = (what: 'leave' | 'delete') => {
    setShown(what);
    setAsking(what);
  };
  const name = circle.name;
  const outcome = leaveOutcome(circle.members, meId);
  const next = outcome.kind === 'promote' ? outcome.name : '';
  const leaving =
    outcome.kind === 'delete'
      ? t`You are its only member, so leaving deletes ${name}.`
      : outcome.kind === 'promote'
        ? t`You are its only leader: ${next} will lead ${name} after you leave.`
        : t`You will no longer see ${name}. To come back, you need a new invitation.`;
  const close = () => setAsking(null);
  const done = (ok: boolean) => {
    if (ok) close();
  };
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconDoorExit size={18} aria-hidden="true" />}
        onClick={() => ask('leave')}
      >
        {t`Leave circle`}
      </Button>
      {circle.role === 'leader' && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => ask('delete')}
        >
          {t`Delete circle`}
        </Button>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={shown === 'leave' ? t`Leave ${name}?` : t`Delete ${name}?`}
        message={
          shown === 'leave'
            ? leaving
            : t`${name} is deleted for everyone in it, and its invitations stop working. This cannot be undone.`
        }
        confirmLabel={shown === 'leave' ? t`Leave` : t`Delete`}
        onClose={close}
        onConfirm={async () => done(await (shown === 'leave' ? leave() : destroy()))}
      />
    </Group>
  );
}
