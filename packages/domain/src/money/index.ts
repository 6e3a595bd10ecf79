export * from './centavos';
export * from './decimal';
export * from './rounding';
export * from './parse';
export * from './format';
