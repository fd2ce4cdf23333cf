/** One policy a seller shows on its shop's info page. */
export interface SellerPolicy {
  title: string;
  text: string;
}

/** What a seller's info page adds to the listing's seller summary: since when, policies and contact. */
export interface SellerProfile {
  id: string;
  created_at: string;
  policies: SellerPolicy[];
  contact_email: string;
  contact_phone: string;
}

/** A brand on sale and how many products carry it (the directory's ?brands view). */
export interface BrandCount {
  brand: string;
  product_count: number;
}
