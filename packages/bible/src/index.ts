export * from './bible';
export * from './books';
export * from './reference';
