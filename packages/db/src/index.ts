export { openDatabase, engineOf, type Database, type DatabaseEngine } from './connection';
export { migrateToLatest } from './migrate';
export { createCatalogRepository, type CatalogRepository } from './repositories/catalog-repository';
export { createCatalogSearchRepository, type CatalogSearchRepository } from './repositories/catalog-search-repository';
export { createHealthRepository } from './repositories/health-repository';
export { createContentRepository, type ContentRepository } from './repositories/content-repository';
export { createSeedRepository, type SeedWriter } from './repositories/seed-repository';
export {
  createCustomerRepository,
  newCustomerRow,
  type CustomerRepository,
  type CustomerAddressView,
} from './repositories/customer-repository';
export { createLocationRepository, type LocationRepository } from './repositories/location-repository';
export type * from './schema';
export {
  createCartRepository,
  type CartRepository,
  type CartQueries,
  type CartRow,
  type CartLineRow,
  type PromotionRow,
  type VoucherRow,
} from './repositories/cart-repository';
export {
  createMembershipRepository,
  type MembershipRepository,
  type MembershipQueries,
  type ReminderCandidate,
} from './membership/membership-repository';
export { productAtStoreReader, type ProductAtStoreReader } from './catalog/product-at-store-repository';
