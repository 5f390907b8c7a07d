/** A time zone as people read it: 'America/Los_Angeles' is 'America/Los Angeles'. */
export const zoneLabel = (zone: string): string => zone.replaceAll('_', ' ');
