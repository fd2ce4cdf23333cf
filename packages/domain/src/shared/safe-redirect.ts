/** Longest redirect target we follow; anything longer is not a path a shopper came from. */
const MAX_REDIRECT_LENGTH = 2048;

// C0 controls, DEL and C1 controls: browsers strip tabs and newlines from URLs (so `/\t/evil.example`
// becomes `//evil.example`), and a newline in a Location header is a header injection.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The one check behind every redirect the store answers with a target it did not choose itself (the stored
 * "redirect after login", canonical-path redirects): only a path on this very origin comes back, as
 * `/path?query#hash`; anything else is null and the caller falls back to its default.
 * Rejected: non-strings, control characters, backslashes (browsers read `\` as `/`), protocol-relative
 * (`//host`) and absolute URLs, and paths that normalise into `//host` (e.g. `/..//evil.example`).
 * `origin` is the store's own (PUBLIC_URL's); the value is parsed as a URL against it and must stay on it.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (CONTROL_CHARACTERS.test(value) || value.includes('\\')) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}
