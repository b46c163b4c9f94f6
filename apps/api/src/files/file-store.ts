// Where uploaded files' bytes live: one small interface, a folder by default, an S3-compatible store when set.

/**
 * The bytes of images and documents, by key (`a/17/3f9c…-display.webp`). Keys are made by the server, never
 * from a file's name. A write is whole or absent: a reader never sees half a file.
 */
export interface FileStore {
  /** Stores `bytes` under `key` (replacing any), all or nothing. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Which kind of store this is, for the about page and logs: `folder` or `s3`. */
  readonly kind: 'folder' | 's3';
}
