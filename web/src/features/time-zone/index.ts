// Each person's day in their own time zone (issue 39): the feature's door. Every part of it is
// loaded when first drawn (import('../time-zone')): none is in a first load. The select (Mantine's
// Select, its popover and floating-ui) is a chunk of its own: the offer, drawn on the dashboard of
// anyone whose device is in another zone, must not bring it.
export { TimeZoneOffer } from './TimeZoneOffer';
export const loadTimeZoneSelect = () => import('./TimeZoneSelect');
