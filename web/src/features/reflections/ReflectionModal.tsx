import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReflectionItem } from '@reign/contract';
import type { ReactNode } from 'react';
import { dayLabel } from '../../ui/day-label';
import { EnglishOnly } from '../../ui/EnglishOnly';
import { Paragraphs } from '../../ui/Paragraphs';
import { AudioPlayer } from '../audio';
import { ScriptureQuote } from '../bible';
import { CommentaryCredit } from '../commentary';
import { ShareVerseButton } from '../share';
import { archiveCredit } from './archive-credit';

/** A part of the open reflection, named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The open reflection: reference, full date, Scripture, the Reflection in paragraphs, and its audio. */
export function ReflectionModal({ item, onClose }: { item: ReflectionItem | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const credit = item ? archiveCredit(item, i18n.locale) : null;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={credit?.label}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {item && (
        <Stack gap="md">
          <Group gap="xs">
            <Text c="dimmed">{dayLabel(item.date.slice(0, 10), 'long', i18n.locale)}</Text>
            {item.type === 'scheduled' && (
              <Badge variant="light" size="sm">
                {t`Daily`}
              </Badge>
            )}
          </Group>
          <Part title={t`Scripture`}>
            <ScriptureQuote
              verse={item.verse}
              reference={item.verseReference}
              label={credit?.reference}
              translation={credit?.translation}
            />
          </Part>
          <Part title={t`Reflection`}>
            {item.reflection?.trim() ? (
              <>
                {item.type === 'scheduled' && item.reflectionLanguage !== 'es' ? (
                  <EnglishOnly>
                    <Paragraphs text={item.reflection} />
                  </EnglishOnly>
                ) : (
                  <Paragraphs text={item.reflection} />
                )}
                <CommentaryCredit credit={item.credit} reference={item.verseReference} />
              </>
            ) : (
              <Text c="dimmed">{t`No reflection was saved with this verse.`}</Text>
            )}
          </Part>
          <ShareVerseButton reference={item.verseReference} verse={item.verse} />
          {item.audioUrl?.trim() && (
            <AudioPlayer
              audioUrl={item.audioUrl}
              title={credit?.reference}
              text={`${credit?.reference ?? item.verseReference}. ${item.verse}\n\n${item.reflection ?? ''}`}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
