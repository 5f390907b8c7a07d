export * from './bible';
export * from './books';
export * from './commentary';
export * from './grounding';
export * from './passages';
export * from './reference';
export * from './topic-map';
export * from './topics';
