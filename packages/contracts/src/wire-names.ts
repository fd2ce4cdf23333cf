/**
 * The names on the wire that are not in a body: cookies and headers shared by the API and the pages.
 * Kept free of zod so the browser bundle can import them without loading a schema library.
 */

/** The httpOnly session cookie (hashed server-side, see decision 006). */
export const SESSION_COOKIE = 'sulit_session';
/** The session cookie's name when the store is served over https (PUBLIC_URL https://…): host-only, Secure. */
export const SECURE_SESSION_COOKIE = '__Host-sulit_session';
/**
 * The httpOnly support-session cookie (issue 32): set while staff act for a customer, beside the staff's own
 * session cookie, with no expiry (gone with the browser session, spec §4 "token kept in session storage").
 */
export const SUPPORT_COOKIE = 'sulit_support';
export const SECURE_SUPPORT_COOKIE = '__Host-sulit_support';
/** The readable CSRF cookie; cookie-authenticated writes repeat it in CSRF_HEADER (double submit). */
export const CSRF_COOKIE = 'sulit_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The httpOnly cookie holding a guest's cart mask (decision 007). */
export const GUEST_CART_COOKIE = 'sulit_cart';
/** The guest cart's mask as a header, for API clients without the cookie; at log-in it names the cart to merge. */
export const CART_MASK_HEADER = 'x-cart-mask';
/** The signed location cookie that PUT /api/location sets: `<json>.<signature>`. */
export const LOCATION_COOKIE = 'sulit_location';
/** The shopper's store as a header (spec §7: sourceCode), beside the `sourceCode` query parameter. */
export const SOURCE_CODE_HEADER = 'sourcecode';
/**
 * The httpOnly operator-console cookie (issue 35): the console session a second factor opened on top of the
 * staff member's sign-in, with no expiry (gone with the browser session). API clients send OPS_TOKEN_HEADER.
 */
export const OPS_COOKIE = 'sulit_ops';
export const SECURE_OPS_COOKIE = '__Host-sulit_ops';
export const OPS_TOKEN_HEADER = 'x-ops-token';
