import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Prayer } from '@reign/contract';
import {
  IconArchive,
  IconArrowBackUp,
  IconCheck,
  IconPencil,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { useMutations } from '../../data';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { categoryLabel } from '../../ui/category-label';
import { lazyPart } from '../../ui/LazyPart';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { answeredOn } from './prayer-format';

// sharing with a circle (issue 52): its own chunk, loaded for a signed-in person's cards; offline
// before it was ever loaded, the card has no Share button (it comes once online), and the page stays
const ShareControl = lazyPart(
  () => import('./ShareControl'),
  () => null,
);

export interface PrayerCardProps {
  prayer: Prayer;
  onEdit: (prayer: Prayer) => void;
  onAnswer: (prayer: Prayer) => void;
}

/** A small grey button of the card, with its icon. */
function CardAction({
  icon: Icon,
  onClick,
  children,
}: {
  icon: TablerIcon;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button size="xs" variant="default" leftSection={<Icon size={14} aria-hidden="true" />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** One request: what it is, for whom, its answer; edit, mark answered, archive or restore, delete. */
export function PrayerCard({ prayer, onEdit, onAnswer }: PrayerCardProps) {
  const { t, i18n } = useLingui();
  const { updatePrayer, deletePrayer } = useMutations();
  const signedIn = useAuth().user != null;
  const forWhom = prayer.forWhom;
  const answered = prayer.answeredAt ? answeredOn(prayer.answeredAt, i18n.locale) : '';
  const title = prayer.title;
  const setStatus = async (status: Prayer['status'], title: string) => {
    try {
      await updatePrayer(prayer.id, { status });
      showToast({ title, message: `"${prayer.title}"`, variant: 'success' });
    } catch (err) {
      showToast({ title: t`Error`, message: (err as Error).message, variant: 'error' });
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={prayer.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {prayer.title}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {/* English shows the value as it is (lowercase, as before); another language its name */}
            {i18n.locale === 'en' ? prayer.category : categoryLabel(prayer.category, i18n)}
          </Badge>
        </Group>
        {prayer.forWhom ? <Text size="sm">{t`For ${forWhom}`}</Text> : null}
        {prayer.details ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {prayer.details}
          </Text>
        ) : null}
        {prayer.answeredAt ? (
          <Text size="sm" c="teal" fw={500}>
            {t`Answered ${answered}`}
          </Text>
        ) : null}
        {prayer.testimony ? (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
            {prayer.testimony}
          </Text>
        ) : null}
        <Group gap="xs" mt="xs">
          {prayer.status === 'active' ? (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden="true" />}
              onClick={() => onAnswer(prayer)}
            >
              {t`Mark answered`}
            </Button>
          ) : null}
          <CardAction icon={IconPencil} onClick={() => onEdit(prayer)}>
            {t`Edit`}
          </CardAction>
          {prayer.status === 'archived' ? (
            <CardAction icon={IconArrowBackUp} onClick={() => setStatus('active', t`Request Restored`)}>
              {t`Restore`}
            </CardAction>
          ) : (
            <CardAction icon={IconArchive} onClick={() => setStatus('archived', t`Request Archived`)}>
              {t`Archive`}
            </CardAction>
          )}
          {signedIn && (
            <Suspense fallback={null}>
              <ShareControl prayer={prayer} />
            </Suspense>
          )}
          <ConfirmDeleteButton
            label={t`Delete "${title}"`}
            question={t`Delete this prayer request? This cannot be undone.`}
            onConfirm={async () => {
              await deletePrayer(prayer.id);
              showToast({ title: t`Request Deleted`, message: t`"${title}" was deleted.` });
            }}
          />
        </Group>
      </Stack>
    </Card>
  );
}
