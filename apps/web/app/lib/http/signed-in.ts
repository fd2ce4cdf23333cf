import { CSRF_COOKIE } from '@sulit/contracts/wire-names';
import { readBrowserCookie } from './cookies';

/** In the browser: a session exists (its CSRF cookie rides with it). Guests are asked to log in first. */
export function signedInBrowser(): boolean {
  return readBrowserCookie(CSRF_COOKIE) !== null;
}

/** Spec §4: a guest is asked to log in and the path is remembered. */
export function loginFirst(path = window.location.pathname + window.location.search): void {
  window.location.assign(`${window.location.pathname}?login=1&redirect=${encodeURIComponent(path)}`);
}
