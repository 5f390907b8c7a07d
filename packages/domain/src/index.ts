export * from './central-time';
export * from './fallbacks';
export * from './ids';
export * from './labels';
export * from './overdue';
export * from './principles';
export * from './roles';
export * from './season';
