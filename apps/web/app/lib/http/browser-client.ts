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
    if (typeof window === 'undefined') return;
    // The readable CSRF cookie is how the page knows it is signed in; with the session dead it must go too, or
    // every signed-in part of the next page (the hearts, the survey, push) would meet a 401 and send it home again.
    document.cookie = `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    window.location.assign(EXPIRED_PATH);
  },
});
