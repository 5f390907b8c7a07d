// The series module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as seriesAdminRoutes } from './admin-routes';
export { recordBuiltinInstall } from './builtin-install-repository';
export { insertDay } from './day-repository';
export { default as seriesRoutes } from './routes';
export { insertTopic, topicIdByTitle } from './topic-repository';
