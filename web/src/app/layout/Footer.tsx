// no memoizing: it renders once per page, and the compiler's caches would add to the first load
'use no memo';

import { useLingui } from '@lingui/react/macro';
import { Anchor, Blockquote, Box, Container, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useAuth } from '../../features/auth';
import { lazyPart } from '../../ui/LazyPart';
import { Link } from '../../ui/Link';
import { useFooterDay } from './footer-day';
import { footerVerseFor } from './footer-verses';

/** The languages (features/language/LanguageLinks.tsx), a member's: its own chunk. */
const LanguageLinks = lazyPart(
  async () => ({ default: (await import('../../features/language/LanguageLinks')).LanguageLinks }),
  () => <Box h={LANGUAGE_ROW_HEIGHT} />,
);
/** One line of xs text (12 px at 1.55): the row's height, so nothing moves when it arrives. */
const LANGUAGE_ROW_HEIGHT = 19;

/**
 * The day's verse (Matthew 6:33 on Sundays, another verse for the start of a day on the other
 * days: footer-verses.ts), the copyright line, 'About the texts' and the languages.
 */
export function Footer({ width }: { width: number }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const day = useFooterDay();
  const verse = footerVerseFor(day);
  const year = day.slice(0, 4);
  return (
    <Container component="footer" size={width} w="100%" py="xl" px="md">
      <Stack gap="sm" align="center" ta="center">
        <Blockquote
          color="yellow"
          p="md"
          maw={640}
          cite={`— ${i18n._(verse.reference)}`}
          styles={{ cite: { textAlign: 'center' } }}
        >
          <Text fs="italic">“{i18n._(verse.text)}”</Text>
        </Blockquote>
        <Text size="xs" c="dimmed">
          {t`© ${year} Reign. All rights reserved.`}
        </Text>
        <Anchor component={Link} to="/about/texts" size="xs" c="dimmed" underline="always">
          {t`About the texts`}
        </Anchor>
        {/* for members (a guest has the header's switch at every width); its own chunk, its row's
            height kept until it comes */}
        {user && (
          <Suspense fallback={<Box h={LANGUAGE_ROW_HEIGHT} />}>
            <LanguageLinks />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
