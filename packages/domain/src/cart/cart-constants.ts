/**
 * Numbers of the cart (spec §4, §8, §9 and the rules issue 5 asked us to decide). Money is integer
 * centavos. Every figure the cart, its API and its pages use lives here, named, so there is one copy.
 */

/** Spec §9: "Free-delivery threshold percent 100": the progress percent at which delivery is free. */
export const FREE_DELIVERY_THRESHOLD_PERCENT = 100;

/** Spec §9 debounces, milliseconds. */
export const CART_SYNC_DEBOUNCE_MS = 100;
export const CART_REFRESH_AFTER_ADD_MS = 1200;
export const CART_REFRESH_AFTER_CHANGE_MS = 300;

/**
 * Decided: the most units of one line. A warehouse club sells by the case, but no household needs more
 * than 999 of one SKU; above that a request is a typo or an attack. Membership lines have unlimited stock
 * (99999, spec §9) and are bound by this same maximum.
 */
export const CART_MAX_LINE_QTY = 999;
/** Decided: the most lines one cart holds (sync payloads larger than this are rejected). */
export const CART_MAX_LINES = 200;
/**
 * Decided (issue 31, spec §2 "guest limit" modal): a guest cart holds at most 30 different items; more is a
 * household's shop, which needs an account to check out anyway (spec §6), and an anonymous cart that large is
 * more often a script than a shopper. At log-in the guest cart merges into the customer's, bound by
 * CART_MAX_LINES as before.
 */
export const GUEST_CART_MAX_LINES = 30;
/** What the guest-limit modal says (decided wording). */
export const GUEST_LIMIT_MESSAGE = `Log in or create an account to add more than ${GUEST_CART_MAX_LINES} different items to your cart.`;
/** Decided: the longest special instruction kept for a line, in characters. */
export const SPECIAL_INSTRUCTION_MAX_LENGTH = 255;

/** Spec §3: product_type of membership cards sold as cart items. */
export const MEMBERSHIP_PRODUCT_TYPE = 'customer_membership';

/**
 * Decided delivery fees (VAT inclusive, centavos), per seller store row of cartTotals:
 * - the own store (sulit) delivers for ₱99.00, free when its goods come to ₱1,500.00 or more;
 * - each third-party seller delivers for ₱79.00, free when its goods come to ₱999.00 or more;
 * - every bulky unit adds ₱150.00 (other_delivery_fee), also when standard delivery is free.
 * The threshold is measured on the seller's goods after promotions and before the voucher, so applying a
 * voucher never takes free delivery away. Membership cards are not delivered: they count for nothing here.
 */
export const OWN_STORE_DELIVERY_FEE = 9_900;
export const OWN_STORE_FREE_DELIVERY_THRESHOLD = 150_000;
export const SELLER_DELIVERY_FEE = 7_900;
export const SELLER_FREE_DELIVERY_THRESHOLD = 99_900;
export const BULKY_SURCHARGE_PER_UNIT = 15_000;

/**
 * Decided delivery lead times in days after the order day (Asia/Manila calendar):
 * the own store delivers the next day; third-party sellers in 2 to 5 days.
 */
export const OWN_STORE_LEAD_DAYS = { earliest: 1, latest: 1 } as const;
export const SELLER_LEAD_DAYS = { earliest: 2, latest: 5 } as const;

/** "2 to 5 days": the one way help articles, shop pages and checkout state how long a seller takes (issue 29). */
export const SELLER_DELIVERY_RANGE = `${SELLER_LEAD_DAYS.earliest} to ${SELLER_LEAD_DAYS.latest} days`;

/** Spec §8 (Products): the message when the selected store has none of a product. */
export const OUT_OF_STOCK_MESSAGE = 'Sorry, the product is no longer available in your selected store.';
