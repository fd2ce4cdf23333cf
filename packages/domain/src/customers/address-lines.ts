/**
 * An address's landmark as a shopper reads it: "Near the chapel". A shopper who already wrote "Near the chapel"
 * (or "near", "NEAR:") is not shown "Near Near the chapel", and "Nearby …" / "Across …" already say where, so
 * they are shown as typed; an empty landmark is no line at all.
 */
const SAYS_WHERE = /^(near|nearby|nearest|beside|behind|across|in front of|opposite|next to|along|inside|at)\b/i;

export function landmarkLine(landmark: string | null | undefined): string | null {
  const text = (landmark ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const bareNear = /^near\b[\s:,-]*/i;
  if (bareNear.test(text)) {
    const rest = text.replace(bareNear, '');
    return rest ? `Near ${rest}` : null;
  }
  if (SAYS_WHERE.test(text)) return text.charAt(0).toUpperCase() + text.slice(1);
  return `Near ${text}`;
}
