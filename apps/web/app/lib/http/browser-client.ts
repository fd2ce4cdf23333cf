/**
 * The client for the browser: the one HTTP client (client.ts) over fetch, same-origin cookies, the CSRF
 * cookie repeated in its header for writes, and a 401 sending the shopper home with the expired flag and
 * the login modal (spec §8), as the account pages' loaders do.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@sulit/contracts/wire-names';
import { createApiClient } from './client';
import { readBrowserCookie } from './cookies';
import { EXPIRED_PATH } from './paths';

export const browserApi = createApiClient({
  transport: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
  csrf: () => {
    const value = readBrowserCookie(CSRF_COOKIE);
    return value ? { header: CSRF_HEADER, value } : null;
  },
  onUnauthorized: () => {
    if (typeof window !== 'undefined') window.location.assign(EXPIRED_PATH);
  },
});
