// The sync module's door: all that code outside it may use (.dependency-cruiser.cjs).

export { CONFLICT_ROWS } from './resolve-conflict';
export { default as syncRoutes } from './routes';
