import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown, IconDownload, IconShare2 } from '@tabler/icons-react';

export interface InstallBannerViewProps {
  /** iOS: the manual steps instead of the Install button */
  ios: boolean;
  onInstall: () => void;
  onDismiss: () => void;
}

/** The install banner itself: its own chunk, loaded only when the banner is to be shown. */
export default function InstallBannerView({ ios, onInstall, onDismiss }: InstallBannerViewProps) {
  const { t } = useLingui();
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={250}>
      <Paper
        component="section"
        aria-label={t`Install Reign`}
        shadow="md"
        p="md"
        radius="md"
        withBorder
        maw={520}
        mx="auto"
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon size="lg" radius="md" color="reign" aria-hidden="true">
            <IconCrown size={20} />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={600}>{t`Install Reign`}</Text>
            {ios ? (
              <Text size="sm">
                <Trans>
                  Tap Share <IconShare2 size={14} aria-label={t`Share`} style={{ verticalAlign: 'middle' }} />
                  , then Add to Home Screen.
                </Trans>
              </Text>
            ) : (
              <Text size="xs">{t`Works offline, from your home screen.`}</Text>
            )}
            {!ios && (
              <Group gap="xs" mt={4}>
                <Button
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden="true" />}
                  onClick={onInstall}
                >
                  {t`Install`}
                </Button>
                <Button size="compact-sm" variant="subtle" onClick={onDismiss}>
                  {t`Not now`}
                </Button>
              </Group>
            )}
          </Stack>
          <CloseButton aria-label={t`Dismiss install banner`} onClick={onDismiss} />
        </Group>
      </Paper>
    </Affix>
  );
}
