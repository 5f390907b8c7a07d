// The circle-gatherings module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as circleGatheringRoutes } from './routes';
