/**
 * Errors in which the database refused a value a client sent (rather than failing): PostgreSQL's class 22
 * "data exception" (a NUL byte in text, a number out of range, text too long, a malformed value) and
 * SQLite's too-big and type-mismatch errors. The server maps them to 400, never 500: the request was bad,
 * nothing broke. Validation at the edge should stop such values first; this is the net behind it.
 */
export function isDatabaseInputError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  // pg's DatabaseError carries `severity` and a five-character SQLSTATE `code`.
  if ('severity' in error && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH' || code === 'SQLITE_RANGE';
}

/**
 * A unique index refused a row: PostgreSQL's 23505 (unique_violation) or SQLite's SQLITE_CONSTRAINT_UNIQUE /
 * _PRIMARYKEY. The one place that recognises it on both engines (issue 27): a request that lost a race on a
 * unique key is a conflict (409) with the feature's own message, never a 500. `index` narrows it to one index
 * (PostgreSQL names it in `constraint`; SQLite names the columns in the message, so there it is not checked).
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return 'severity' in error && code === '23505' && (index === undefined || constraint === index);
}
