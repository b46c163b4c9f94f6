// The S3 file store: any S3-compatible object store (AWS, MinIO, Ceph, …), path-style, named by one URL.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store';
import { checkKey } from './folder-store';

export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  /** Keys are stored under this folder of the bucket (`hangar/`), or at its top (''). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Reads `http(s)://KEY:SECRET@host[:port]/bucket[/folder][?region=…]`. Errors never repeat the URL: it holds
 * the secret.
 */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('S3_URL is not a URL (http(s)://KEY:SECRET@host[:port]/bucket?region=…)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('S3_URL must be http(s)://');
  if (!url.username || !url.password) throw new Error('S3_URL names no access key and secret (KEY:SECRET@)');
  const [bucket = '', ...folder] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('S3_URL names no bucket (…/bucket)');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket: decodeURIComponent(bucket),
    prefix: folder.map((part) => `${decodeURIComponent(part)}/`).join(''),
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Where the store is, for logs and the about page: the endpoint and bucket, never the credentials. */
export const describeS3 = (s: S3Settings) => `${s.endpoint}/${s.bucket}/${s.prefix}`;

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

export function s3Store(url: string): FileStore & { client: S3Client; settings: S3Settings } {
  const settings = parseS3Url(url);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => settings.prefix + checkKey(key);
  return {
    kind: 's3',
    client,
    settings,
    async put(key, bytes, contentType) {
      // One PUT with the whole body: S3 stores it whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
