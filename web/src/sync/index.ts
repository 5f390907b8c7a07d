export { applyLocal, type CompletionIds, completionIdsFor, parseArgs } from './apply';
export { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from './backoff';
export { type EngineOptions, type EngineStatus, type FlushOutcome, SyncEngine } from './engine';
export { defaultLock, memoryLock, noLock, SYNC_LOCK_NAME, type SyncLock } from './lock';
export { pendingMutations, queueMutation } from './outbox';
export { pullChanges } from './pull';
export { pushOutbox } from './push';
