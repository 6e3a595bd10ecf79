export * from './zoned-time';
export * from './zone-offset';
