/**
 * Third-party sellers' standing and their products' visibility (issue 35): the console's transition table. The
 * storefront reads only whether a seller sells (sellers.is_active, as the catalogue, directory and shop pages
 * always have); the status says why not, and the console moves it along this table with a conditional update
 * whose `from` states come from here.
 */

export const SELLER_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const SELLER_STATUS_LABELS: Readonly<Record<SellerStatus, string>> = {
  pending: 'Pending approval',
  approved: 'Approved',
  suspended: 'Suspended',
};

/** A third-party seller as staff see it: its standing and how many of its products are on sale. */
export interface SellerStanding {
  id: string;
  shop_name: string;
  status: SellerStatus;
  /** is_active: what the storefront reads */
  sells: boolean;
  joined_at: string;
  contact_email: string;
  product_count: number;
  hidden_count: number;
}

/** One of a seller's products as staff hide or show it (status: products.status). */
export interface SellerProductEntry {
  id: number;
  sku: string;
  name: string;
  price: number;
  status: number;
}

export const SELLER_ACTIONS = ['approve', 'suspend', 'reinstate'] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

/** Each action: the states it may start from and the state it ends in. */
export const SELLER_STANDING_TRANSITIONS: Readonly<
  Record<SellerAction, { from: readonly SellerStatus[]; to: SellerStatus }>
> = {
  approve: { from: ['pending'], to: 'approved' },
  suspend: { from: ['pending', 'approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

export const SELLER_ACTION_LABELS: Readonly<Record<SellerAction, string>> = {
  approve: 'Approve seller',
  suspend: 'Suspend seller',
  reinstate: 'Reinstate seller',
};

/** Only an approved seller sells: its shop, products and brands are on the storefront. */
export function sellerSells(status: SellerStatus): boolean {
  return status === 'approved';
}

/** The actions the table offers from `status`, in the table's order. */
export function sellerActionsFrom(status: SellerStatus): SellerAction[] {
  return SELLER_ACTIONS.filter((action) => SELLER_STANDING_TRANSITIONS[action].from.includes(status));
}

/** products.status as the catalogue reads it: 1 on sale; 2 hidden by staff (Magento's "disabled"). */
export const PRODUCT_SHOWN = 1;
const PRODUCT_HIDDEN = 2;
export type ProductVisibility = 'shown' | 'hidden';

/** A product hidden or shown goes from the other state only (hiding a hidden product changes nothing). */
export const PRODUCT_VISIBILITY_MOVES: Readonly<Record<ProductVisibility, { from: number; to: number }>> = {
  hidden: { from: PRODUCT_SHOWN, to: PRODUCT_HIDDEN },
  shown: { from: PRODUCT_HIDDEN, to: PRODUCT_SHOWN },
};

export const SELLER_CONSOLE_MESSAGES = {
  sellerNotFound: 'Seller not found',
  productNotFound: 'Product not found',
  sellerRefused: (action: SellerAction, status: SellerStatus) =>
    `This seller is ${SELLER_STATUS_LABELS[status].toLowerCase()}: it cannot be ${
      { approve: 'approved', suspend: 'suspended', reinstate: 'reinstated' }[action]
    } now.`,
  productAlready: (visibility: ProductVisibility) => `This product is already ${visibility}.`,
} as const;
