// Tells a database that cannot be reached (down, restarting, refusing, silent) from a failed query, and answers it.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Node's socket errors of a server that is gone or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), shutting down or starting
 * (57P01–57P03), out of connections (53300), and a statement cancelled by `statement_timeout` (57014).
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);

/** What node-postgres and pg-pool throw, without a code, when a connection is lost or cannot be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  /^timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /connection error and is not queryable/i,
  /^Client was closed and is not queryable/i,
];

/** True when `err` (or an error it wraps: drizzle wraps the driver's) means the database is out of reach now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (
      typeof e.code === 'string' &&
      (NETWORK_CODES.has(e.code) || (/^[0-9A-Z]{5}$/.test(e.code) && unavailableState(e.code)))
    )
      return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e!.message as string)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'The database cannot be reached just now; try again in a moment.';

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;
/** One warning per this many milliseconds while the database is away, not one per request. */
const WARN_EVERY_MS = 10_000;
let lastWarned = 0;

/**
 * Answers a request whose database is out of reach: 503 with `Retry-After` and the failure shape. The error
 * log table is not written (it lives in the same database) and the process log gets one line per ten seconds.
 */
export function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  const now = Date.now();
  if (now - lastWarned >= WARN_EVERY_MS) {
    lastWarned = now;
    // The driver's own error, never drizzle's wrapper: its message holds the query and its parameters.
    let e = err as { code?: unknown; message?: unknown; query?: unknown; cause?: unknown } | undefined;
    while (e && typeof e.query === 'string') e = e.cause as typeof e;
    request.log.warn({ code: e?.code, reason: e?.message }, 'database unavailable: answering 503');
  }
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .send({ success: false, error: DATABASE_UNAVAILABLE });
}
