export { DailyRefresh } from './DailyRefresh';
export { DailyReminderSwitch } from './DailyReminderSwitch';
