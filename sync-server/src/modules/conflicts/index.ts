export {
  CONFLICT_COLUMNS,
  conflictRows,
  listLiveConflicts,
  toConflict,
  toStoredConflict,
} from './conflict-repository';
export { keepContested } from './conflict-service';
