// The user-data module's door: all that code outside it may use (.dependency-cruiser.cjs).

export { pastAccountLimit, refuseAtAccountLimit } from './account-limits';
export { LiveCounts } from './live-counts';
export {
  AnotherCircle,
  CircleScope,
  idTaken,
  lockOwnRow,
  reserveVersions,
  runUserChange,
  runUserWrite,
  sameIdRow,
  type WriteContext,
  writeTime,
} from './user-write';
