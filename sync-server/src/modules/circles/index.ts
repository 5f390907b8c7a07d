// The circles module's door: all that code outside it may use (.dependency-cruiser.cjs).
export {
  type CircleWrite,
  enterCircle,
  leaderOf,
  memberOf,
  type Release,
  runCircleWrite,
} from './circle-access';
export { circleAudience } from './circle-audience';
export { circleMemberships } from './circle-service';
export { leaveAllCircles } from './membership-service';
export { type CircleRoutesOptions, default as circleRoutes } from './routes';
