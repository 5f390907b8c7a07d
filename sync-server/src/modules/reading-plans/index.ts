// The reading-plans module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { readingPlanRows } from './reading-plan-repository';
export {
  allReadingPlans,
  deleteReadingPlan,
  importReadingDay,
  markReadingDay,
  progressOfPlans,
  startReadingPlan,
  todaysReadingLabel,
  updateReadingPlan,
} from './reading-plan-service';
export { readingProgressRows } from './reading-progress-repository';
export { default as readingPlanRoutes } from './routes';
