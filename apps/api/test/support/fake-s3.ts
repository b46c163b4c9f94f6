// A small S3-compatible server for tests: path-style PUT, GET, HEAD and DELETE of objects in memory, over real
// HTTP, refusing requests not signed with its access key. Enough for @aws-sdk/client-s3's object calls.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3 = {
  /** `http://KEY:SECRET@127.0.0.1:port/bucket?region=us-east-1`, for S3_URL. */
  url: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request seen: method and path. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The payload of an `aws-chunked` body (`size;chunk-signature=…\r\nbytes\r\n…0;…\r\n`). */
function unchunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    out.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export async function startFakeS3({
  bucket = 'hangar-test',
  accessKey = 'TESTKEY',
  secret = 'test/secret+key',
} = {}): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = decodeURIComponent(url.pathname);
      requests.push({ method: req.method ?? '', path });
      const body = await readBody(req);
      const send = (status: number, text = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/xml', ...headers });
        res.end(req.method === 'HEAD' ? undefined : text);
      };
      if (!String(req.headers.authorization ?? '').includes(`Credential=${accessKey}/`)) {
        return send(403, xmlError('AccessDenied', 'Access Denied'));
      }
      const [, name, ...rest] = path.split('/');
      const key = rest.join('/');
      if (name !== bucket) return send(404, xmlError('NoSuchBucket', 'The bucket does not exist'));
      if (!key) return send(400, xmlError('InvalidRequest', 'Object calls only'));
      switch (req.method) {
        case 'PUT': {
          const chunked =
            String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
            String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
          const bytes = chunked ? unchunk(body) : body;
          objects.set(key, { bytes, contentType: String(req.headers['content-type'] ?? '') });
          return send(200, '', { etag: `"${bytes.length}"` });
        }
        case 'GET':
        case 'HEAD': {
          const found = objects.get(key);
          if (!found) return send(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
          res.writeHead(200, {
            'content-type': found.contentType || 'application/octet-stream',
            'content-length': String(found.bytes.length),
            etag: `"${found.bytes.length}"`,
          });
          return res.end(req.method === 'HEAD' ? undefined : found.bytes);
        }
        case 'DELETE':
          objects.delete(key);
          return send(204);
        default:
          return send(405, xmlError('MethodNotAllowed', 'Not here'));
      }
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${encodeURIComponent(accessKey)}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
