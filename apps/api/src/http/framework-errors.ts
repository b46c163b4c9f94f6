// Answers the framework and Node's HTTP server would write themselves, in the API's `{ success: false, error }`
// shape with the security headers and never echoing the URL: URI too long, malformed URL, unparsable requests,
// no Host, an unmet Expect, a request arriving while the app closes.
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config';
import { baselineHeaders } from '../security/headers';

/** Longest request target (path and query) served; Node refuses a request line and headers over 16 KB. */
export const MAX_URL_LENGTH = 8192;
export const URI_TOO_LONG = 'URI too long';
export const NO_SUCH_ENDPOINT = 'No such endpoint';

type Hosts = Pick<Config, 'CSP_IMG_HOSTS' | 'CSP_FRAME_HOSTS'>;

/**
 * The onRequest hook (register it first) answering what Node would otherwise answer itself without a body or the
 * security headers: a target over MAX_URL_LENGTH (414), an HTTP/1.1 request without Host (400; Node's own check is
 * off, see `nodeServerOptions`), an Expect other than 100-continue (417; `routeExpectations` lets it reach here).
 */
export async function refuseMalformedRequest(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.length > MAX_URL_LENGTH)
    return reply.code(414).send({ success: false, error: URI_TOO_LONG });
  const raw = request.raw;
  if (raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1 && raw.headers.host === undefined)
    return reply.code(400).send({ success: false, error: 'A Host header is required' });
  const expect = raw.headers.expect;
  if (expect !== undefined && !/^\s*100-continue\s*$/i.test(expect))
    return reply.code(417).send({ success: false, error: 'Only "Expect: 100-continue" is supported' });
}

/** Node's server options: its Host check answers with an empty body, so the app checks instead. */
export const nodeServerOptions = { requireHostHeader: false };

/**
 * Node answers an Expect header other than 100-continue with a bare 417 unless someone listens for it: the
 * request is handed to the app as any other, where `refuseMalformedRequest` answers it.
 */
export function routeExpectations(server: Server): void {
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) =>
    server.emit('request', req, res),
  );
}

/**
 * While the app drains on close, Fastify answers new requests on open connections with a 503 of its own shape
 * (`return503OnClosing`, turned off in the app's options): this answers them in the API's.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing)
      return reply
        .code(503)
        .header('Connection', 'close')
        .send({ success: false, error: 'The server is restarting; try again in a moment' });
  });
}

/**
 * Fastify's `frameworkErrors`: a path parameter over `maxParamLength` (Fastify's 414), a malformed
 * percent-encoding, an async constraint failing. No hook has run: the security headers are set here.
 */
export function frameworkErrors(hosts: Hosts) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, message] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, URI_TOO_LONG]
        : error.code === 'FST_ERR_BAD_URL'
          ? [400, 'Malformed URL']
          : [500, 'Server error'];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).headers(baselineHeaders(hosts)).send({ success: false, error: message });
  };
}

type ClientError = Error & { code?: string; rawPacket?: unknown };

/**
 * Node's HTTP parser gives up on some requests before Fastify sees them (Fastify's `clientErrorHandler`).
 * A request line and headers over Node's limit (16 KB) is one overflow: when the packet starts a request
 * line longer than MAX_URL_LENGTH it is the URL (414), otherwise the headers (431).
 */
export function clientErrorHandler(hosts: Hosts) {
  return function (this: { log: FastifyBaseLogger }, err: ClientError, socket: Duplex) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    let message = 'Bad request';
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
      message = 'Request timeout';
    } else if (err.code === 'HPE_HEADER_OVERFLOW') {
      const packet = Buffer.isBuffer(err.rawPacket)
        ? err.rawPacket.subarray(0, MAX_URL_LENGTH + 64).toString('latin1')
        : '';
      const line = packet.split('\n', 1)[0] ?? '';
      const longUrl = /^[A-Z]+ \S/.test(packet) && line.length > MAX_URL_LENGTH;
      status = longUrl ? 414 : 431;
      message = longUrl ? URI_TOO_LONG : 'Request headers too large';
    }
    this.log.debug({ code: err.code, status }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify({ success: false, error: message });
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
        ...baselineHeaders(hosts),
      };
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}\r\n${body}`,
      );
    }
    // As Node and Fastify do: the rest of the request cannot be read.
    socket.destroy(err);
  };
}
