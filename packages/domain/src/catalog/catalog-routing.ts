/**
 * Spec §2 path rules:
 * "A two-segment path whose last dash-separated piece is numeric is read as a product id. Paths starting with
 * promotion are not products. Any path starting with /checkout, except the cart and /checkout/onepage, counts as
 * a checkout step."
 */

export interface ProductPathParts {
  /** first segment, the root category slug as written in the path */
  rootSlug: string;
  /** second segment without the trailing -{id} */
  slug: string;
  id: number;
}

/** Splits a path into its non-empty segments; query and hash are ignored. */
function segments(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.split('/').filter((s) => s.length > 0);
}

/** Reads a product id from /{root-category}/{name-slug}-{sku}-{id}; null when the path is not a product path. */
export function parseProductPath(path: string): ProductPathParts | null {
  const parts = segments(path);
  if (parts.length !== 2) return null;
  const [rootSlug, last] = parts as [string, string];
  if (rootSlug.startsWith('promotion')) return null;
  const dash = last.lastIndexOf('-');
  const idText = dash === -1 ? last : last.slice(dash + 1);
  if (!/^\d{1,10}$/.test(idText)) return null;
  const id = Number(idText);
  if (id <= 0 || id > 2_147_483_647) return null;
  return { rootSlug, slug: dash === -1 ? '' : last.slice(0, dash), id };
}

/** True for /checkout… paths except the cart (/checkout/cart) and /checkout/onepage (success/failure pages). */
export function isCheckoutStep(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (!bare.startsWith('/checkout')) return false;
  const isUnder = (prefix: string) => bare === prefix || bare.startsWith(`${prefix}/`);
  return !isUnder('/checkout/cart') && !isUnder('/checkout/onepage');
}

/**
 * A slug path as category url_paths are stored (`pantry/canned-goods`): lowercase, no leading or trailing slash.
 * Null when a segment holds anything but lowercase letters, digits and dashes, or the path is deeper than 4.
 */
export function normalizeSlugPath(path: string): string | null {
  const parts = segments(path.toLowerCase());
  if (parts.length === 0 || parts.length > 4) return null;
  if (!parts.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p) && p.length <= 150)) return null;
  return parts.join('/');
}

/** Spec §8 "Other", word for word: what the category menu says when it cannot be read. */
export const CATEGORY_MENU_FAILED = 'Failed to get category menu!';
