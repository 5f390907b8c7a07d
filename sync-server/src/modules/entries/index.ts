// The entries module's door: all that code outside it may use (.dependency-cruiser.cjs).
export {
  entryOwners,
  entryRows,
  findEntry,
  insertEntries,
  liveEntriesOn,
  liveEntryIdsOf,
} from './entry-repository';
export { allEntries, createEntry, listEntries } from './entry-service';
export { default as entryRoutes } from './routes';
