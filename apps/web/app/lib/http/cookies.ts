import {
  SECURE_SESSION_COOKIE,
  SECURE_SUPPORT_COOKIE,
  SESSION_COOKIE,
  SUPPORT_COOKIE,
} from '@sulit/contracts/wire-names';

/**
 * The web's one cookie reader, for a page request's Cookie header (loaders, actions) and for
 * document.cookie (the browser). Values are URI-decoded; surrounding double quotes are dropped.
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(
        part
          .slice(eq + 1)
          .trim()
          .replace(/^"|"$/g, ''),
      );
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of a page request: `__Host-sulit_session` over https, `sulit_session` over http. */
export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  return readCookie(cookieHeader, SECURE_SESSION_COOKIE) ?? readCookie(cookieHeader, SESSION_COOKIE);
}

/** Whether staff act for a customer in this request (issue 32): the support session's cookie is there. */
export function hasSupportCookie(cookieHeader: string | null | undefined): boolean {
  return (readCookie(cookieHeader, SECURE_SUPPORT_COOKIE) ?? readCookie(cookieHeader, SUPPORT_COOKIE)) !== null;
}

/** A cookie the browser can read (not httpOnly); null on the server. */
export function readBrowserCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, name);
}

/** Response headers carrying the API's Set-Cookie lines on to the browser. */
export function cookieHeaders(...lists: string[][]): Headers {
  const headers = new Headers();
  for (const list of lists) for (const line of list) headers.append('set-cookie', line);
  return headers;
}
