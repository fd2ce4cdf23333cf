/**
 * Integer-centavo arithmetic for discounts (DESIGN §3.2: never floats for money).
 *
 * Rounding rule (decided): a discount is computed per line as an exact fraction of centavos and rounded
 * half away from zero to whole centavos. When one discount must be spread over several lines (a voucher),
 * it is allocated by the largest-remainder method so that the line shares add up to the total exactly.
 */

/** `numerator / denominator` rounded half away from zero; both must be safe integers, denominator > 0. */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRoundHalfAwayFromZero needs safe integers and a positive denominator`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const quotient = Math.floor(n / denominator);
  const remainder = n - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return sign * rounded === 0 ? 0 : sign * rounded; // never -0
}

/** `percent`% of `centavos`, rounded half away from zero (percent may be fractional to 2 decimals). */
export function percentOf(centavos: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return divideRoundHalfAwayFromZero(centavos * basisPoints, 10_000);
}

export interface AllocationShare {
  /** a stable key (the line id): ties are broken by it, so the input order never changes the answer */
  key: string;
  /** non-negative integer weight, e.g. the line's amount in centavos */
  weight: number;
}

/**
 * Spreads `total` centavos over the shares in proportion to their weights (largest remainder): every
 * share gets floor(total × weight / Σweight), and the centavos left go one each to the largest
 * remainders, ties to the smaller key. The result always sums to `total`; zero weights get 0.
 */
export function allocateByWeight(total: number, shares: readonly AllocationShare[]): Map<string, number> {
  const result = new Map<string, number>();
  const weightSum = shares.reduce((sum, s) => sum + s.weight, 0);
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('allocateByWeight needs a non-negative total');
  for (const share of shares) result.set(share.key, 0);
  if (total === 0 || weightSum === 0) {
    if (total > 0) throw new RangeError('allocateByWeight cannot spread a positive total over zero weight');
    return result;
  }
  const parts = shares.map((share) => {
    // BigInt keeps total × weight exact even for large carts.
    const exact = BigInt(total) * BigInt(share.weight);
    const floor = exact / BigInt(weightSum);
    return { key: share.key, floor: Number(floor), remainder: exact - floor * BigInt(weightSum) };
  });
  let left = total - parts.reduce((sum, p) => sum + p.floor, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    const extra = left > 0 && part.remainder > 0n ? 1 : 0;
    left -= extra;
    result.set(part.key, (result.get(part.key) ?? 0) + part.floor + extra);
  }
  return result;
}
