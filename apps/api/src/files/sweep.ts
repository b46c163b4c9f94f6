// Tidies the folder store against the database: temporary files of writes that never finished, and the files
// of uploads whose row was never written (or whose row is gone) — what a crash between the two steps leaves.
import { inArray } from 'drizzle-orm';
import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { attachments } from '../db/schema';
import { TEMPORARY_PREFIX } from './folder-store';

export type SweepResult = { temporary: number; orphans: number };

/** The folders of stored attachments: `c<company>/<uuid>` (see keys.ts). */
const COMPANY = /^c\d+$/;
const PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const entries = (dir: string): Promise<Dirent[]> =>
  readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });

/** When the files in a folder were last written, in ms: the newest file's time, or the folder's own when empty. */
async function newest(dir: string): Promise<number> {
  const times = await Promise.all(
    (await entries(dir)).filter((e) => e.isFile()).map(async (e) => (await stat(join(dir, e.name))).mtimeMs),
  );
  return times.length ? Math.max(...times) : (await stat(dir)).mtimeMs;
}

/**
 * Removes, under `root`, every temporary file and every attachment folder that no attachment row names,
 * when it was last written more than `graceMs` ago. An upload writes its files before its row, so a folder
 * younger than the grace may be one another process is storing right now: with one process owning the
 * folder and the database (PGlite), and before it serves, the grace is 0.
 */
export async function sweepFolderStore(
  root: string,
  db: Db,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
): Promise<SweepResult> {
  const result: SweepResult = { temporary: 0, orphans: 0 };
  const old = (mtimeMs: number) => now - mtimeMs >= graceMs;
  const candidates: { key: string; path: string; written: number }[] = [];

  for (const top of await entries(root)) {
    if (!top.isDirectory()) continue;
    const topPath = join(root, top.name);
    for (const entry of await entries(topPath)) {
      const path = join(topPath, entry.name);
      if (entry.isFile() && entry.name.startsWith(TEMPORARY_PREFIX)) {
        if (old((await stat(path)).mtimeMs)) {
          await rm(path, { force: true });
          result.temporary += 1;
        }
        continue;
      }
      if (!entry.isDirectory()) continue;
      // Read before its temporary files go: removing them touches the folder.
      const written = await newest(path);
      for (const file of await entries(path)) {
        const filePath = join(path, file.name);
        if (file.isFile() && file.name.startsWith(TEMPORARY_PREFIX) && old((await stat(filePath)).mtimeMs)) {
          await rm(filePath, { force: true });
          result.temporary += 1;
        }
      }
      if (COMPANY.test(top.name) && PREFIX.test(entry.name)) {
        candidates.push({ key: `${top.name}/${entry.name}`, path, written });
      }
    }
  }

  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const named = new Set(
      (
        await db
          .select({ key: attachments.storageKey })
          .from(attachments)
          .where(
            inArray(
              attachments.storageKey,
              batch.map((c) => c.key),
            ),
          )
      ).map((r) => r.key),
    );
    for (const candidate of batch) {
      if (named.has(candidate.key) || !old(candidate.written)) continue;
      await rm(candidate.path, { recursive: true, force: true });
      result.orphans += 1;
    }
  }
  return result;
}
