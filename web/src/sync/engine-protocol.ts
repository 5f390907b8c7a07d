import type { EngineStatus, FlushOutcome } from '@reign/sync/client/engine';
import { ApiError, type ApiErrorCode } from '../api/errors';

/**
 * The messages between the page and the sync worker (sync/port-engine.ts, sync/serve-engine.ts).
 * The page opens the engine with `open`, asks with numbered `call`s and hears every status change.
 */
export type ToWorker =
  | { type: 'open'; dbName: string }
  | { type: 'call'; id: number; method: 'flush' }
  | { type: 'call'; id: number; method: 'pull'; full: boolean }
  | { type: 'retries'; on: boolean }
  | { type: 'stop' };

export type FromWorker =
  | { type: 'status'; status: EngineStatus }
  | { type: 'signed-out' }
  | { type: 'result'; id: number; value: FlushOutcome | number }
  | { type: 'error'; id: number; error: SentError }
  | { type: 'stopped' };

/** Either side of a MessageChannel, a Worker, or the worker's own global scope. */
export interface MessagePortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}

/** An error as it crosses the port: an ApiError keeps its status and code (the page acts on them). */
export interface SentError {
  message: string;
  api?: { status: number; code: ApiErrorCode; fromServer: boolean };
}

export function sendError(error: unknown): SentError {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return { message };
  return { message, api: { status: error.status, code: error.code, fromServer: error.fromServer } };
}

export function receiveError(sent: SentError): Error {
  return sent.api ? new ApiError({ message: sent.message, ...sent.api }) : new Error(sent.message);
}
