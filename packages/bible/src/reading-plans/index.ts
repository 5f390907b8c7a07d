export * from './balance';
export * from './catalogue';
export * from './generate';
export * from './passages';
