// The prayer wall module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as prayerWallRoutes } from './routes';
export { exportedRequests } from './wall-service';
