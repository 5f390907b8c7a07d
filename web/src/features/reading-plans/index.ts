// features/reading-plans: reading plans (/plans, issue 38). Its page loads lazily from app/routes.tsx;
// the 'Today's reading' card is its own chunk, loaded by the Renew step only when this device knows
// an active plan (useReadingHint), and by the overview.
import { lazyPart } from '../../ui/LazyPart';

export { useReadingHint } from '../../data/reading-plan-hint';

export const TodayReadingCard = lazyPart(() => import('./TodayReadingCard'));
