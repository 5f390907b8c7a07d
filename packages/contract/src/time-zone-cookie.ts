/**
 * The cookie the web app keeps beside a member's chosen time zone (plain data: the first screen
 * writes it), so the server renders the first paint with that zone's day (issue 39).
 */
export const TIME_ZONE_COOKIE = 'reign-zone';
