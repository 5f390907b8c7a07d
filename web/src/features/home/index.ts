// features/home: the daily page (/) around the wizard.
// Its pages load lazily from app/routes.tsx by module (one chunk each); the completion moment names
// the day as the page does.
export { dayLabel } from './TodayLabel';
