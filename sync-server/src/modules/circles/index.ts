// The circles module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { circleMemberships } from './circle-service';
export { leaveAllCircles } from './membership-service';
export { default as circleRoutes } from './routes';
