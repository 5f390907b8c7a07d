export * from './central-time';
export * from './principles';
export * from './roles';
export * from './season';
