import { createContext, useContext } from 'react';
import type { DataSession } from './session';

/** The open data session; null while the account is still being checked. */
export const DataContext = createContext<DataSession | null>(null);

export function useDataSession(): DataSession | null {
  return useContext(DataContext);
}
