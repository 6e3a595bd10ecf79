// Form and request contracts of the later areas (issue 3 §5); each file exports its schemas.
export * from './address';
export * from './form-fields';
export * from './phone';
export * from './parcel';
export * from './quote';
export * from './package';
export * from './store';
export * from './payment';
export * from './credit-card';
export * from './api-key';
export * from './estafeta-report';
export * from './fiscal-data';
export * from './tax-verification';
