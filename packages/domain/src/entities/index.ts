export * from './daily-action';
export * from './entry';
export * from './goal';
export * from './prayer';
export * from './profile';
export * from './rows';
export * from './task';
