import { lazyPart } from '../../ui/LazyPart';

// features/completion: the moment a plan is saved (issue 37). Its own chunk, fetched with the save.
export const CompletionMoment = lazyPart(() => import('./CompletionMoment'));
export type { CompletionMomentProps } from './CompletionMoment';
export type { SavedDay } from './your-day';
