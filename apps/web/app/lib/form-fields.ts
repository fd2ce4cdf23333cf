/** The named text fields of a posted form, trimmed ('' for a missing one): what an action hands to its API call. */
export function trimmedFields<N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()])) as Record<N, string>;
}
