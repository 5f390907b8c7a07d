// features/reminders: the morning reminder (Web Push from the server at the person's time): the
// Profile's Reminders card (with the 1 AM refresh notification switch) and the offer shown after a
// saved plan.

export { forgetThisDevice } from './device-push';
export { MorningReminderCard } from './MorningReminderCard';
export { MorningReminderSection } from './MorningReminderSection';
