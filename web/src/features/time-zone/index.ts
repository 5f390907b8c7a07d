// Each person's day in their own time zone (issue 39): the feature's door. Every part of it is
// loaded when first drawn (import('../time-zone')): none is in a first load.
export { TimeZoneOffer } from './TimeZoneOffer';
export { default as TimeZoneSelect } from './TimeZoneSelect';
