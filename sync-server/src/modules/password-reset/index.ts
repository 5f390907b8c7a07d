// The password-reset module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as passwordResetAdminRoutes } from './admin-routes';
export { default as passwordResetRoutes } from './routes';
