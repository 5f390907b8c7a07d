import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '../../ui/Link';

/** What an account gives (spec part 1 'Daily plan wizard'). */
export const ACCOUNT_BENEFITS = [
  msg`Save your daily plans`,
  msg`Review the history of your spiritual growth`,
  msg`Track your progress over time`,
  msg`Share scripture with friends and earn rewards`,
] as const;

/** The end of the wizard for a guest: create an account or log in to save the plan. */
export function GuestSignUpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Create an Account to Save Your Plan`}
      centered
      size="md"
    >
      <Stack gap="md">
        <Text>{t`With a free account you can:`}</Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon color="teal" size={20} radius="xl" aria-hidden="true">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {ACCOUNT_BENEFITS.map((benefit) => (
            <List.Item key={i18n._(benefit)}>{i18n._(benefit)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t`Your plan stays on this device, so you can save it in one click after you sign in.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t`Not Now`}
          </Button>
          <Button component={Link} to="/auth">
            {t`Create Account / Login`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
