// @reign/sync: the device side of Reign's sync, used by the web app (pages and the service worker)
// and proven against the server's own services by the simulation (`@reign/sync/sim`, run by
// sync-server's tests). The wire format (push, pull, the synced entities) is the contract's.

// writing: the mutations screens call, each applied here and queued in the outbox in one transaction
export * from './client/apply';
// syncing: push, then pull, under one lock; refused changes and what a person can do with them
export * from './client/backoff';
export * from './client/engine';
export * from './client/lock';
export * from './client/mutations';
export * from './client/outbox';
export * from './client/pull';
export * from './client/push';
export * from './client/refusal-actions';
export * from './client/rejections';
export * from './client/repair';
export * from './client/restore-outbox';
export * from './client/storage-errors';
export * from './client/transport';
// the device's database: one Dexie database per account, its row types, its meta and outbox format
export * from './device/database';
export * from './device/goal-progress-log';
export * from './device/meta';
export * from './device/outbox-format';
export * from './device/types';
export * from './protocol/checksums';
