export { openDatabase, engineOf, type Database, type DatabaseEngine } from './connection';
export { migrateToLatest } from './migrate';
export { createCatalogRepository, type CatalogRepository } from './repositories/catalog-repository';
export { createHealthRepository } from './repositories/health-repository';
export { createSeedRepository, type SeedWriter } from './repositories/seed-repository';
export type * from './schema';
