// Deleting a record deletes its attachments: rows first, then their files.
import { and, eq } from 'drizzle-orm';
import type { AttachmentOwnerKind } from '@hangar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { attachments } from '../../db/schema';
import type { FileStore } from '../../files/file-store';
import { removeFiles } from '../../files/remove';

/**
 * Removes every attachment of one owner (a property, a unit, a lease) and then their files. A file that
 * cannot be removed is logged and left (an orphan costs space, never shows): the rows are gone either way.
 */
export async function removeOwnerAttachments(
  db: Db,
  files: FileStore,
  ownerKind: AttachmentOwnerKind,
  ownerId: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  const removed = await db
    .delete(attachments)
    .where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId)))
    .returning({ storageKey: attachments.storageKey });
  await removeFiles(
    files,
    removed.map((r) => r.storageKey),
    log,
  );
  return removed.length;
}
