import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './connection';
import { initial } from './migrations/0001-initial';
import { catalogSearch } from './migrations/0002-catalog-search';
import { content } from './migrations/0003-content';
import { customers } from './migrations/0004-customers';
import { carts } from './migrations/0005-carts';
import { checkout } from './migrations/0007-checkout';
import { payments } from './migrations/0008-payments';
import { hardening } from './migrations/0006-hardening';
import { membership } from './migrations/0009-membership';
import { orders } from './migrations/0010-orders';
import { listsAndAlerts } from './migrations/0012-lists-and-alerts';
import { help } from './migrations/0011-help';
import { promotionPages } from './migrations/0013-promotion-pages';
import { orderAdjustments } from './migrations/0014-order-adjustments';
import { searchWords } from './migrations/0015-search-words';
import { saleInvariants } from './migrations/0016-sale-invariants';
import { mailOutboxAndKeyLeases } from './migrations/0017-mail-outbox-and-key-leases';
import { paymentRetry } from './migrations/0018-payment-retry';
import { invoices } from './migrations/0019-invoices';
import { pickupPerson } from './migrations/0021-pickup-person';
import { uploadStorageKeys } from './migrations/0022-upload-storage-keys';
import { supportMode } from './migrations/0023-support-mode';
import { jobRuns } from './migrations/0024-job-runs';
import { rebates } from './migrations/0026-rebates';
import { sellerChat } from './migrations/0030-seller-chat';
import { splashAndNudges } from './migrations/0029-splash-and-nudges';
import { engagement } from './migrations/0028-engagement';
import { reviewsAndWishlist } from './migrations/0027-reviews-and-wishlist';
import { operatorConsole } from './migrations/0032-operator-console';
import { jobs } from './migrations/0031-jobs';
import { opsCare } from './migrations/0035-ops-care';
import { specialDiscount } from './migrations/0036-special-discount';
import { pickingSubstitutions } from './migrations/0037-picking-substitutions';
import { sellerStatus } from './migrations/0033-seller-status';
import { orderEdits } from './migrations/0038-order-edits';
import { goodsSoldByWeight } from './migrations/0041-goods-sold-by-weight';

/** The one ordered migration set. Append new entries; never edit a merged one. */
function migrationsFor(database: Database): Record<string, Migration> {
  return {
    '0001-initial': initial(database.engine),
    '0002-catalog-search': catalogSearch(database.engine),
    '0003-content': content(database.engine),
    '0004-customers': customers(database.engine),
    '0005-carts': carts(database.engine),
    '0007-checkout': checkout(database.engine),
    '0008-payments': payments(database.engine),
    '0006-hardening': hardening(database.engine),
    '0009-membership': membership(database.engine),
    '0010-orders': orders(database.engine),
    '0012-lists-and-alerts': listsAndAlerts(database.engine),
    '0011-help': help(database.engine),
    '0013-promotion-pages': promotionPages(),
    '0014-order-adjustments': orderAdjustments(database.engine),
    '0015-search-words': searchWords(database.engine),
    '0016-sale-invariants': saleInvariants(database.engine),
    '0017-mail-outbox-and-key-leases': mailOutboxAndKeyLeases(),
    '0018-payment-retry': paymentRetry(),
    '0019-invoices': invoices(),
    '0021-pickup-person': pickupPerson(),
    '0022-upload-storage-keys': uploadStorageKeys(),
    '0023-support-mode': supportMode(database.engine),
    '0024-job-runs': jobRuns(),
    '0026-rebates': rebates(database.engine),
    '0030-seller-chat': sellerChat(database.engine),
    '0029-splash-and-nudges': splashAndNudges(database.engine),
    '0028-engagement': engagement(database.engine),
    '0027-reviews-and-wishlist': reviewsAndWishlist(database.engine),
    '0032-operator-console': operatorConsole(database.engine),
    '0031-jobs': jobs(database.engine),
    '0035-ops-care': opsCare(database.engine),
    '0036-special-discount': specialDiscount(database.engine),
    '0037-picking-substitutions': pickingSubstitutions(),
    '0033-seller-status': sellerStatus(),
    '0038-order-edits': orderEdits(database.engine),
    '0041-goods-sold-by-weight': goodsSoldByWeight(),
  };
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
