/** The URL segment of a shop's category (/shop/{seller}/{category}): the category's own slug. */
export function categorySegment(urlPath: string): string {
  return urlPath.split('/').pop() ?? urlPath;
}

/** The category a segment names among the shop's categories, or undefined. */
export function categoryBySegment<T extends { url_path: string }>(
  categories: readonly T[],
  segment: string,
): T | undefined {
  return categories.find((c) => categorySegment(c.url_path) === segment);
}
