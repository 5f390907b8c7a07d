import { useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCrown, IconLogin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useAuth } from '../../features/auth';
import { LanguageSwitch } from '../../features/language';
import { lazyPart } from '../../ui/LazyPart';
import { Link } from '../../ui/Link';
import { ColorSchemeToggle } from './ColorSchemeToggle';

// The signed-in controls (links, points, Logout, sync status, drawer) are their own chunk.
const SignedInControls = lazyPart(
  async () => ({ default: (await import('./SignedInControls')).SignedInControls }),
  () => <ColorSchemeToggle />,
);

function Logo() {
  const { t } = useLingui();
  return (
    <UnstyledButton component={Link} to="/" aria-label={t`Reign home`} style={{ display: 'flex' }}>
      <Group gap={6} wrap="nowrap">
        <IconCrown size={28} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
        <Text fw={800} fz="xl" lts={0.5}>
          Reign
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** The top bar: logo, language, account links, colour scheme; below the md breakpoint the links move to a drawer. */
export function Header({ width }: { width: number }) {
  const { user, isLoading } = useAuth();
  const { t } = useLingui();

  return (
    <Container size={width} h="100%" px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Logo />

        {/* 6 px apart: a Spanish guest's row (EN, Biblia, Entrar, the scheme) fills a 390 px phone */}
        <Group gap={6} wrap="nowrap">
          {/* a member's desktop row is full (greeting, links, Admin): there the language is the
              footer's (LanguageLinks) and the profile's; on a phone, and for a guest, the switch is here */}
          {user ? (
            <Box hiddenFrom="md">
              <LanguageSwitch />
            </Box>
          ) : (
            <LanguageSwitch />
          )}
          {user ? (
            <Suspense
              fallback={
                <>
                  <ColorSchemeToggle />
                  {/* the Burger's place, so nothing moves when the controls arrive */}
                  <Box w={34} h={34} hiddenFrom="md" />
                </>
              }
            >
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            <>
              <Button component={Link} to="/bible" variant="subtle" px="xs">
                {t`Bible`}
              </Button>
              {/* on a phone there is room for the Bible alone: /bible links the plans and My study */}
              <Button component={Link} to="/plans" variant="subtle" px="xs" visibleFrom="sm">
                {t`Plans`}
              </Button>
              <Button
                component={Link}
                to="/study"
                variant="subtle"
                px="xs"
                aria-label={t`My study`}
                visibleFrom="sm"
              >
                {t`Study`}
              </Button>
              {!isLoading && (
                // narrow padding: Spanish's 'Entrar' beside 'Biblia' must leave the colour scheme in view at 390 px
                <Button
                  component={Link}
                  to="/auth"
                  px="sm"
                  leftSection={<IconLogin size={16} aria-hidden="true" />}
                >
                  {t`Login`}
                </Button>
              )}
              <ColorSchemeToggle />
            </>
          )}
        </Group>
      </Group>
    </Container>
  );
}
