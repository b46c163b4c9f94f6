// A real HTTP server on 127.0.0.1 answering like aviationweather.gov and api.weather.gov from the fixtures, with faults on demand.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { recordedUpstream } from '../../src/modules/weather/recorded-upstream';

export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/weather', import.meta.url));

export type Fault = '500' | 'timeout' | '204' | 'invalid-json' | 'schema-change' | '404';

export type UpstreamCall = {
  path: string;
  ids: string[];
  /** `hours=` of a METAR history call. */
  hours?: string;
  userAgent: string | undefined;
  /** Length of the request target (path and query), what a URL limit counts. */
  urlLength: number;
  /** The status the fake answered with. */
  status?: number;
};

export type FakeUpstream = {
  url: string;
  /** Every request received, in order. */
  calls: UpstreamCall[];
  /** Answers every request whose path starts with `pathPrefix` with this fault until cleared. */
  fail(fault: Fault, pathPrefix?: string): void;
  clear(): void;
  /** Holds each answer this long, so concurrent clients really overlap one upstream call. */
  delayMs: number;
  /**
   * Longest request target answered; a longer one gets 414, as aviationweather.gov answered a 9 KB list of
   * stations. 8,192 by default (a common front-end limit).
   */
  maxUrlLength: number;
  callsTo(pathPrefix: string): UpstreamCall[];
  close(): Promise<void>;
};

export async function startFakeUpstream(reference = new Date()): Promise<FakeUpstream> {
  const handler = recordedUpstream(FIXTURES_DIR, reference);
  let fault: { fault: Fault; prefix: string } | null = null;
  const calls: UpstreamCall[] = [];

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const active = fault && url.pathname.startsWith(fault.prefix) ? fault.fault : null;
    switch (active) {
      case 'timeout':
        return; // never answers; the client's timeout must fire
      case '500':
        return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      case '404':
        return res
          .writeHead(404, { 'content-type': 'application/problem+json' })
          .end('{"status":404,"detail":"not found"}');
      case '204':
        return res.writeHead(204).end();
      case 'invalid-json':
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('[{"icaoId":"KAFW","rawOb":"KAFW 0');
      case 'schema-change': {
        // The same data under renamed fields, as if the service changed its format overnight.
        const body = handler(url)
          .body.replaceAll('"icaoId"', '"stationId"')
          .replaceAll('"rawOb"', '"raw_text"')
          .replaceAll('"rawTAF"', '"raw_text"')
          .replaceAll('"periods"', '"forecastPeriods"')
          .replaceAll('"gridX"', '"x"');
        return res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      }
      default: {
        const recorded = handler(url);
        res.writeHead(recorded.status, recorded.contentType ? { 'content-type': recorded.contentType } : {});
        return res.end(recorded.status === 204 ? undefined : recorded.body);
      }
    }
  };

  const fake: FakeUpstream = {
    url: '',
    calls,
    delayMs: 0,
    maxUrlLength: 8192,
    fail(f, prefix = '/') {
      fault = { fault: f, prefix };
    },
    clear() {
      fault = null;
    },
    callsTo: (prefix) => calls.filter((c) => c.path.startsWith(prefix)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    url.host = req.headers.host ?? url.host;
    const call: UpstreamCall = {
      path: url.pathname,
      ids: (url.searchParams.get('ids') ?? '').split(',').filter(Boolean),
      ...(url.searchParams.has('hours') && { hours: url.searchParams.get('hours')! }),
      userAgent: req.headers['user-agent'],
      urlLength: (req.url ?? '').length,
    };
    calls.push(call);
    res.on('finish', () => (call.status = res.statusCode));
    const respond = () =>
      call.urlLength > fake.maxUrlLength
        ? res.writeHead(414, { 'content-type': 'text/html' }).end('<h1>414 Request-URI Too Large</h1>')
        : answer(req, res, url);
    if (fake.delayMs > 0) setTimeout(respond, fake.delayMs);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
