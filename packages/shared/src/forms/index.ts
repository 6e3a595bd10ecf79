// Form and request contracts of the later areas (issue 3 §5); each file exports its schemas.
export * from './address';
export * from './form-fields';
export * from './phone';
export * from './parcel';
export * from './quote';
export * from './package';
