import { type ErrorCode, errorCodeForStatus } from '@reign/contract';

export interface HttpErrorOptions {
  /** what the app acts on; the status's own code (errorCodeForStatus) unless the error names a rule */
  code?: ErrorCode;
  headers?: Record<string, string>;
}

/** An error whose message is safe and useful to show the person using the app. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(
    public readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = options.code ?? errorCodeForStatus(statusCode);
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, { code });
export const unauthorized = (message = 'Please sign in to continue.', code?: ErrorCode) =>
  new HttpError(401, message, { code });
export const forbidden = (message = 'You do not have access to this.', code?: ErrorCode) =>
  new HttpError(403, message, { code });
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
