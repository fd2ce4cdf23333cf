import { hashPassword } from '@sulit/db/customers/password-hash';
import { newCustomerRow, type SeedWriter } from '@sulit/db';
import type { GeographyRows } from '../geography';

/** The demo accounts listed in the README (issue 4). Passwords are hashed with the server's own function. */
const DEMO_ACCOUNTS = [
  { id: 1, email: 'shopper@example.com', password: 'Shopper123!', firstname: 'Sam', lastname: 'Shopper' },
  { id: 2, email: 'member@example.com', password: 'Member123!', firstname: 'Maria', lastname: 'Santos' },
  { id: 3, email: 'business@example.com', password: 'Business123!', firstname: 'Benjie', lastname: 'Reyes' },
  { id: 4, email: 'support@example.com', password: 'Support123!', firstname: 'Sofia', lastname: 'Cruz' },
] as const;

function barangay(geography: GeographyRows, cityName: string, barangayName: string) {
  const city = geography.cities.find((c) => c.name === cityName);
  const place = city && geography.barangays.find((b) => b.city_id === city.id && b.name === barangayName);
  if (!city || !place) throw new Error(`Demo address: ${barangayName}, ${cityName} is not in the geography data`);
  return {
    province_id: city.province_id,
    city_id: city.id,
    barangay_id: place.id,
    postcode: place.postcode ?? city.postcode ?? '',
  };
}

/** Writes the four demo customers and their addresses (inside the seed's transaction). */
export async function insertDemoCustomers(w: SeedWriter, geography: GeographyRows, now: Date): Promise<void> {
  const at = now.toISOString();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const [shopper, member, business, support] = DEMO_ACCOUNTS.map((a, i) => ({
    ...newCustomerRow({
      email: a.email,
      password_hash: hashes[i]!,
      firstname: a.firstname,
      lastname: a.lastname,
      is_subscribed: false,
      now: at,
    }),
    id: a.id,
  }));
  const quezonCity = barangay(geography, 'Quezon City', 'Kamuning');
  const makati = barangay(geography, 'City of Makati', 'Bel-Air');
  await w.insertMany('customers', [
    shopper!,
    {
      ...member!,
      phone: '+639171234567',
      dob: '1990-05-14',
      location_source_code: 'balintawak',
      location_label: 'Kamuning, Quezon City',
      location_province_id: quezonCity.province_id,
      location_city_id: quezonCity.city_id,
      location_barangay_id: quezonCity.barangay_id,
    },
    {
      ...business!,
      phone: '+639181234567',
      location_source_code: 'arcovia',
      location_label: 'Bel-Air, City of Makati',
      location_province_id: makati.province_id,
      location_city_id: makati.city_id,
      location_barangay_id: makati.barangay_id,
    },
    { ...support!, is_customer_support: 1 },
  ]);
  const address = {
    company: null,
    landmark: null,
    country_id: 'PH',
    is_default_shipping: 1,
    is_default_billing: 1,
    allow_go_green: 0,
    is_store_pickup: 0,
    store_source_code: null,
    created_at: at,
    updated_at: at,
  };
  await w.insertMany('customer_addresses', [
    {
      ...address,
      id: 1,
      customer_id: 2,
      firstname: 'Maria',
      lastname: 'Santos',
      street: '24 Kamuning Road',
      building_name: 'Unit 3B, Kamuning Residences',
      location_label: 'Home',
      telephone: '+639171234567',
      ...quezonCity,
    },
    {
      ...address,
      id: 2,
      customer_id: 3,
      firstname: 'Benjie',
      lastname: 'Reyes',
      company: 'Reyes Trading',
      street: '8 Jupiter Street',
      building_name: 'Reyes Trading Office, 2F',
      landmark: 'Near Makati Fire Station',
      location_label: 'Office',
      telephone: '+639181234567',
      ...makati,
    },
  ]);
}
