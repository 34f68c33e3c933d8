/**
 * Whether a database error is a unique violation (SQLSTATE 23505): two writes raced for the same
 * key, and the one that lost is answered as a taken value, not a 500. Drizzle wraps the driver's
 * error in `cause`; PostgreSQL's and PGlite's both carry `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
