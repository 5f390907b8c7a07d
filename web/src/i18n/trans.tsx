import type { TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { messageKey } from './message-key';
import { useLingui } from './runtime';

/**
 * A message with elements inside it (the `<Trans>` macro's output, lingui.config.ts): a module of
 * its own, so only the screens that have such a message load @lingui/react's formatter (none of
 * the first load of `/` does).
 */
export function Trans(props: TransProps) {
  const lingui = useLingui();
  // (TransNoContext passes no context to `_`: the key is made here)
  const { context } = props as TransProps & { context?: string };
  const id = context ? messageKey(props.message, context) : props.id;
  return <TransNoContext {...props} id={id as string} lingui={lingui} />;
}
