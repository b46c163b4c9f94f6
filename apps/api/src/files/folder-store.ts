// The default file store: a folder (DATA_DIR/files); each write goes to a temporary name, then is renamed.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from './file-store';

/** Keys are the server's own: letters, digits, `-`, `_`, `.` and `/` between parts, never `..`. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i.test(key) || key.split('/').some((part) => /^\.+$/.test(part))) {
    throw new Error(`Bad file key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The name a file has while it is being written; what a crash mid-write leaves (swept at start, sweep.ts). */
export const TEMPORARY_PREFIX = '.tmp-';

export function folderStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`Bad file key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A crash mid-write leaves only a `.tmp-…` file, never half of `key`.
      const temporary = join(dirname(path), `${TEMPORARY_PREFIX}${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(temporary, bytes, { flush: true });
        await rename(temporary, path);
        // The new name is on disk too (not only the bytes) before the caller writes the row naming it.
        const folder = await open(dirname(path), 'r');
        await folder.sync().finally(() => folder.close());
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
