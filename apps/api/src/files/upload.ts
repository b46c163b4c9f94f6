// The upload pipeline: one multipart file received, checked, turned into renditions and stored, all or nothing.
import type { AttachmentKind } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import { basename } from 'node:path';
import { HttpError } from '../http/http-error';
import type { FileStore } from './file-store';
import { checkUpload, etagOf, renditions, UploadRefused } from './images';
import { allFileKeys, newFilePrefix } from './keys';
import { removeFiles } from './remove';

export type PreparedUpload = {
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  etag: string;
  files: { key: keyof ReturnType<typeof allFileKeys>; bytes: Buffer; type: string }[];
};

/**
 * A name fit to show: the last part of what the browser sent, without control characters, at most 200.
 * Browsers send a quote in a multipart file name as `%22`.
 */
export function cleanName(name: string | undefined): string {
  const base = basename((name ?? '').replace(/%22/g, '"').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'file').slice(0, 200);
}

/** Reads the one file of a multipart request (field `file`), refusing one over the size limit with 413. */
export async function receiveFile(
  request: FastifyRequest,
  max: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new HttpError(400, 'Send the file as multipart/form-data, in the field "file"');
  let fileName = 'file';
  const onlyOne = 'Send one file per request, in the field "file", and nothing else';
  try {
    let received: { fileName: string; bytes: Buffer } | null = null;
    for await (const part of request.parts({ limits: { fileSize: max, files: 1, fields: 0, parts: 2 } })) {
      if (received || part.type !== 'file' || part.fieldname !== 'file') throw new HttpError(400, onlyOne);
      fileName = cleanName(part.filename);
      received = { fileName, bytes: await part.toBuffer() };
    }
    if (!received) throw new HttpError(400, 'Send the file in the field "file"');
    return received;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = (max / (1024 * 1024)).toFixed(max < 1024 * 1024 ? 2 : 0);
      throw new UploadRefused(413, fileName, `is larger than the ${mb} MB an upload may be`);
    }
    if (/^FST_(FILES|PARTS|FIELDS)_LIMIT$/.test(code)) throw new HttpError(400, onlyOne);
    // Anything else here is a malformed or cut-off multipart body.
    throw new HttpError(400, `The upload of ${fileName} did not arrive whole; try again`);
  }
}

/** What will be stored for an upload: the checked type and the files (renditions for an image). */
export async function prepareUpload(
  kind: AttachmentKind,
  fileName: string,
  bytes: Buffer,
): Promise<PreparedUpload> {
  const { mime, isImage } = await checkUpload(kind, fileName, bytes);
  if (!isImage) {
    return {
      contentType: mime,
      byteSize: bytes.length,
      width: null,
      height: null,
      etag: etagOf(bytes),
      files: [{ key: 'original', bytes, type: mime }],
    };
  }
  return fromRenditions(await renditions(fileName, bytes, mime));
}

export function fromRenditions(r: Awaited<ReturnType<typeof renditions>>): PreparedUpload {
  return {
    contentType: r.originalType,
    byteSize: r.original.length,
    width: r.width,
    height: r.height,
    etag: etagOf(r.original),
    files: [
      { key: 'original', bytes: r.original, type: r.originalType },
      { key: 'display', bytes: r.display, type: 'image/webp' },
      { key: 'thumbnail', bytes: r.thumbnail, type: 'image/webp' },
    ],
  };
}

/** An attachment row's columns of the files written under `prefix` (what a new or replaced file stores). */
export function storedFileColumns(prepared: PreparedUpload, prefix: string) {
  return {
    contentType: prepared.contentType,
    byteSize: prepared.byteSize,
    width: prepared.width,
    height: prepared.height,
    storageKey: prefix,
    etag: prepared.etag,
  };
}

/** Writes the files under a new prefix; on a failure removes what was written and throws. */
export async function writeFiles(
  files: FileStore,
  companyId: number,
  prepared: PreparedUpload,
): Promise<string> {
  const prefix = newFilePrefix(companyId);
  const keys = allFileKeys(prefix);
  try {
    await Promise.all(prepared.files.map((f) => files.put(keys[f.key], f.bytes, f.type)));
  } catch (err) {
    await removeFiles(files, [prefix]);
    throw err;
  }
  return prefix;
}

/** Runs a database write for new files; when it fails, the files go too (nothing is half-stored). */
export async function orRemove<T>(files: FileStore, prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeFiles(files, [prefix]);
    throw err;
  }
}
