import * as z from 'zod/mini';
import { get, put, routeTable } from './route-builder';

/** The words of the choice, at registration and in the profile. */
export const EMAIL_CONSENT_LABEL = 'Send me occasional news by e-mail';

export const emailConsentBody = z.strictObject({ emailConsent: z.boolean() });
export const emailConsentState = z.object({ emailConsent: z.boolean() });
export type EmailConsentState = z.infer<typeof emailConsentState>;

/** Whether the person wants occasional news by e-mail (off until they choose it). */
export const emailConsentRoutes = routeTable('profile', 'signed-in', {
  getEmailConsent: get('/api/user/email-consent', {
    summary: 'Whether the signed-in user wants occasional news by e-mail',
    response: emailConsentState,
  }),
  setEmailConsent: put('/api/user/email-consent', {
    summary: 'Turn occasional news by e-mail on or off (the SendFox export sends only those who said yes)',
    body: emailConsentBody,
    response: emailConsentState,
  }),
});
