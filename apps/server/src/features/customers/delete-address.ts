import { DomainError } from '@sulit/domain';
import type { CustomerContext } from './customer-context';

/** Deletes one of the customer's addresses; the next delivery address inherits a removed default. */
export async function deleteAddress(
  { repos: { addresses } }: CustomerContext,
  customerId: number,
  id: number,
): Promise<void> {
  const existing = await addresses.addressOf(customerId, id);
  if (!existing || !(await addresses.deleteAddress(customerId, id))) {
    throw new DomainError('not_found', 'Address not found');
  }
  // So checkout always has a default delivery address.
  if (existing.is_store_pickup === 0 && (existing.is_default_shipping === 1 || existing.is_default_billing === 1)) {
    const next = (await addresses.addressesOf(customerId)).find((a) => a.is_store_pickup === 0);
    if (next) {
      await addresses.setDefaultAddress(customerId, next.id, {
        shipping: existing.is_default_shipping === 1,
        billing: existing.is_default_billing === 1,
      });
    }
  }
}
