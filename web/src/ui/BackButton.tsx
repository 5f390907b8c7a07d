import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from './Link';

/** A way back to another page ('Back to Home'), with a left arrow. */
export function BackButton({
  to = '/',
  label,
  variant = 'default',
}: {
  to?: string;
  label: string;
  variant?: 'default' | 'subtle';
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {label}
    </Button>
  );
}
