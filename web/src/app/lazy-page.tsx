// biome-ignore lint/style/noRestrictedImports: a route's page, under the route error boundary (RouteErrorPage)
import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

/**
 * A page whose module is its own chunk, fetched when the page is first drawn or when `preload` is
 * called. Once the module is in, the page renders at once: the browser preloads the pages the server
 * rendered before hydrating (hydrate.ts) and the server before rendering (entry-server.tsx), so the
 * first render is the server's. Until then it suspends: the layout's Suspense shows the page loader
 * on a first visit, and a navigation (a transition) keeps the page the person is on. A module that
 * fails to load reaches the route error boundary.
 */
export interface LazyPage {
  /** the module's export: a key, so two routes' pages are never one component instance */
  name: string;
  /** the page's component, once its module is in */
  loaded: () => ComponentType | null;
  /** React's lazy component for it, until then (it suspends as React and its tests expect) */
  pending: LazyExoticComponent<ComponentType>;
  preload: () => Promise<void>;
}

export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  let component: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        component = module[name] as ComponentType;
      },
      (error: unknown) => {
        loading = null; // a later preload tries again
        throw error;
      },
    );
    return loading;
  };
  const pending = lazy(async () => {
    await preload();
    return { default: component as unknown as ComponentType };
  });
  return { name, loaded: () => component, pending, preload };
}

/**
 * A route's page: drawn at once when its module is in, through React's lazy otherwise. Give it the
 * page's `name` as its key: routes render at one place in the tree, so without it the next route's
 * page would keep this one's component.
 */
export function LazyPageView({ page }: { page: LazyPage }) {
  // chosen once: switching from the lazy one to the module's own would mount the page again
  const [Page] = useState(() => page.loaded() ?? page.pending);
  return <Page />;
}
