// Left as written by React Compiler: these pieces are small, and a part's component changes with a retry.
'use no memo';

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import {
  type ComponentType,
  createElement,
  // biome-ignore lint/style/noRestrictedImports: the one wrapper that catches its failure
  lazy,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import classes from './LazyPart.module.css';

export type LazyPart<P> = ComponentType<P> & {
  /** fetches the code now, before it is drawn; rejects when it cannot be fetched */
  preload: () => Promise<unknown>;
};

/** A dialog's own props: its notice stands where the dialog would be, with Close. */
interface Dialog {
  opened?: boolean;
  onClose?: () => void;
}

/** 'This part is not available offline yet.' (or could not be loaded, online) with Try again. */
function PartNotice({ retry, dialog }: { retry: () => void; dialog: Dialog | null }) {
  const { t } = useLingui();
  if (dialog?.opened === false) return null;
  return (
    <div role="alert" className={classes.notice} data-floating={dialog ? '' : undefined}>
      {navigator.onLine ? t`This part could not be loaded.` : t`This part is not available offline yet.`}
      <Button size="compact-sm" variant="light" onClick={retry}>
        {t`Try again`}
      </Button>
      {dialog?.onClose && (
        <Button size="compact-sm" variant="default" onClick={dialog.onClose}>
          {t`Close`}
        </Button>
      )}
    </div>
  );
}

/** Its children, until the device is back online: then the part is fetched again. */
function Quiet({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => {
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [retry]);
  return children;
}

/**
 * React's `lazy` for a piece inside a page (a dialog, a tab, a card, the toasts' host) whose code
 * may fail to load: offline before the service worker has it, a write already made must not be
 * lost and the page must not break. So a failed load draws, in the part's place, `instead` (a
 * part nobody asked for, such as the toasts' host: it is fetched again once the device is back
 * online) or else the notice with Try again (a dialog's notice floats and has Close). Every retry
 * fetches the code again, and the stylesheets that failed with it (the bundler's loader adds a
 * stylesheet once). Nothing is thrown: the page around it stays as it is.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  instead?: (props: P) => ReactNode,
): LazyPart<P> {
  let loading: ReturnType<typeof load> | null = null;
  // the component once its code is in: drawn at once, without React's lazy suspending for a turn
  let loaded: ComponentType<P> | null = null;
  const get = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (cause: unknown) => {
        loading = null;
        throw cause;
      },
    ));
  let version = 0;
  const listeners = new Set<() => void>();
  const retry = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')) {
      if (!link.sheet) link.remove();
    }
    current = make();
    version += 1;
    for (const listener of listeners) listener();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one per part, made at module level as React's lazy
  const Failed = (props: P) =>
    instead ? (
      <Quiet retry={retry}>{instead(props)}</Quiet>
    ) : (
      <PartNotice retry={retry} dialog={'opened' in props ? (props as Dialog) : null} />
    );
  const make = () => lazy(() => get().catch(() => ({ default: Failed })));
  let current = make();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const read = () => version;
  // biome-ignore lint/correctness/noComponentHookFactories: one per part, made at module level as React's lazy
  const Part = (props: P) => {
    useSyncExternalStore(subscribe, read, read);
    // chosen once for this instance: a part drawn lazily keeps that type (a new type remounts)
    const [direct] = useState(() => loaded);
    return createElement(direct ?? (current as ComponentType<P>), props);
  };
  Part.preload = get;
  return Part;
}
