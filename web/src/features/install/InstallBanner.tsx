import { Affix, Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown, IconDownload, IconShare2 } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  getInstallPrompt,
  promptInstall,
  subscribeInstallPrompt,
  wasInstalled,
} from '../../pwa/install-prompt';
import { isIos, isStandalone } from './platform';

export const INSTALL_BANNER_DELAY_MS = 1000;
export const INSTALL_DISMISSED_KEY = 'reign.installBanner.dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The install banner (spec part 2): after one second, Install (the browser's own prompt) where
 * the browser offers one, the manual steps on iOS, nothing in the installed app. Dismissal is kept
 * in localStorage.
 */
export function InstallBanner() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const installed = useSyncExternalStore(subscribeInstallPrompt, wasInstalled, () => false);
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [ios] = useState(isIos);
  const [standalone] = useState(isStandalone);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INSTALL_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Storage unavailable: hidden for this visit only.
    }
  };

  if (!ready || dismissed || standalone || installed || !(prompt || ios)) return null;

  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={250}>
      <Paper
        component="section"
        aria-label="Install Reign"
        shadow="md"
        p="md"
        radius="md"
        withBorder
        maw={520}
        mx="auto"
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon size="lg" radius="md" color="indigo" aria-hidden="true">
            <IconCrown size={20} />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={600}>Install Reign</Text>
            {ios ? (
              <Text size="sm">
                Tap Share <IconShare2 size={14} aria-label="Share" style={{ verticalAlign: 'middle' }} />,
                then Add to Home Screen.
              </Text>
            ) : (
              <Text size="xs">Works offline, from your home screen.</Text>
            )}
            {!ios && (
              <Group gap="xs" mt={4}>
                <Button
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden="true" />}
                  onClick={() => {
                    void promptInstall().then((accepted) => {
                      if (accepted) dismiss();
                    });
                  }}
                >
                  Install
                </Button>
                <Button size="compact-sm" variant="subtle" onClick={dismiss}>
                  Not now
                </Button>
              </Group>
            )}
          </Stack>
          <CloseButton aria-label="Dismiss install banner" onClick={dismiss} />
        </Group>
      </Paper>
    </Affix>
  );
}
