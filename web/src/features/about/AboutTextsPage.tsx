import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { TRANSLATIONS } from '@reign/contract/translations';
import { useId } from 'react';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/use-page-title';

/** One work Reign shows: its name, when it was made, and why it may be shown (all public domain). */
interface Work {
  /** a name (the translations' own) or a message */
  name: string | MessageDescriptor;
  date: string | MessageDescriptor;
  status: string | MessageDescriptor;
  notes: MessageDescriptor | null;
  lang?: string;
}

const TRANSLATION_NOTES: Record<string, MessageDescriptor> = {
  web: msg`From the Debian package sword-text-web; footnotes left out.`,
  kjv: msg`From the Debian package sword-text-kjv; Strong's numbers, titles and notes left out.`,
  rv1909: msg`From the Debian package sword-text-sparv. Some psalm superscriptions are part of verse 1, as the source has them. Its spelling is that of 1909: the words a, o and e are written á, ó and é, and a few words carry accents Spanish no longer writes (fué, dió).`,
};

/** Every work the app quotes, in the order a reader meets them. */
export const WORKS: Work[] = [
  ...TRANSLATIONS.map((t) => ({
    name: t.name,
    date: t.year,
    status: t.license,
    notes: TRANSLATION_NOTES[t.id] ?? null,
    lang: t.language === 'en' ? undefined : t.language,
  })),
  {
    name: "Matthew Henry's Concise Commentary on the Whole Bible",
    date: '1706–1721',
    status: msg`Public domain.`,
    notes: msg`Shown beside a verse and under some reflections, credited as "Matthew Henry, Concise Commentary". From the Debian package sword-comm-mhcc.`,
  },
  {
    name: 'The Treasury of David',
    date: '1869–1885',
    status: msg`Public domain.`,
    notes: msg`C. H. Spurgeon's own exposition of the Psalms (the other authors' notes left out): the reflection on a psalm verse, credited as "C. H. Spurgeon, The Treasury of David". From the Debian package sword-comm-tdavid.`,
  },
  {
    name: "Nave's Topical Bible",
    date: '1896',
    status: msg`Public domain.`,
    notes: msg`Orville J. Nave's topics, which lead from everyday words to verses. From the Debian package sword-dict-naves.`,
  },
  {
    name: msg`The 366-day verse list`,
    date: msg`A reference for each calendar day, 1 January to 31 December`,
    status: msg`Only its references are used; the words shown are the World English Bible's, public domain.`,
    notes: msg`Which verse belongs to which day comes from the Debian package 'verse'; its KJV wording was not used.`,
  },
];

function WorkCard({ work }: { work: Work }) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const say = (text: string | MessageDescriptor) => (typeof text === 'string' ? text : i18n._(text));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId} lang={work.lang}>
          {say(work.name)}
        </Title>
        <List spacing={4} size="sm" listStyleType="none" p={0}>
          <List.Item>
            <Text span fw={600} size="sm">
              {t`Date:`}{' '}
            </Text>
            {say(work.date)}
          </List.Item>
          <List.Item>
            <Text span fw={600} size="sm">
              {t`Status:`}{' '}
            </Text>
            {say(work.status)}
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {work.notes ? i18n._(work.notes) : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/** /about/texts: each work Reign shows, its date and why it is free to show (public domain). */
export function AboutTextsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`About the texts`);
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <Title order={1}>{t`About the texts`}</Title>
        <Text>
          {t`Every text Reign quotes is in the public domain, so it can be read, kept on your device and shared freely. The words are shown as the sources have them; only notes and study marks were left out.`}
        </Text>
      </Stack>
      {WORKS.map((work) => (
        // a message's compiled descriptor carries no id: its words are the key
        <WorkCard key={typeof work.name === 'string' ? work.name : i18n._(work.name)} work={work} />
      ))}
      <Text size="sm">
        <Anchor component={Link} to="/bible">
          {t`Open the Bible`}
        </Anchor>
      </Text>
    </Stack>
  );
}
