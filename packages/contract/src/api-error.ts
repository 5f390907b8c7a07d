import { ERROR_CODES, type ErrorCode, errorCodeForStatus } from './errors';
import type { MessageValueMap } from './spoken';

/**
 * What went wrong, for code to act on: the server's code (ERROR_CODES), `network` when no answer
 * came (offline, refused, aborted), `bad_response` when the answer is not what the route's schema
 * says.
 */
export type ApiErrorCode = ErrorCode | 'network' | 'bad_response';

export interface ApiErrorInit {
  /** the HTTP status; 0 when no answer came */
  status: number;
  code: ApiErrorCode;
  message: string;
  /** the message is the server's `{message}`, written for people */
  fromServer?: boolean;
  /** the server's message code and values, which the device words in its language */
  messageCode?: string;
  values?: MessageValueMap;
  cause?: unknown;
}

/**
 * The one error of an API call (the web's typed client and the sync engine alike): a refusal, a
 * failed answer, or no answer at all.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fromServer: boolean;
  readonly messageCode: string | undefined;
  readonly values: MessageValueMap | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fromServer = init.fromServer ?? false;
    this.messageCode = init.messageCode;
    this.values = init.values;
  }
}

const NETWORK_MESSAGE = 'The server could not be reached.';

export function networkError(cause: unknown): ApiError {
  return new ApiError({ status: 0, code: 'network', message: NETWORK_MESSAGE, cause });
}

export function badResponse(status: number, message: string, cause?: unknown): ApiError {
  return new ApiError({ status, code: 'bad_response', message, cause });
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value);

/** A message's values as the answer gave them, when they are the API's shape (names to strings and numbers). */
function valuesOf(values: unknown): MessageValueMap | undefined {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
  const entries = Object.entries(values);
  return entries.every(([, v]) => typeof v === 'string' || typeof v === 'number')
    ? (Object.fromEntries(entries) as MessageValueMap)
    : undefined;
}

/**
 * The error for a non-ok answer: its `{message, messageCode, values, code}` when the body is the
 * API's error shape; the status's code and a plain message otherwise (an HTML page from a proxy,
 * an empty body).
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // not JSON: the status decides
  }
  const { message, code, messageCode, values } = (body && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    code?: unknown;
    messageCode?: unknown;
    values?: unknown;
  };
  const hasMessage = typeof message === 'string' && message.trim() !== '';
  return new ApiError({
    status: response.status,
    code: isErrorCode(code) ? code : errorCodeForStatus(response.status),
    message: hasMessage ? message : `The server answered ${response.status} ${response.statusText}`.trim(),
    fromServer: hasMessage,
    ...(hasMessage && typeof messageCode === 'string' ? { messageCode, values: valuesOf(values) } : {}),
  });
}

/** The code of a failed call, or undefined for anything that is not an ApiError. */
export function errorCode(err: unknown): ApiErrorCode | undefined {
  return err instanceof ApiError ? err.code : undefined;
}
