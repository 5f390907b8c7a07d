import { Badge, Blockquote, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReflectionItem } from '@reign/contract';
import { formatDayLabel } from '@reign/domain';
import { Paragraphs } from '../../ui/Paragraphs';
import { AudioPlayer } from '../audio';
import { ScriptureLink } from '../bible';
import { ShareVerseButton } from '../share';

/** The open reflection: reference, full date, Scripture, the Reflection in paragraphs, and its audio. */
export function ReflectionModal({ item, onClose }: { item: ReflectionItem | null; onClose: () => void }) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.verseReference}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {item && (
        <Stack gap="md">
          <Group gap="xs">
            <Text c="dimmed">{formatDayLabel(item.date.slice(0, 10), 'long')}</Text>
            {item.type === 'scheduled' && (
              <Badge variant="light" size="sm">
                Daily
              </Badge>
            )}
          </Group>
          <Stack gap="xs" component="section" aria-label="Scripture">
            <Title order={3} size="h5">
              Scripture
            </Title>
            <Blockquote
              color="indigo"
              p="md"
              cite={<ScriptureLink reference={item.verseReference} prefix="— " />}
            >
              {item.verse}
            </Blockquote>
          </Stack>
          <Stack gap="xs" component="section" aria-label="Reflection">
            <Title order={3} size="h5">
              Reflection
            </Title>
            {item.reflection?.trim() ? (
              <Paragraphs text={item.reflection} />
            ) : (
              <Text c="dimmed">No reflection was saved with this verse.</Text>
            )}
          </Stack>
          <ShareVerseButton reference={item.verseReference} verse={item.verse} />
          {item.audioUrl?.trim() && (
            <AudioPlayer
              audioUrl={item.audioUrl}
              text={`${item.verseReference}. ${item.verse}\n\n${item.reflection ?? ''}`}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
