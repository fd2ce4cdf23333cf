export * from './store-constants';
export * from './domain-error';
export * from './catalog-pricing';
export * from './catalog-paths';
