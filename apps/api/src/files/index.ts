// The configured file store: S3 when S3_URL is set, else a folder under DATA_DIR.
import { join } from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './file-store';
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';

export type { FileStore } from './file-store';

export function createFileStore(config: Pick<Config, 'S3_URL' | 'DATA_DIR'>): FileStore {
  if (config.S3_URL) return s3Store(config.S3_URL);
  return folderStore(join(config.DATA_DIR, 'files'));
}
