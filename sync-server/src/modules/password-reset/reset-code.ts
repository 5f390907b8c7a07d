import { RESET_CODE_LENGTH } from '@reign/domain';
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from '../../lib/one-time-code';

export const newResetCode = (): string => newOneTimeCode(RESET_CODE_LENGTH);

export const hashResetCode = (code: string, secret: string): string => hashOneTimeCode('reset', code, secret);

export const resetCodeMatches = (code: string, storedHash: string | null, secret: string): boolean =>
  oneTimeCodeMatches('reset', code, storedHash, secret);
