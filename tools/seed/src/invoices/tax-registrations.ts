import type { BuyerTaxRegistration, SellerTaxRegistration } from '@sulit/domain';
import { MARKETPLACE_SELLERS, OWN_STORE } from '../catalog/seller-data';

/**
 * The demo sellers' BIR registrations (issue 29): the name, address and TIN each seller's invoices print.
 * Made-up registrations in the BIR's shapes; a real shop enters its own when it joins the marketplace.
 */
const ADDRESSES: Readonly<Record<string, string>> = {
  [OWN_STORE.id]: '1020 EDSA, Barangay Balingasa, Balintawak, Quezon City, Metro Manila 1106',
  'manila-home-depot-direct': '88 Ortigas Avenue Extension, Barangay Rosario, Pasig City, Metro Manila 1609',
  'bukid-fresh-farms': 'Km. 5 Halsema Highway, Barangay Wangal, La Trinidad, Benguet 2601',
  'kape-tayo-roasters': '12 Kapitolyo Street, Barangay Kapitolyo, Pasig City, Metro Manila 1603',
  'pawsome-ph': '45 Scout Rallos Street, Barangay Laging Handa, Quezon City, Metro Manila 1103',
  'techhub-manila': '3F Gilmore IT Center, Barangay Valencia, Quezon City, Metro Manila 1112',
  'lola-nenas-kakanin': '27 M.H. del Pilar Street, Barangay Poblacion, Malolos, Bulacan 3000',
  'dagat-bounty-seafoods': 'Navotas Fish Port Complex, Barangay North Bay Boulevard North, Navotas City 1485',
  'likas-naturals': '9 Mabini Street, Barangay 1, Lipa City, Batangas 4217',
};

export function sellerTaxRegistrations(): SellerTaxRegistration[] {
  return [OWN_STORE, ...MARKETPLACE_SELLERS].map((seller, i) => ({
    seller_id: seller.id,
    registered_name: seller.id === OWN_STORE.id ? 'Sulit Club Warehouse Corporation' : `${seller.shopName} Inc.`,
    business_address: ADDRESSES[seller.id] ?? 'Metro Manila',
    tin: `${String(201 + i * 37).padStart(3, '0')}-${String(418 + i * 53).slice(-3)}-${String(630 + i * 71).slice(-3)}-00000`,
  }));
}

/** The demo Business member (business@example.com, customer 3) buys for a registered sari-sari store. */
export function buyerTaxRegistrations(now: Date): BuyerTaxRegistration[] {
  return [
    {
      customer_id: 3,
      registered_name: 'Reyes Sari-Sari Store',
      tin: '452-118-907-00000',
      updated_at: now.toISOString(),
    },
  ];
}
