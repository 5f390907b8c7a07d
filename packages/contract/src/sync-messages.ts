/** The most mutations one push may carry. */
export const MAX_PUSH_BATCH = 200;

/** The sync push's own refusals (sync.ts). */
export const syncMessages = {
  serverOlder: 'This server is older than the app. Changes are kept on your device until it is updated.',
  unknownMutation: 'Unknown mutation',
  clientId: 'Bad client id',
  /** a push's device label (devices.ts) */
  device: 'Name the device by its browser and its system, each 1 to 30 characters of plain text.',
  batch: `Push at most ${MAX_PUSH_BATCH} mutations at a time`,
  /** a pushed change whose arguments fail their schema with no message of their own */
  notValid: 'This change is not valid.',
  /** the device's own, for a refusal that came without its reason */
  refused: 'The server refused this change.',
} as const;
