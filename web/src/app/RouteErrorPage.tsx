import { useLingui } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * Shown when a page fails to load or render. The usual cause is a new version deployed while
 * this tab still points at old files, so reloading is the fix we offer; offline, it is a page whose
 * code this device does not have yet, and the words say so.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const detail = !offline && error instanceof Error ? error.message : null;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={480} gap="md" role="alert">
        <Title order={1} size="h2">
          {t`Something went wrong`}
        </Title>
        <Text c="dimmed">
          {offline
            ? t`This page is not available offline yet. Connect to the internet and reload.`
            : t`This page could not be shown. Reloading usually fixes it.`}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" ff="monospace">
            {detail}
          </Text>
        )}
        <Button
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          {t`Reload`}
        </Button>
      </Stack>
    </Center>
  );
}
