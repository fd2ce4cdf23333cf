/** The directory's A–Z groups: names by their first letter (digits and symbols under '#'), letters in order. */
export function byFirstLetter<T>(items: readonly T[], nameOf: (item: T) => string): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const first = nameOf(item).trim().charAt(0).toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, items: list.sort((x, y) => nameOf(x).localeCompare(nameOf(y))) }));
}
