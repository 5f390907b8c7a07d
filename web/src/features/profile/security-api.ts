import { authRoutes, type ChangePasswordBody } from '@reign/contract/auth';
import { callApi } from '../../api';

/** The account's password and its other sessions (server only: they need a connection). */
export const securityApi = {
  changePassword: (body: ChangePasswordBody) => callApi(authRoutes.changePassword, { body }),
  signOutEverywhere: () => callApi(authRoutes.signOutEverywhere),
};
