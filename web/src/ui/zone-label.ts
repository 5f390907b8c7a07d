import { languageOfTag } from '@reign/contract/language-list';

/**
 * Cities of the time zone database as a Spanish reader names them (the database spells them in
 * English): the zones of Spanish-speaking countries and the world's best-known cities. A city not
 * here keeps its English name, as most are the same or close ('Chicago', 'Lima').
 */
const SPANISH_CITIES: Record<string, string> = {
  Asuncion: 'Asunción',
  Athens: 'Atenas',
  Berlin: 'Berlín',
  Bogota: 'Bogotá',
  Brussels: 'Bruselas',
  Cairo: 'El Cairo',
  Canary: 'Canarias',
  Cancun: 'Cancún',
  Copenhagen: 'Copenhague',
  Havana: 'La Habana',
  Istanbul: 'Estambul',
  Jerusalem: 'Jerusalén',
  Lisbon: 'Lisboa',
  London: 'Londres',
  Mazatlan: 'Mazatlán',
  Merida: 'Mérida',
  'Mexico City': 'Ciudad de México',
  Moscow: 'Moscú',
  'New York': 'Nueva York',
  Panama: 'Panamá',
  Paris: 'París',
  Prague: 'Praga',
  'Puerto Rico': 'Puerto Rico',
  Rome: 'Roma',
  'Sao Paulo': 'São Paulo',
  Seoul: 'Seúl',
  Singapore: 'Singapur',
  Stockholm: 'Estocolmo',
  Tehran: 'Teherán',
  Tokyo: 'Tokio',
  Vienna: 'Viena',
  Warsaw: 'Varsovia',
  Zurich: 'Zúrich',
};

/** The regions of the database in Spanish (the first part of 'America/Chicago'). */
const SPANISH_REGIONS: Record<string, string> = {
  Africa: 'África',
  America: 'América',
  Antarctica: 'Antártida',
  Arctic: 'Ártico',
  Atlantic: 'Atlántico',
  Europe: 'Europa',
  Indian: 'Índico',
  Pacific: 'Pacífico',
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

/** The region of a zone in the reader's language ('Pacific', 'Pacífico'); 'Other' zones have none. */
export function zoneRegion(zone: string, locale = 'en'): string | null {
  const [region, ...rest] = zone.split('/');
  if (!region || rest.length === 0 || region === 'Etc') return null;
  return languageOfTag(locale) === 'es' ? (SPANISH_REGIONS[region] ?? region) : region;
}
