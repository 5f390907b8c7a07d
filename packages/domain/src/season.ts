export type Season = 'Spring' | 'Summer' | 'Fall' | 'Winter';

/** Spring March-May, Summer June-August, Fall September-November, Winter otherwise. */
export function seasonOfMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'Spring';
  if (month >= 6 && month <= 8) return 'Summer';
  if (month >= 9 && month <= 11) return 'Fall';
  return 'Winter';
}
