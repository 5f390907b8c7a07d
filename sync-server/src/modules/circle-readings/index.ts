// The circle-readings module's door: all that code outside it may use (.dependency-cruiser.cjs).

export { viewedReads } from './circle-reading-mark-repository';
export { ownNotes, viewedNotes } from './circle-reading-note-repository';
export { viewedReadings } from './circle-reading-repository';
export { type CircleDayDue, circleDaysDue } from './due-service';
export { forgetReadingOf } from './forget-service';
export { deleteNote, writeNote } from './note-service';
export { readDay } from './read-service';
export { default as circleReadingRoutes } from './routes';
