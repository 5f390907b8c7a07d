/** A timestamp from the database (or null) as the ISO string the API answers. */
export const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** A timestamp that is never null as the ISO string the API answers. */
export const isoRequired = (d: Date | string): string =>
  d instanceof Date ? d.toISOString() : new Date(d).toISOString();
