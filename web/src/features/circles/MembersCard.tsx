import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CircleDetail, CircleMember, CircleRole } from '@reign/contract';
import { IconCrown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { plainList, wrapAnywhere } from './circle-styles';
import { memberCount, ROLE_LABELS } from './circle-words';

export interface MemberWrites {
  setRole: (member: CircleMember, role: CircleRole) => void;
  /** the member whose role is being changed */
  settingRoleOf: number | undefined;
  /** resolves whether they were removed */
  remove: (member: CircleMember) => Promise<boolean>;
}

function MemberRow({
  member,
  me,
  leads,
  writes,
  onRemove,
}: {
  member: CircleMember;
  me: boolean;
  /** the person reading leads the circle: the row has its controls */
  leads: boolean;
  writes: MemberWrites;
  onRemove: (member: CircleMember) => void;
}) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const leader = member.role === 'leader';
  return (
    <Group component="li" justify="space-between" gap="xs" py={6}>
      <Group gap="xs" miw={0}>
        <Text fw={500} id={nameId} style={wrapAnywhere}>
          {member.name}
        </Text>
        {me && (
          <Text size="sm" c="dimmed">
            {t`(you)`}
          </Text>
        )}
        {leader && (
          <Badge variant="light" leftSection={<IconCrown size={12} aria-hidden="true" />}>
            {i18n._(ROLE_LABELS.leader)}
          </Badge>
        )}
      </Group>
      {leads && !me && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            aria-describedby={nameId}
            loading={writes.settingRoleOf === member.userId}
            onClick={() => writes.setRole(member, leader ? 'member' : 'leader')}
          >
            {leader ? t`Make member` : t`Make leader`}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-describedby={nameId}
            onClick={() => onRemove(member)}
          >
            {t`Remove`}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/**
 * The circle's members, longest-standing first, leaders marked; a leader makes a member a leader
 * (or a leader a member) and removes a member after a confirmation that names them.
 */
export function MembersCard({
  circle,
  meId,
  writes,
}: {
  circle: Pick<CircleDetail, 'name' | 'role' | 'members'>;
  meId: number | undefined;
  writes: MemberWrites;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // the member asked about stays named while the dialog closes
  const [removing, setRemoving] = useState<CircleMember | null>(null);
  const [asking, setAsking] = useState(false);
  // once a removed member's row (and the Remove pressed in it) is gone, focus goes to the heading
  const removed = useRef<number | null>(null);
  useEffect(() => {
    if (removed.current !== null && !circle.members.some((m) => m.userId === removed.current)) {
      removed.current = null;
      heading.current?.focus();
    }
  }, [circle.members]);
  const name = removing?.name ?? '';
  const circleName = circle.name;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
          {t`Members`}
        </Title>
        <Text size="sm" c="dimmed">
          {memberCount(circle.members.length, i18n)}
        </Text>
      </Group>
      <Stack component="ul" gap={0} aria-labelledby={headingId} style={plainList}>
        {circle.members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            me={member.userId === meId}
            leads={circle.role === 'leader'}
            writes={writes}
            onRemove={(member) => {
              setRemoving(member);
              setAsking(true);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t`Remove ${name}?`}
        message={t`${name} will no longer see ${circleName}. To come back, they need a new invitation.`}
        confirmLabel={t`Remove`}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          if (!removing) return;
          removed.current = removing.userId;
          if (await writes.remove(removing)) setAsking(false);
          else removed.current = null;
        }}
      />
    </Card>
  );
}
