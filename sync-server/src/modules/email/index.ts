// The email module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { sendConfirmationCode } from './email-service';
export { default as emailRoutes } from './routes';
