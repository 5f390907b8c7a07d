export {
  type ApiAnswer,
  type ApiBody,
  type ApiTransport,
  browserTransport,
  type CallOptions,
  callApi,
  callApiAnswer,
  nullWhenSignedOut,
  urlFor,
} from './client';
export {
  ApiError,
  type ApiErrorCode,
  badResponse,
  errorCode,
  errorFromResponse,
  errorMessage,
  networkError,
} from './errors';
export { callAllPages } from './pages';
export {
  chosenTimeZone,
  notifyServerClock,
  onServerClockChange,
  seedRenderedZone,
  serverNow,
  serverToday,
  TIME_ZONE_KEY,
  zoneQuery,
} from './server-clock';
export { useChosenTimeZone, useServerToday } from './use-server-today';
