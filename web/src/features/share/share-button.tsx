import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

export interface ShareButtonLook {
  reference: string;
  size: 'xs' | 'sm' | 'md';
  busy?: boolean;
  copied?: boolean;
}

/** The Share button's look: 'Share', or 'Copied!' with a check for 2 seconds after a copy. */
export function ShareButton({
  reference,
  size,
  busy = false,
  copied = false,
  ...rest
}: ShareButtonLook & Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>) {
  const { t } = useLingui();
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
    <Button
      variant="light"
      size={size}
      // only `true`: a boolean mounts Mantine's loader Transition, updated once more after hydration
      loading={busy || undefined}
      leftSection={copied ? <IconCheck {...icon} /> : <IconShare {...icon} />}
      color={copied ? 'teal' : undefined}
      aria-label={copied ? t`Link copied: ${reference}` : t`Share ${reference}`}
      {...rest}
    >
      {copied ? t`Copied!` : t`Share`}
    </Button>
  );
}
