import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** what could not be loaded, for example 'Unable to load giveaways' */
  title: string;
  /** what went wrong and what to do */
  message?: ReactNode;
  /** shows 'Try again' */
  onRetry?: () => void;
  /** more actions beside 'Try again', for example a way back */
  children?: ReactNode;
}

/** A section that could not load: its title, what to do, and 'Try again'. */
export function LoadError({ title, message, onRetry, children }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">{message ?? t`Please try again later.`}</Text>
        {onRetry || children ? (
          <Group gap="sm">
            {onRetry ? (
              <Button variant="light" color="red" onClick={onRetry}>
                {t`Try again`}
              </Button>
            ) : null}
            {children}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
