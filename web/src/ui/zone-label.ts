import { languageOfTag } from '@reign/contract/language-list';

/**
 * Cities of the time zone database as a Spanish reader names them (the database spells them in
 * English): those of Spanish-speaking countries and a few a Spanish reader names otherwise. A city
 * not here keeps its English name, as most are the same or close ('Chicago', 'Lima'). Kept short:
 * the home page carries it.
 */
const SPANISH_CITIES: Record<string, string> = {
  Asuncion: 'Asunción',
  Bogota: 'Bogotá',
  Canary: 'Canarias',
  Cancun: 'Cancún',
  Havana: 'La Habana',
  Lisbon: 'Lisboa',
  London: 'Londres',
  Mazatlan: 'Mazatlán',
  Merida: 'Mérida',
  'Mexico City': 'Ciudad de México',
  'New York': 'Nueva York',
  Panama: 'Panamá',
  Paris: 'París',
  Rome: 'Roma',
  'Sao Paulo': 'São Paulo',
};

const spaced = (part: string) => part.replaceAll('_', ' ');

/**
 * A time zone as people read it: its city in the reader's language (`locale`: 'en', 'es') ('Pacific/Honolulu' is
 * 'Honolulu', 'America/Mexico_City' is 'Ciudad de México' in Spanish); a zone without a city
 * ('UTC', 'Etc/GMT+5') as it is written.
 */
export function zoneLabel(zone: string, locale = 'en'): string {
  const parts = zone.split('/');
  if (parts.length < 2 || parts[0] === 'Etc') return spaced(zone);
  const city = spaced(parts.at(-1) ?? zone);
  return languageOfTag(locale) === 'es' ? (SPANISH_CITIES[city] ?? city) : city;
}
