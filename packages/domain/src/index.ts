export * from './money/index';
export * from './time/index';
export * from './rating/index';
export * from './fees/index';
export * from './rules/index';
