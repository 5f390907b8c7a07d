// Each person's day in their own time zone (issue 39): the feature's door.
import { lazyPart } from '../../ui/LazyPart';

export { FollowTimeZone } from './FollowTimeZone';
export { TimeZoneOffer } from './TimeZoneOffer';
/** The Profile's time zone select, loaded when drawn (the zone list is in no first load). */
export const LazyTimeZoneSelect = lazyPart(() => import('./TimeZoneSelect'));
