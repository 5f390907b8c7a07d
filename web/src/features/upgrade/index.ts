// features/upgrade: paid membership (/upgrade, Stripe). The page loads lazily from app/routes.tsx by
// module; never export it here (other features import this door and must not pull in Stripe).
export { isPaidMembershipError } from './paid-membership';
