// The bible module's door: all that code outside it may use (.dependency-cruiser.cjs).

export { default as commentaryRoutes } from './commentary-routes';
export { default as bibleRoutes, findChapter } from './routes';
export { default as bibleSearchRoutes } from './search-routes';
export { default as topicRoutes } from './topic-routes';
