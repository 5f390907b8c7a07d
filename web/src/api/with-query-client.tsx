import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * A lazy page that reads data only the server holds, with the app's one query client around it.
 * Each such page provides it itself, so TanStack Query is loaded with these pages and never on the
 * first load of /.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
