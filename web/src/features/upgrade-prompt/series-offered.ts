import { useLingui } from '@lingui/react/macro';
import { seriesOfferedRoutes } from '@reign/contract/series-offered';
import { useEffect, useState } from 'react';
import { callApi } from '../../api';

/** The server's last answer per language, so a prompt shown again does not flicker. */
const lastCount = new Map<string, number>();

/**
 * Whether this server offers at least one 7-day series in the reader's language (GET
 * /api/series/offered, asked each time a prompt or the upgrade page shows): they name '7-Day
 * Series' unless the server says it has none. True while unknown (offline, an error, the answer
 * on its way): an item that came later would move the page under the reader's finger (the
 * dashboard's layout shift), and a default install has series. Plain fetch, not TanStack Query:
 * the prompt is part of the first load of /.
 */
export function useSeriesOffered(): boolean {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const [count, setCount] = useState(() => lastCount.get(language));
  useEffect(() => {
    let live = true;
    setCount(lastCount.get(language));
    // the server reads the language from the request (the language cookie, the profile)
    callApi(seriesOfferedRoutes.seriesOffered).then(
      (answer) => {
        lastCount.set(language, answer.count);
        if (live) setCount(answer.count);
      },
      () => {}, // unknown: offered, as a default install does
    );
    return () => {
      live = false;
    };
  }, [language]);
  return count === undefined || count > 0;
}
