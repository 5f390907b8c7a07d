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
export { onServerClockChange, serverNow, serverToday } from './server-clock';
export { useServerToday } from './use-server-today';
