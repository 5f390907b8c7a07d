import { useEffect } from 'react';

export const APP_NAME = 'Reign';

/** A page's title as the browser shows it (issue 15): 'Dashboard · Reign'. */
export function pageTitle(name: string): string {
  return `${name} · ${APP_NAME}`;
}

/**
 * Sets the document's title to 'name · Reign' while the page shows, and back to 'Reign' when it
 * goes, so a page without a title of its own never keeps the previous page's.
 */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
    return () => {
      document.title = APP_NAME;
    };
  }, [name]);
}
