export * from './card-fee';
export * from './marketplace';
export * from './wallet-fee';
