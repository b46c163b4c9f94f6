// Keeps secrets out of the logs: passwords in bodies, bearer headers, and tokens or keys inside URL paths.
import type { FastifyRequest } from 'fastify';

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
const SECRET_PATH = /^(\/api\/(?:logout|authenticateAs|authenticateemail|validatepasswordchange)\/)[^/?]+/i;
const EMAIL_PATH = /^(\/api\/sendforgottenpasswordemail\/)[^/?]+/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(EMAIL_PATH, '$1[redacted]');
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
