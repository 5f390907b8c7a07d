// features/circles: circles (issue 52), praying and reading together. Its pages (/circles,
// /circles/:id, /circles/join/:token) load lazily from app/routes.tsx by module; the overview's
// 'Your circles' card is its own chunk, with its skeleton for while it loads.
import { lazyPart } from '../../ui/LazyPart';

export const YourCirclesCard = lazyPart(() => import('./YourCirclesCard'));
// the circles I am in (GET /api/circles), for the prayers' Share control
export { useMyCircles } from './circle-queries';
export { YourCirclesSkeleton } from './YourCirclesSkeleton';
