import { createHash, randomBytes } from 'node:crypto';
import { INVITE_CODE_LENGTH, INVITE_TOKEN_LENGTH } from '@reign/contract';
import { inviteCodeFrom } from '@reign/domain';

// An invitation's two secrets, from the system's random source; the database keeps only their hashes.

/** A new code (10 of Crockford's characters, about 50 bits) and link token (192 bits, base64url). */
export function newInviteSecrets(): { code: string; token: string } {
  return {
    code: inviteCodeFrom(randomBytes(INVITE_CODE_LENGTH)),
    token: randomBytes((INVITE_TOKEN_LENGTH * 3) / 4).toString('base64url'),
  };
}

/** The SHA-256 of a code (as normalInviteCode reads it) or a token, each kind apart. */
export const inviteHash = (kind: 'code' | 'token', secret: string): string =>
  createHash('sha256').update(`circle-invite-${kind}:${secret}`).digest('hex');
