/**
 * Spec part 2 section 2: a paid-membership refusal is recognised by its message text. The server
 * answers 403 'This feature needs a paid membership. Upgrade to unlock it.', and the transport
 * error's message carries that body ('403: {"message":"..."}').
 */
export function isPaidMembershipError(err: unknown): boolean {
  return err instanceof Error && err.message.toLocaleLowerCase().includes('paid membership');
}
