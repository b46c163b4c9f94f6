// The data half of the resource pattern: versioned updates, database-error mapping and the repository factory.
import { CONFLICT_ERROR } from '@hangar/contracts';
import { and, count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './database';
import { HttpError, notFound } from '../http/http-error';
import { sqlState } from './sql-state';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Updates one row only when it still has the version the client read, bumping it; a stale version is 409
 * (never a silent overwrite), a missing row 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
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

/** What a refused write tells the user: by kind of violation, with the field a message is shown at. */
export type ConflictMessages = {
  unique?: string;
  uniqueField?: string;
  inUse?: string;
  /** An exclusion constraint (two leases of a unit sharing a day). */
  overlap?: string;
  overlapField?: string;
};

/**
 * Runs a write, answering a unique or exclusion violation or a row still referenced with 409 instead of
 * 500.
 */
export async function writeOrConflict<T>(write: () => Promise<T>, what: ConflictMessages = {}): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = sqlState(err);
    if (code === '23505') {
      const message = what.unique ?? 'A record with this name already exists';
      throw new HttpError(409, message, what.uniqueField ? { [what.uniqueField]: message } : undefined);
    }
    // A foreign key refusing (23503), or one declared ON DELETE RESTRICT (23001).
    if (code === '23503' || code === '23001')
      throw new HttpError(409, what.inUse ?? 'This record is in use and cannot be deleted');
    if (code === '23P01') {
      const message = what.overlap ?? 'This would overlap another record';
      throw new HttpError(409, message, what.overlapField ? { [what.overlapField]: message } : undefined);
    }
    throw err;
  }
}

/** Counts repositories, so that each one's prepared statement has a name of its own. */
let repositories = 0;

type ResourceTable = VersionedTable & { managementCompanyId?: PgColumn };

export type ListPage = {
  where?: SQL;
  orderBy: SQL[];
  page: number;
  pageSize: number;
};

/** One read of a keyset page: the rows in `orderBy` order, at most `limit`, with their sort keys as text. */
export type KeysetRead = {
  /** Every condition of the page: the list's, its text search and the cursor's. */
  where?: SQL;
  /** With a text search: the conditions without it (`where` is `base` and `search`). */
  base?: SQL;
  /** The text search, when there is one: a repository may read its matches through the text index. */
  search?: SQL;
  orderBy: SQL[];
  /** The sort keys (the id last) whose values, as text, a cursor keeps. */
  keys: SQL[];
  limit: number;
  /** Only for the compatible `page` parameter: rows skipped before. */
  offset?: number;
};

/** The most a list counts exactly; beyond, its answer says "10,000+". */
export const COUNT_CAP = 10_000;

/** Tables read with every row of a repository (inner joins), and the row made of what is selected. */
export type RepositoryJoin<J> = {
  tables: readonly { table: PgTable; on: SQL }[];
  /** The selection over the table and the joined ones (nested objects allowed). */
  select: Record<string, unknown>;
  toRow(selected: Record<string, unknown>): J;
};

/**
 * The data half of the resource pattern: one table's paged list (with its total), get, insert, versioned
 * update (409 on a stale version) and delete. Routes add the rest (permissions, audit, mapping). With `join`
 * the list, its count and the read of one row take the joined tables too (a vendor with its contact).
 */
export function createRepository<
  T extends ResourceTable,
  X extends Record<string, SQL> = Record<never, SQL>,
  J = never,
