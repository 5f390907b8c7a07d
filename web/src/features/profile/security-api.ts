import { authRoutes, type ChangePasswordBody, type DeleteAccountBody } from '@reign/contract/auth';
import { callApi } from '../../api';

/** The account's password and its other sessions (server only: they need a connection). */
export const securityApi = {
  changePassword: (body: ChangePasswordBody) => callApi(authRoutes.changePassword, { body }),
  signOutEverywhere: () => callApi(authRoutes.signOutEverywhere),
  deleteAccount: (body: DeleteAccountBody) => callApi(authRoutes.deleteAccount, { body }),
};
