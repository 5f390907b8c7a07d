export { GUEST_DB_NAME, ReignDb, syncTables, userDbName } from './database';
export { ensureClientId, getMeta, setMeta } from './meta';
export { closeRegistry, getCurrentUserDb, setCurrentUserDb } from './registry';
export * from './types';
