import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * TanStack Query for data only the server holds (referral stats, giveaways, achievements, series,
 * the admin lists and analytics). Synced data (goals, tasks, entries, completions, profile) is read
 * from Dexie instead (src/data). The current user stays in AuthProvider (fresh for five minutes).
 */

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** the reads this write changes: invalidated (refetched if shown) once it succeeds */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** A query key: the API path of the contract route, then its params and query when it has them. */
export function routeKey(route: { path: string }, ...parts: Record<string, unknown>[]): QueryKey {
  return [route.path, ...parts];
}

/**
 * The defaults of spec part 1 section 7: no automatic retries for reads or writes, no refetch on
 * window focus (nor on reconnect), no polling, data stale at once; after a write the reads it names
 * in `meta.invalidates` are invalidated, so the lists on screen show it.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation) => {
        for (const queryKey of mutation.meta?.invalidates ?? []) {
          void client.invalidateQueries({ queryKey });
        }
      },
    }),
  });
  return client;
}

/** The app's one client, shared by every lazy page that reads server-only data. */
export const queryClient = createQueryClient();
