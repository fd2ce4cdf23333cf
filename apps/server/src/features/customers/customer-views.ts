import type { Address, Customer as CustomerAnswer, MembershipInfo } from '@sulit/contracts/customers';
import { type CustomerAddressView, savedLocationOf } from '@sulit/db';
import { type Customer, DEFAULT_STORE_ID, deliverySourceFor } from '@sulit/domain';

/** Addresses and customers → spec §3 shapes. */
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

/** What the membership feature says about a customer; is_membership is true only while active and unexpired. */
export interface CustomerMembershipView {
  is_membership: boolean;
  membership_info?: MembershipInfo;
}

export function toCustomer(
  customer: Customer,
  addresses: Address[],
  tokenExpiresAt: Date,
  membership: CustomerMembershipView,
): CustomerAnswer {
  const defaultShipping = addresses.find((a) => a.default_shipping && !a.extension_attributes.store_pickup);
  return {
    id: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    dob: customer.dob,
    created_at: customer.created_at,
    group_id: customer.group_id,
    store_id: DEFAULT_STORE_ID,
    website_id: 1,
    is_subscribed: customer.is_subscribed,
    addresses,
    extension_attributes: {
      phone: customer.phone,
      birthday: customer.dob,
      auto_created: customer.auto_created,
      township_id: defaultShipping?.township_id ?? null,
      store_pickup: customer.location_is_pickup,
      is_customer_support: customer.is_customer_support,
      has_temp_pass: customer.has_temp_pass,
      is_membership: membership.is_membership,
      ...(membership.membership_info ? { membership_info: membership.membership_info } : {}),
      location: savedLocationOf(customer),
      token_expires_at: tokenExpiresAt.toISOString(),
    },
  };
}
