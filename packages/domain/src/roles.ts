/** The admin is the account with user id 1 (spec part 2 section 6). The server enforces it. */
export const ADMIN_USER_ID = 1;

export function isAdminId(userId: number | null | undefined): boolean {
  return userId === ADMIN_USER_ID;
}
