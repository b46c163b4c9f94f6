// Optimistic concurrency and database-error mapping shared by the administration routes.
import { CONFLICT_ERROR } from '@hangar/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../security/http-error';
import { sqlState } from '../security/log-redaction';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Updates one row only when it still has the version the client read, bumping it; a stale version is 409
 * (never a silent overwrite), a missing row 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  version: number,
  values: Record<string, unknown>,
  extraWhere?: SQL,
): Promise<void> {
  const updated = await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.version, version), extraWhere))
    .returning({ id: table.id });
  if (updated.length) return;
  const [exists] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  throw exists ? new HttpError(409, CONFLICT_ERROR) : notFound();
}

/** Runs a write, answering a unique violation or a row still referenced with 409 instead of 500. */
export async function writeOrConflict<T>(
  write: () => Promise<T>,
  what: { unique?: string; inUse?: string } = {},
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = sqlState(err);
    if (code === '23505') throw new HttpError(409, what.unique ?? 'A record with this name already exists');
    if (code === '23503')
      throw new HttpError(409, what.inUse ?? 'This record is in use and cannot be deleted');
    throw err;
  }
}
