/** Sessions and password reset links: how long they live and when the web warns (spec §9). */

/** spec §9: token expiring soon under 14 hours; reset link 15 minutes; modal 3 s; redirect 2 s. */
const TOKEN_EXPIRING_SOON_MS = 14 * 60 * 60 * 1000;
export const RESET_LINK_LIFETIME_MS = 15 * 60 * 1000;
export const RESET_REQUEST_MODAL_CLOSE_MS = 3000;
export const RESET_SUCCESS_REDIRECT_MS = 2000;
/** Our session lifetime (not in the spec): 30 days, renewed by POST /api/user/login. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function isTokenExpiringSoon(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < TOKEN_EXPIRING_SOON_MS;
}

export function isResetLinkExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= RESET_LINK_LIFETIME_MS;
}
