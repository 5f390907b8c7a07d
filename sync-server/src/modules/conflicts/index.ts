export {
  conflictRows,
  listLiveConflicts,
} from './conflict-repository';
export { keepConcurrentTexts, keepContested } from './conflict-service';
