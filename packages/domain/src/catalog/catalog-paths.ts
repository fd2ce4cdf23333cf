/**
 * Spec §5: a slug is lowercase words joined by dashes, no underscore. Accents are folded (Ñ → n, é → e),
 * '&' reads as 'and', and apostrophes vanish so "Lady's Choice" becomes ladys-choice, not lady-s-choice.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Spec §2: product pages live at /{root-category}/{name-slug}-{sku}-{id}. */
export function productPath(rootCategorySlug: string, urlKey: string, sku: string, id: number): string {
  return `/${rootCategorySlug}/${urlKey}-${slugify(sku)}-${id}`;
}

/** A product's generated artwork (decision 004): the one spelling of its URL. */
export function productImageUrl(id: number): string {
  return `/media/product/${id}.svg`;
}

/** A promotion page (special products, truckload): the spec's "paths starting with promotion are not products". */
export function promotionPagePath(slug: string): string {
  return `/promotion/${slug}`;
}

/** A seller's shop (spec §2 /shop/{seller}). */
export function shopPath(sellerId: string): string {
  return `/shop/${sellerId}`;
}
