import { type CodedMessage, type ErrorCode, englishOf, errorCodeForStatus } from '@reign/contract';

export interface HttpErrorOptions {
  /** what the app acts on; the status's own code (errorCodeForStatus) unless the error names a rule */
  code?: ErrorCode;
  headers?: Record<string, string>;
}

/**
 * An error whose message is safe and useful to show the person using the app: the contract's
 * message by its code (message-codes.ts), which the answer carries with its values and English.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(
    public readonly statusCode: number,
    public readonly said: CodedMessage,
    options: HttpErrorOptions = {},
  ) {
    super(englishOf(said));
    this.name = 'HttpError';
    this.code = options.code ?? errorCodeForStatus(statusCode);
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (said: CodedMessage, code?: ErrorCode) => new HttpError(400, said, { code });
export const unauthorized = (said: CodedMessage = { code: 'server.signIn' }, code?: ErrorCode) =>
  new HttpError(401, said, { code });
export const forbidden = (said: CodedMessage = { code: 'server.noAccess' }, code?: ErrorCode) =>
  new HttpError(403, said, { code });
export const notFound = (said: CodedMessage = { code: 'server.notFound' }) => new HttpError(404, said);
export const conflict = (said: CodedMessage) => new HttpError(409, said, { code: 'conflict' });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, waitMessage(retryAfterSeconds), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

function waitMessage(seconds: number): CodedMessage {
  if (seconds < 60) return { code: 'server.waitSeconds', values: { seconds } };
  return { code: 'server.waitMinutes', values: { minutes: Math.ceil(seconds / 60) } };
}
