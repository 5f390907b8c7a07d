export * from './action-steps';
export * from './book-reflections';
export * from './failures';
export * from './generated-texts';
export * from './goal-tasks';
export * from './prayers';
export * from './reflections';
export * from './suggestions';
