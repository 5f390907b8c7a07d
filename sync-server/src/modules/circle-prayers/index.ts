// The circle-prayers module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { ownMarks, viewedMarks } from './circle-prayer-mark-repository';
export { viewedCopies } from './circle-prayer-repository';
export { circleLimit, dropCopies, refuseAtCopyLimit, writeCopy } from './copy-service';
export { forgetMarksOf } from './forget-service';
export { prayFor } from './pray-service';
export { default as circlePrayerRoutes } from './routes';
