// features/prayer-wall: the church prayer wall (issue 52). Its page (/circles/wall) is a chunk of
// its own, drawn by the circles' routes (CircleRoutes): nothing of it joins the first load.
import { lazyPart } from '../../ui/LazyPart';

export const WallPage = lazyPart(() => import('./WallPage'));
