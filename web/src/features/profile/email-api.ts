import { type EmailChangeBody, emailRoutes } from '@reign/contract/email';
import { callApi } from '../../api';

/** The account's e-mail address and its confirmation (server only: they need the mail). */
export const emailApi = {
  change: (body: EmailChangeBody) => callApi(emailRoutes.changeEmail, { body }),
  verify: (code: string) => callApi(emailRoutes.verifyEmail, { body: { code } }),
  resend: () => callApi(emailRoutes.resendEmailCode),
  delivery: () => callApi(emailRoutes.emailDelivery),
};
