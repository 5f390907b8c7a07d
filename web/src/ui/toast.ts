import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  message: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; the spec's default is 5000 (set on <Notifications />). */
  autoClose?: number;
}

const colors: Record<ToastVariant, string | undefined> = {
  default: undefined,
  success: 'teal',
  error: 'red',
};

/**
 * Shows one toast. The spec allows at most one at a time, so a new toast replaces the one on
 * screen instead of waiting behind it.
 */
export function showToast({ title, message, variant = 'default', autoClose }: ToastOptions): string {
  notifications.clean();
  return notifications.show({
    title,
    message,
    color: colors[variant],
    ...(autoClose === undefined ? {} : { autoClose }),
  });
}
