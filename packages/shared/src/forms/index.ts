// Form and request contracts of the later areas (issue 3 §5); each file exports its schemas.
export {};
