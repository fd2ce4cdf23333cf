/**
 * Freezes plain objects and arrays all the way down; other values (Maps, Dates, class instances) are left as
 * they are. A value shared by every request (a cached catalogue answer) cannot then be changed by one of them:
 * a stray write throws where it would have changed every later answer.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
