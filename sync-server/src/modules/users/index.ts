// The users module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as usersAdminRoutes } from './admin-routes';
export { currentUser } from './current-user';
export { emailConsentOf, setEmailConsent } from './email-consent-repository';
export {
  bumpSyncVersion,
  deleteUserRow,
  findEmailState,
  findResetState,
  findUserById,
  findUserByUsername,
  findUserIdByReferralCode,
  insertAdministrator,
  insertUser,
  lockUser,
  lockUsers,
  markEmailVerified,
  markPaidMember,
  setEmail,
  setPasswordAndClearCode,
  toPublicUser,
  type UserRow,
  userCode,
  userExists,
} from './user-repository';
