// The prayers module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { prayerRows } from './prayer-repository';
export { allPrayers, createPrayer, deletePrayer, listPrayers, updatePrayer } from './prayer-service';
export { default as prayerRoutes } from './routes';
export { sharePrayer } from './share-service';
export { followShare, releaseShares } from './shared-copy';
