import type { CodedMessage } from '@reign/contract';

/** What every kind of upload storage is and shares: local disk or an S3-compatible bucket. */

export type UploadKind = 'audio' | 'images';

/** Where uploads live; local disk under DATA_DIR/uploads by default, served at /uploads/. */
export interface Storage {
  /**
   * Streams `source` to a server-made name, at most `maxBytes`; `accept` sees the first bytes and
   * answers the extension to keep, or a reason to refuse. Nothing is left behind on refusal.
   */
  save(
    kind: UploadKind,
    source: NodeJS.ReadableStream,
    maxBytes: number,
    accept: (head: Buffer, size: number, path: string) => Promise<{ ext: string } | { refuse: CodedMessage }>,
  ): Promise<{ ok: true; url: string } | { ok: false; reason: 'too-large' | CodedMessage }>;
  remove(url: string): Promise<void>;
}

/** The message of every upload failure the bucket causes (503). */
export const UPLOADS_UNAVAILABLE: CodedMessage = { code: 'server.uploadsUnavailable' };

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type of an upload by its server-made name's extension. */
export function uploadContentType(name: string): string {
  return CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** An upload's public path (/uploads/<kind>/<uuid>.<ext>) split into its parts, or null. */
export function parseUploadPath(path: string): { kind: UploadKind; name: string } | null {
  const m = /^\/uploads\/(audio|images)\/([0-9a-f-]{36}\.[a-z0-9]{2,4})$/.exec(path);
  return m?.[1] && m[2] ? { kind: m[1] as UploadKind, name: m[2] } : null;
}
