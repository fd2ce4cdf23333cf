import type { Address, AddressInput } from '@sulit/contracts/customers';
import type { AddressRepository } from '@sulit/db';
import {
  ACCOUNT_MESSAGES,
  DomainError,
  FIELD_LIMITS,
  locationLabelRule,
  maxLengthRule,
  nameRule,
  normalisePhone,
  phoneRule,
  requiredRule,
} from '@sulit/domain';
import { type CustomerContext, fieldErrors } from './customer-context';
import { toAddress } from './customer-views';

/** Placeholders for store-pickup addresses (spec §3: a placeholder telephone, names when missing). */
const PICKUP_TELEPHONE = '+639000000000';
const PICKUP_FIRSTNAME = 'Store';
const PICKUP_LASTNAME = 'Pickup';

function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Loads a saved address as spec §3 shows it (another customer's is not found). */
async function load(addresses: AddressRepository, customerId: number, id: number): Promise<Address> {
  const row = await addresses.addressOf(customerId, id);
  if (!row) throw new DomainError('not_found', 'Address not found');
  return toAddress(row);
}

/** A store-pickup address, filled from the store's own address: one per store. */
async function savePickup(
  { repos: { addresses }, locations, clock }: CustomerContext,
  customerId: number,
  input: AddressInput,
  existingId: number | undefined,
) {
  const store = await locations.store(input.store_pickup_source ?? '');
  if (!store || store.province_id === null || store.city_id === null) {
    throw new DomainError(
      'validation_failed',
      existingId ? ACCOUNT_MESSAGES.addressUpdateFailed : ACCOUNT_MESSAGES.addressCreateFailed,
      {
        fields: { store_pickup_source: 'This is a required field.' },
      },
    );
  }
  const firstname = optionalText(input.firstname) ?? PICKUP_FIRSTNAME;
  const lastname = optionalText(input.lastname) ?? PICKUP_LASTNAME;
  const phone = optionalText(input.telephone);
  const now = clock().toISOString();
  const row = {
    firstname: nameRule(firstname) === null ? firstname : PICKUP_FIRSTNAME,
    lastname: nameRule(lastname) === null ? lastname : PICKUP_LASTNAME,
    company: null,
    street: store.street,
    building_name: store.name,
    landmark: null,
    location_label: `${store.name} store`,
    telephone: (phone && normalisePhone(phone)) || PICKUP_TELEPHONE,
    province_id: store.province_id,
    city_id: store.city_id,
    barangay_id: store.barangay_id,
    postcode: store.postcode,
    country_id: 'PH',
    is_default_shipping: 0,
    is_default_billing: 0,
    allow_go_green: input.allow_go_green ? 1 : 0,
    is_store_pickup: 1,
    store_source_code: store.source_code,
    updated_at: now,
  };
  // One pickup address per store: saving the same store again updates it.
  const existing = (await addresses.addressesOf(customerId)).find(
    (a) => a.is_store_pickup === 1 && (a.id === existingId || a.store_source_code === store.source_code),
  );
  if (existing) {
    await addresses.updateAddress(customerId, existing.id, row);
    return { created: false, address: await load(addresses, customerId, existing.id) };
  }
  const id = await addresses.insertAddress({ ...row, customer_id: customerId, created_at: now });
  return { created: true, address: await load(addresses, customerId, id) };
}

/** Creates (no id) or updates (id) an address; §8 messages on success and failure. */
export async function saveAddress(
  context: CustomerContext,
  customerId: number,
  input: AddressInput,
): Promise<{ created: boolean; address: Address }> {
  const {
    repos: { addresses },
    locations,
    clock,
  } = context;
  const updating = input.id !== undefined;
  const failed = updating ? ACCOUNT_MESSAGES.addressUpdateFailed : ACCOUNT_MESSAGES.addressCreateFailed;
  if (updating) {
    const existing = await addresses.addressOf(customerId, input.id!);
    if (!existing) throw new DomainError('not_found', 'Address not found');
    if (existing.is_store_pickup === 1 && !input.store_pickup_source) {
      throw new DomainError('validation_failed', failed, {
        fields: { store_pickup_source: 'This is a required field.' },
      });
    }
  }
  if (input.store_pickup_source) return savePickup(context, customerId, input, input.id);

  const street = input.street[0] ?? '';
  const area = input.township_id ? await locations.barangayArea(input.township_id) : undefined;
  const problem = fieldErrors(
    {
      firstname: nameRule(input.firstname),
      lastname: nameRule(input.lastname),
      telephone: phoneRule(input.telephone),
      street: requiredRule(street) ?? maxLengthRule(street.trim(), FIELD_LIMITS.street),
      building_name: maxLengthRule(input.building_name?.trim() ?? '', FIELD_LIMITS.building),
      landmark: maxLengthRule(input.landmark?.trim() ?? '', FIELD_LIMITS.landmark),
      company: maxLengthRule(input.company?.trim() ?? '', FIELD_LIMITS.company),
      location_label: locationLabelRule(input.location_label ?? ''),
      township_id: !input.township_id
        ? 'This is a required field.'
        : area
          ? null
          : 'Please select a barangay from the list.',
    },
    failed,
  );
  if (problem || !area) throw problem ?? new DomainError('validation_failed', failed);

  const now = clock().toISOString();
  const row = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: optionalText(input.company),
    street: street.trim(),
    building_name: optionalText(input.building_name),
    landmark: optionalText(input.landmark),
    location_label: optionalText(input.location_label),
    telephone: normalisePhone(input.telephone)!,
    province_id: area.province_id,
    city_id: area.city_id,
    barangay_id: area.barangay_id,
    // spec §3: the postcode comes from the chosen barangay (its city's when the barangay has none)
    postcode: area.barangay_postcode ?? area.city_postcode ?? '',
    country_id: 'PH',
    allow_go_green: input.allow_go_green ? 1 : 0,
    is_store_pickup: 0,
    store_source_code: null,
    updated_at: now,
  };

  let id: number;
  if (updating) {
    id = input.id!;
    await addresses.updateAddress(customerId, id, row);
  } else {
    // spec §3: the customer's first address becomes default shipping and billing (decided under a lock)
    id = await addresses.insertDeliveryAddress({ ...row, customer_id: customerId, created_at: now });
  }
  if (input.default_shipping || input.default_billing) {
    await addresses.setDefaultAddress(customerId, id, {
      shipping: input.default_shipping === true,
      billing: input.default_billing === true,
    });
  }
  return { created: !updating, address: await load(addresses, customerId, id) };
}
