import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A section that could not load: the spec's title, an explanation, and Try again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      role="alert"
    >
      {message && <Text size="sm">{message}</Text>}
      <Text size="sm">Please try again later.</Text>
      <Button size="xs" variant="white" color="red" mt="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
