// The auth module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { hashPassword, verifyPassword } from './passwords';
export { newReferralCode } from './referral-code';
export { default as authRoutes } from './routes';
export { signIn } from './sign-in';