>(
  table: T,
  options: {
    /** Rows of the table that belong to this resource (system groups are not company groups). */
    where?: SQL;
    /** Computed columns read with every row (a user's group ids). */
    extra?: X;
    join?: RepositoryJoin<J>;
  } = {},
) {
  type Row = [J] extends [never]
    ? T['$inferSelect'] & { [K in keyof X]: X[K] extends SQL<infer V> ? V : unknown }
    : J;
  const join = options.join;
  const columns = join?.select ?? { ...getTableColumns(table), ...(options.extra ?? {}) };
  const toRow = (selected: Record<string, unknown>) => (join ? join.toRow(selected) : selected) as Row;
  const scoped = (where?: SQL) => and(options.where, where);
  const byId = (id: number) => scoped(eq(table.id, id));
  /** The table with the joined ones, selecting `fields`. */
  const from = (db: Db, fields: Record<string, unknown>) => {
    let query = db
      .select(fields as never)
      .from(table as PgTable)
      .$dynamic();
    for (const { table: other, on } of join?.tables ?? []) query = query.innerJoin(other, on);
    return query;
  };
  // The read of one row, the most frequent query, built once and prepared on each connection (PostgreSQL
  // plans it once per connection; either driver skips building the SQL again).
  const name = `hangar_get_${getTableName(table)}_${++repositories}`;
  const prepared = new WeakMap<Db, ReturnType<typeof prepareGet>>();
  const prepareGet = (db: Db) =>
    from(db, columns)
      .where(scoped(eq(table.id, sql.placeholder('id'))))
      .prepare(name);
  const repository = {
    table,
    async list(
      db: Db,
      { where, orderBy, page, pageSize }: ListPage,
    ): Promise<{ rows: Row[]; total: number }> {
      // Counted first: a `count(*) over()` in the page query makes the planner read every match before the
      // first row, where a page read along an index needs only its own rows.
      const [counted] = (await from(db, { n: count() }).where(scoped(where))) as { n: number }[];
      const total = counted?.n ?? 0;
      const offset = (page - 1) * pageSize;
      if (offset >= total) return { rows: [], total };
      const rows = await from(db, columns)
        .where(scoped(where))
        .orderBy(...orderBy)
        .limit(pageSize)
        .offset(offset);
      return { rows: rows.map(toRow), total };
    },
    /** A page of rows and each one's sort key values as text (what a cursor keeps). */
    async page(db: Db, read: KeysetRead): Promise<{ rows: Row[]; keys: (string | null)[][] }> {
      const keyColumns = Object.fromEntries(read.keys.map((k, i) => [`_k${i}`, sql`(${k})::text`]));
      const found = (await from(db, { ...columns, ...keyColumns })
        .where(scoped(read.where))
        .orderBy(...read.orderBy)
        .limit(read.limit)
        .offset(read.offset ?? 0)) as Record<string, unknown>[];
      return {
        rows: found.map(toRow),
        keys: found.map((r) => read.keys.map((_, i) => (r[`_k${i}`] ?? null) as string | null)),
      };
    },
    /** How many rows match, counted up to `cap + 1` at most (reading no more than that). */
    async countUpTo(db: Db, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
      const limited = from(db, { one: sql`1`.as('one') })
        .where(scoped(where))
        .limit(cap + 1)
        .as('limited');
      const [counted] = (await db.select({ n: count() }).from(limited)) as { n: number }[];
      return counted?.n ?? 0;
    },
    async get(db: Db, id: number): Promise<Row | null> {
      let query = prepared.get(db);
      if (!query) prepared.set(db, (query = prepareGet(db)));
      const [row] = await query.execute({ id });
      return row ? toRow(row) : null;
    },
    async insert(db: Db, values: Record<string, unknown>): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      return (await repository.get(db, row!.id as number))!;
    },
    async update(db: Db, id: number, version: number, values: Record<string, unknown>): Promise<Row> {
      await updateVersioned(db, table, id, version, values, options.where);
      return (await repository.get(db, id))!;
    },
    async remove(db: Db, id: number): Promise<Row | null> {
      const before = await repository.get(db, id);
      if (!before) return null;
      await db.delete(table).where(byId(id));
      return before;
    },
  };
  return repository;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table and computed columns
export type Repository<T extends ResourceTable> = ReturnType<typeof createRepository<T, any>>;

/** Text typed into a search box as a LIKE operand: its `%`, `_` and `\\` stand for themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
