import { ActionIcon, Button } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface ControlProps {
  label: string;
  icon: ReactNode;
  narrow: boolean;
  onClick: () => void;
  variant?: 'filled' | 'light' | 'default';
  loading?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A labelled button, or an icon button with the label as its accessible name on narrow screens. */
export function ControlButton({
  label,
  icon,
  narrow,
  onClick,
  variant = 'light',
  loading,
  buttonRef,
}: ControlProps) {
  // only `true` is passed: for any boolean Mantine mounts its loader's Transition, whose
  // reduced-motion query updates it in an effect, one more render of the verse card at hydration
  const busy = loading || undefined;
  if (narrow) {
    return (
      <ActionIcon
        ref={buttonRef}
        size="lg"
        variant={variant}
        aria-label={label}
        loading={busy}
        aria-busy={busy}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Button
      ref={buttonRef}
      variant={variant}
      size="sm"
      leftSection={icon}
      loading={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
