// The reminders module's door: all that code outside it may use (.dependency-cruiser.cjs).

export { type AnsweredRequest, type PrayedTap, queueAnsweredPush, queuePrayedPush } from './prayed-push';
export { default as reminderJobs } from './reminder-jobs';
export { default as reminderRoutes } from './routes';
