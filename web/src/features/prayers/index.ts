// features/prayers: the prayer journal (/prayers, issue 20). Its page loads lazily from
// app/routes.tsx by module; AnsweredThisMonth is the overview's line, PrayerRequestPicker the
// Navigate step's 'Include my prayer requests'.
export { AnsweredThisMonth } from './AnsweredThisMonth';
export { PrayerRequestPicker } from './PrayerRequestPicker';
