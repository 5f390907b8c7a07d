import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** where it goes inside the app: a path (with its query and hash) or a path object */
  to: To;
  /** replace the current history entry instead of adding one */
  replace?: boolean;
  /** history state for the page it opens */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: a real `<a href>` (opens in a new tab, copies, works before the
 * scripts run), and a click moves the router instead of loading the document. It is React Router's
 * `Link` made of the router's own `useHref` and `useLinkClickHandler`: the library's `Link` also
 * carries the framework mode's prefetching (which this app never uses), and it was a few KB of
 * every first load (docs/performance.md). Used as `<Button component={Link} to="/auth">` too.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
