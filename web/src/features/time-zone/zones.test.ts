import { describe, expect, it } from 'vitest';
import { zoneRegion } from './zones';

describe('a time zone’s region', () => {
  it('names its region in the reader’s language', () => {
    expect(zoneRegion('Pacific/Honolulu')).toBe('Pacific');
    expect(zoneRegion('Pacific/Honolulu', 'es')).toBe('Pacífico');
    expect(zoneRegion('America/Chicago', 'es')).toBe('América');
    expect(zoneRegion('UTC')).toBeNull();
  });
});
