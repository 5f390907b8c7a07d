import { describe, expect, it } from 'vitest';
import { zoneLabel } from './zone-label';

describe('a time zone as people read it', () => {
  it('is its city, in the reader’s language', () => {
    expect(zoneLabel('Pacific/Honolulu')).toBe('Honolulu');
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneLabel('America/Mexico_City')).toBe('Mexico City');
    expect(zoneLabel('America/Mexico_City', 'es')).toBe('Ciudad de México');
    expect(zoneLabel('America/New_York', 'es')).toBe('Nueva York');
    expect(zoneLabel('America/Chicago', 'es')).toBe('Chicago');
  });

  it('keeps a zone without a city as it is written', () => {
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(zoneLabel('Etc/GMT+5')).toBe('Etc/GMT+5');
  });
});
