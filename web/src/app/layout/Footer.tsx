// no memoizing: it renders once per page, and the compiler's caches would add to the first load
'use no memo';

import { useLingui } from '@lingui/react/macro';
import { Anchor, Blockquote, Container, Stack, Text } from '@mantine/core';
import { LanguageLinks } from '../../features/language';
import { Link } from '../../ui/Link';
import { useFooterDay } from './footer-day';
import { footerVerseFor } from './footer-verses';

/**
 * The day's verse (Matthew 6:33 on Sundays, another verse for the start of a day on the other
 * days: footer-verses.ts), the copyright line, 'About the texts' and the languages.
 */
export function Footer({ width }: { width: number }) {
  const { t } = useLingui();
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
          cite={`— ${verse.reference}`}
          styles={{ cite: { textAlign: 'center' } }}
        >
          <Text fs="italic">“{verse.text}”</Text>
        </Blockquote>
        <Text size="xs" c="dimmed">
          {t`© ${year} Reign. All rights reserved.`}
        </Text>
        <Anchor component={Link} to="/about/texts" size="xs" c="dimmed" underline="always">
          {t`About the texts`}
        </Anchor>
        <LanguageLinks />
      </Stack>
    </Container>
  );
}
