// The setup module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as setupRoutes } from './routes';
export { removeSetupTokens } from './setup-token-repository';
