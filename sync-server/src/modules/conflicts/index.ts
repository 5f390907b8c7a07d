export {
  conflictRows,
  listLiveConflicts,
  lockLiveConflictsOfRow,
} from './conflict-repository';
export { keepConcurrentTexts, keepContested } from './conflict-service';
