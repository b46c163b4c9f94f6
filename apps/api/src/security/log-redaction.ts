// Keeps secrets out of the logs: passwords in bodies, bearer headers, and tokens or keys inside URL paths.
import type { FastifyRequest } from 'fastify';
import { sqlState } from '../db/sql-state';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  'body.password',
];

/** Paths whose segments after the prefix are secrets (session tokens, e-mailed keys). */
const SECRET_PATH =
  /^(\/api\/(?:logout|authenticateAs|authenticateemail|validatepasswordchange|PortalInviteAccept|WaitlistApplicationConfirm|WaitlistApplicationStatus|WaitlistApplicationWithdraw|WaitlistOfferAnswer)\/)[^/?]+/i;
const EMAIL_PATH = /^(\/api\/sendforgottenpasswordemail\/)[^/?]+/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(EMAIL_PATH, '$1[redacted]');
}

/** Secret path segments anywhere in a text (a page's full address, a stack): the API's and the site's key pages. */
const SECRET_SEGMENT =
  /(\/(?:api\/(?:logout|authenticateAs|authenticateemail|validatepasswordchange|PortalInviteAccept|WaitlistApplicationConfirm|WaitlistApplicationStatus|WaitlistApplicationWithdraw|WaitlistOfferAnswer|sendforgottenpasswordemail)|resetpassword|confirmemail|portal\/accept|waitlist\/confirm|waitlist\/application)\/)[^/?#\s"'<>]+/gi;
/** Query and fragment parameters that carry secrets (`?token=`, `&key=`, `#code=`; `returnUrl` is kept). */
const SECRET_QUERY = /([?&#](?:token|key|code|password|secret|auth)[\w-]*=)[^&#\s"'<>]*/gi;

/** What the site reports (its page's address, a message, a stack) without the keys and tokens it may hold. */
export function redactReported(text: string): string {
  return text.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * A page's address as the site reports it (the error log's and the activity log's `url`), stored without its
 * keys: the API's own secret paths, the site's key pages and secret query parameters.
 */
export function redactReportedUrl(url: string): string {
  return redactReported(redactUrl(url));
}

/** pino serializer for requests: method, redacted URL, host and remote address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The app's pino options: level, redaction and the request serializer (tests add a `stream`). */
export function loggerOptions(level: string) {
  return { level, redact: REDACT_PATHS, serializers: { req: serializeRequest } };
}

/**
 * An error as it may be logged or stored: a failed query keeps its SQL (placeholders only) and SQLSTATE but
 * never its parameters or the database's message, which quote the values (personal data, password hashes).
 */
export function safeError(err: unknown): {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack?: string;
} {
  const e = err as { name?: string; message?: string; stack?: string; query?: unknown; params?: unknown };
  const type = e?.name ?? 'Error';
  const message = String(e?.message ?? err);
  if (e && typeof e.query === 'string' && 'params' in e) {
    const code = sqlState(err);
    const safe = `Database query failed${code ? ` (SQLSTATE ${code})` : ''}`;
    return { type, message: safe, code, query: e.query, stack: e.stack?.split(message).join(safe) };
  }
  return { type, message, stack: e?.stack };
}
