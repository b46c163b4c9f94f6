// Deleting the stored files of attachments: every rendition under each prefix.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from './file-store';
import { allFileKeys } from './keys';

/** Deletes the files of each prefix (original, display size, thumbnail, and an edited image's source). */
export async function removeFiles(
  files: FileStore,
  prefixes: readonly string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const prefix of prefixes) {
    for (const key of Object.values(allFileKeys(prefix))) {
      await files.delete(key).catch((err: unknown) => log?.warn({ err, key }, 'file not deleted'));
    }
  }
}
