export {
  CONFLICT_COLUMNS,
  conflictRows,
  listLiveConflicts,
  toConflict,
  toStoredConflict,
} from './conflict-repository';
export { keepConcurrentTexts, keepContested } from './conflict-service';
