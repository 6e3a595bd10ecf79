export * from './tenants';
export * from './users';
export * from './transactions';
export * from './outbox-emails';
export * from './settings';
export * from './notices';
export * from './bank-accounts';
