import { errorCode } from '../../api';

/**
 * A refusal because the feature needs a paid membership (spec part 2 section 2). The server says so
 * with the code `paid_membership_required` (its message, 'This feature needs a paid membership.
 * Upgrade to unlock it.', is for people), so the wording can change without breaking this.
 */
export function isPaidMembershipError(err: unknown): boolean {
  return errorCode(err) === 'paid_membership_required';
}
