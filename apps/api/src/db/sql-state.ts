// The SQLSTATE of a failed query, whichever driver (PGlite, node-postgres) and wrapper threw it.
/** A database error's SQLSTATE, looked for along its `cause` chain. */
export function sqlState(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
