declare module 'virtual:reign-catalogue-es' {
  /** The Spanish catalogue's file (browser build), else null (build/catalogues.ts). */
  export const catalogueUrl: string | null;
  /** Every Spanish message, keyed by its English (src/i18n/message-key.ts). */
  export function loadSpanish(): Promise<Record<string, unknown>>;
}
