import type { Address, Customer } from '@sulit/contracts/customers';
import { type CustomerAddressView, type CustomerRow, savedLocationOf } from '@sulit/db';
import { DEFAULT_STORE_ID, deliverySourceFor } from '@sulit/domain';

/** Rows → spec §3 shapes. */
export function toAddress(row: CustomerAddressView): Address {
  const township = row.barangay_name ?? '';
  const pickup = row.is_store_pickup === 1;
  const sourceCode = deliverySourceFor({
    provinceAllowsShipping: row.province_allow_shipping === 1,
    provinceIsPickup: row.province_is_pickup === 1,
    provinceSource: row.province_source,
    citySource: row.city_source,
  });
  return {
    id: row.id,
    customer_id: row.customer_id,
    default_billing: row.is_default_billing === 1,
    default_shipping: row.is_default_shipping === 1,
    country_id: 'PH',
    postcode: row.postcode,
    region: { region_id: row.province_id, region_code: row.province_code, region: row.province_name },
    region_id: row.province_id,
    city: row.city_name,
    city_id: row.city_id,
    street: [row.street],
    telephone: row.telephone,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    building_name: row.building_name,
    landmark: row.landmark,
    location_label: row.location_label,
    township,
    township_id: row.barangay_id,
    save_in_address_book: true,
    allow_go_green: row.allow_go_green === 1,
    extension_attributes: {
      city_id: row.city_id,
      township,
      township_id: row.barangay_id,
      store_pickup: pickup,
      mirakl_shipping_code: null,
      address_validation_data: {
        source_code: pickup ? row.store_source_code : sourceCode,
        valid_to_ship: pickup || sourceCode !== null,
      },
    },
  };
}

export function toCustomer(row: CustomerRow, addresses: Address[], tokenExpiresAt: Date): Customer {
  const defaultShipping = addresses.find((a) => a.default_shipping && !a.extension_attributes.store_pickup);
  const member = row.membership_code !== null;
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    dob: row.dob,
    created_at: row.created_at,
    group_id: row.group_id,
    store_id: DEFAULT_STORE_ID,
    website_id: 1,
    is_subscribed: row.is_subscribed === 1,
    addresses,
    extension_attributes: {
      phone: row.phone,
      birthday: row.dob,
      auto_created: row.auto_created === 1,
      township_id: defaultShipping?.township_id ?? null,
      store_pickup: row.location_is_pickup === 1,
      is_customer_support: row.is_customer_support === 1,
      has_temp_pass: row.has_temp_pass === 1,
      is_membership: member,
      ...(member
        ? {
            membership_info: {
              type: row.membership_type ?? '',
              code: row.membership_code ?? '',
              package: row.membership_package ?? '',
              name: row.membership_name ?? `${row.firstname} ${row.lastname}`,
              expired_date: row.membership_expires_on,
              renew_price: row.membership_renew_price,
            },
          }
        : {}),
      location: savedLocationOf(row),
      token_expires_at: tokenExpiresAt.toISOString(),
    },
  };
}
