// The route half of the resource pattern: list, get, create, update and delete from one definition.
import {
  Access,
  FEATURES,
  idParamsSchema,
  listAnswerSchema,
  okSchema,
  type ResourceDefinition,
} from '@hangar/contracts';
import { and, asc as sqlAsc, desc as sqlDesc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../context';
import type { AuthContext } from '../security/sessions';
import type { Db } from '../db/database';
import { COUNT_CAP, writeOrConflict, type ConflictMessages, type Repository } from '../db/repository';
import { actorOf, audit, fieldDiff } from '../security/audit';
import { authorize, ownerChain, visibleWhere, type Owner, type OwnerChain } from '../security/authorize';
import { hasSystemAccess, requireAuth } from '../security/guards';
import { forbidden, notFound } from './http-error';
import { failures } from './failures';
import { ok } from './reply';
import { decodeCursor, encodeCursor, seekWhere } from './list-cursor';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own table type
type AnyRepository = Repository<any>;

/** One key of a list's order: a column or an expression, without a direction or NULLS clause of its own. */
type SortKey = SQL | PgColumn;

/** What a write hook is given: the request, its checked session and owner chain, the server context. */
export type WriteContext = {
  request: FastifyRequest;
  db: Db;
  auth: AuthContext & { chain: OwnerChain };
  ctx: ServerContext;
};

/**
 * One resource's definition. The factory registers `GET searchPath` (paged list), `GET path/:id`,
 * `POST path`, `PUT path/:id` and `DELETE path/:id` (plus `aliases`), each documented in OpenAPI from the
 * schemas, checked by `authorize`, answered through the read schema (nothing else leaves), and each write
 * audited with the actor, the effective user and a field diff.
 */
export type ResourceModule<Row extends { id: number }, Read extends object, Query, Create, Update> = {
  resource: ResourceDefinition;
  repository: AnyRepository;
  schemas: {
    read: z.ZodType<Read>;
    listItem: z.ZodType;
    query: z.ZodType<Query>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update & { version: number }>;
  };
  /** A system feature that grants the same on every company (users, groups, companies). */
  systemFeature?: number;
  ownerOf(row: Row): Owner;
  /** The owner of a new record; null when it has none yet (a company): then only system users create one. */
  ownerOfCreate(body: Create): Owner | null;
  /** The owner a list is asked for; `null` lists every company's (for holders of `systemFeature`). */
  ownerOfQuery(query: Query, auth: AuthContext): Owner | null;
  toRead(row: Row, ctx: ServerContext): Read;
  /** A list's item; `auth` is the caller (what it may see of each row). */
  toListItem(row: Row, ctx: ServerContext, auth: AuthContext): unknown;
  /**
   * What a page's items add that needs a read of its own, once per page (a door's fit with the company's
   * clearance); `companyId` is the company the list was asked for (null for every company's).
   */
  withListItems?(
    items: unknown[],
    query: Query,
    request: FastifyRequest,
    companyId: number | null,
  ): Promise<unknown[]>;
  /** Filters, search and sort of the list, from its query. */
  listWhere(query: Query, owner: Owner | null, auth: AuthContext): (SQL | undefined)[];
  /**
   * The text search of the query, kept apart from `listWhere` so that the repository can choose how to read
   * its matches (along the sort, or through the text index); none without a search.
   */
  search?: (query: Query) => SQL | undefined;
  /**
   * A property- or unit-scoped record's property id (and unit id) as SQL over the listed row: every list then
   * shows only the records the caller may see for the resource's feature (`visibleSet`), as a direct read
   * would. Required for those scopes: registering one without it throws.
   */
  visibleBy?: { property: SQL | PgColumn; unit?: SQL | PgColumn };
  /**
   * The sort keys by documented sort value. Several keys (a list) sort in turn and are all reversed by
   * `dir=desc`: `[sql\`x is not null\`, x]` puts rows without a value first, and last when descending.
   */
  sorts: Record<string, SortKey | readonly SortKey[]>;
  /** The row's name in the audit trail and recent changes. */
  label(row: Row): string;
  /** Column values of a new record; may refuse with an HttpError. */
  createValues(body: Create, w: WriteContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Column values of an update (without `version`); may refuse with an HttpError. */
  updateValues(
    body: Update,
    current: Row,
    w: WriteContext,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Work in the same transaction after an insert or update (child rows, memberships). */
  afterWrite?(row: Row, body: Create | Update, w: WriteContext, before: Row | null): Promise<void>;
  /** Work after the write committed (e-mails, sessions). */
  afterCommit?(row: Row, before: Row | null, w: WriteContext): Promise<void>;
  /** Extra checks a delete needs beyond the feature's Delete bit. */
  beforeDelete?(row: Row, w: WriteContext): Promise<void>;
  /** Extra checks a create needs beyond the feature's Add bit (e.g. only system users create companies). */
  authorizeCreate?(request: FastifyRequest, body: Create): Promise<void>;
  /** Extra checks an update needs beyond the feature's Edit bit (e.g. users holding system rights). */
  authorizeUpdate?(request: FastifyRequest, current: Row): Promise<void>;
  /** Messages of unique, overlap and in-use violations (and the field one is shown at). */
  conflicts?: ConflictMessages;
  /** Other paths accepting the same create/update, with the body adjusted (`/api/Individual` sets `kind`). */
  aliases?: { path: string; adjust(body: Record<string, unknown>): Record<string, unknown> }[];
  /** True for a record that is its own owner (a company): its deletion is audited outside any company. */
  selfOwned?: boolean;
  /** Whether `DELETE path/:id` exists. */
  deletable: boolean;
  tags: string[];
};

type ListQuery = { page: number; pageSize: number; dir?: 'asc' | 'desc'; cursor?: string };

/**
 * One page of a list by keyset: the first page, the rows after or before a cursor, or the last page, each
 * read along the sort's index (`limit` rows, one more to know whether there are others), with the total
 * counted up to COUNT_CAP. The compatible `page` parameter (without a cursor) still skips rows.
 */
export async function readListPage(
  db: Db,
  repository: AnyRepository,
  query: ListQuery,
  { where, search, keys, sort }: { where?: SQL; search?: SQL; keys: SQL[]; sort: string },
) {
  const desc = query.dir === 'desc';
  const dir = desc ? 'desc' : 'asc';
  const size = query.pageSize;
  const cursor = query.cursor ? decodeCursor(query.cursor, sort, dir, keys.length) : null;
  const backward = cursor?.w === 'b' || cursor?.w === 'l';
  const seek = cursor && cursor.w !== 'l' ? seekWhere(keys, cursor.k, desc, cursor.w === 'a') : undefined;
  const ascending = desc === backward;
  const orderBy = keys.map((k) => (ascending ? sqlAsc(k) : sqlDesc(k)));
  const offset = cursor ? 0 : (query.page - 1) * size;
  // The count and the page at once (on two connections where there are two): neither waits for the other.
  const [counted, read] = await Promise.all([
    repository.countUpTo(db, andAll([where, search]), COUNT_CAP),
    repository.page(db, {
      where: andAll([where, search, seek]),
      base: andAll([where, seek]),
      search,
      orderBy,
      keys,
      limit: size + 1,
      offset,
    }),
  ]);
  const more = read.rows.length > size;
  let rows = read.rows.slice(0, size) as unknown[];
  let rowKeys = read.keys.slice(0, size) as (string | null)[][];
  if (backward) {
    rows = rows.reverse();
    rowKeys = rowKeys.reverse();
  }
  const at = (w: 'a' | 'b', k: (string | null)[] | undefined) =>
    k ? encodeCursor({ s: sort, d: dir, k, w }) : null;
  // Is there a page before this one, and one after?
  const before = backward ? more : Boolean(cursor) || offset > 0;
  const after = backward ? cursor?.w === 'b' : more;
  const total = Math.min(counted, COUNT_CAP);
  return {
    rows,
    total,
    totalCapped: counted > COUNT_CAP,
    page: cursor ? 1 : query.page,
    pageSize: size,
    cursors: {
      previous: before && rows.length ? at('b', rowKeys[0]) : null,
      next: after && rows.length ? at('a', rowKeys[rowKeys.length - 1]) : null,
      last: before || after ? encodeCursor({ s: sort, d: dir, w: 'l' }) : null,
    },
  };
}

/** Audits one write of a resource: who (real and effective user), which record, and what changed. */
async function auditWrite(
  db: Db,
  auth: AuthContext & { chain: { companyId: number | null; propertyId?: number; unitId?: number } },
  resource: ResourceDefinition,
  action: 'created' | 'updated' | 'deleted',
  id: number,
  label: string,
  before: object | null,
  after: object | null,
) {
  await audit(db, `${resource.name}.${action}`, {
    ...actorOf(auth),
    managementCompanyId: auth.chain.companyId,
    visibility: {
      featureId: resource.feature,
      propertyId: auth.chain.propertyId,
      unitId: auth.chain.unitId,
    },
    entity: resource.name,
    entityId: id,
    label,
    detail: { changes: fieldDiff(before as never, after as never) },
  });
}

/** A record by id, with the caller's right `access` on it checked (404 when there is none). */
async function loadRecord<Row extends { id: number }, Read extends object, Query, Create, Update>(
  m: ResourceModule<Row, Read, Query, Create, Update>,
  request: FastifyRequest,
  id: number,
  access: number,
) {
  const { resource, repository } = m;
  const row = (await repository.get(request.db, id)) as Row | null;
  if (!row) throw notFound();
  const auth = await authorize(request, {
    feature: resource.feature,
    access,
    owner: m.ownerOf(row),
    systemFeature: m.systemFeature,
  });
  return { row, auth };
}

/** Creates a record: the right to add it where it goes, the write and its audit. */
async function createRecord<Row extends { id: number }, Read extends object, Query, Create, Update>(
  m: ResourceModule<Row, Read, Query, Create, Update>,
  ctx: ServerContext,
  request: FastifyRequest,
  body: Create,
) {
  const { resource, repository } = m;
  const createOwner = m.ownerOfCreate(body);
  const auth = createOwner
    ? await authorize(request, {
        feature: resource.feature,
        access: Access.Add,
        owner: createOwner,
        systemFeature: m.systemFeature,
      })
    : { ...(await authorizeAll(request, m.systemFeature, Access.Add)), chain: { companyId: 0 } };
  await m.authorizeCreate?.(request, body);
  const w: WriteContext = { request, db: request.db, auth, ctx };
  const row = await writeOrConflict(
    () =>
      request.db.transaction(async (db) => {
        const inserted = (await repository.insert(db, await m.createValues(body, { ...w, db }))) as Row;
        await m.afterWrite?.(inserted, body, { ...w, db }, null);
        return ((await repository.get(db, inserted.id)) as Row) ?? inserted;
      }),
    m.conflicts,
  );
  const read = m.toRead(row, ctx);
  // The owner chain of the record as written (a new company owns itself; a new unit is its own unit).
  const chain = await ownerChain(request, m.ownerOf(row));
  await auditWrite(request.db, { ...auth, chain }, resource, 'created', row.id, m.label(row), null, read);
  await m.afterCommit?.(row, null, w);
  return ok(read);
}

/** Updates a record at its version: the right to edit it (and where it moves), the write and its audit. */
async function updateRecord<Row extends { id: number }, Read extends object, Query, Create, Update>(
  m: ResourceModule<Row, Read, Query, Create, Update>,
  ctx: ServerContext,
  request: FastifyRequest,
  id: number,
  body: Update & { version: number },
) {
  const { resource, repository } = m;
  const { row: current, auth } = await loadRecord(m, request, id, Access.Edit);
  await m.authorizeUpdate?.(request, current);
  // A record moved to another owner needs the same right there.
  const target = m.ownerOfCreate(body as unknown as Create);
  if (target && JSON.stringify(target) !== JSON.stringify(m.ownerOf(current))) {
    await authorize(request, {
      feature: resource.feature,
      access: Access.Edit,
      owner: target,
      systemFeature: m.systemFeature,
    });
  }
  const w: WriteContext = { request, db: request.db, auth, ctx };
  const { version, ...rest } = body;
  const row = await writeOrConflict(
    () =>
      request.db.transaction(async (db) => {
        const values = await m.updateValues(rest as unknown as Update, current, { ...w, db });
        const updated = (await repository.update(db, id, version, {
          ...values,
          updatedAt: new Date(),
        })) as Row;
        await m.afterWrite?.(updated, body, { ...w, db }, current);
        return ((await repository.get(db, id)) as Row) ?? updated;
      }),
    m.conflicts,
  );
  const read = m.toRead(row, ctx);
  await auditWrite(
    request.db,
    { ...auth, chain: await ownerChain(request, m.ownerOf(row)) },
    resource,
    'updated',
    row.id,
    m.label(row),
    m.toRead(current, ctx),
    read,
  );
  await m.afterCommit?.(row, current, w);
  return ok(read);
}

export function registerResource<Row extends { id: number }, Read extends object, Query, Create, Update>(
  root: FastifyInstance,
  ctx: ServerContext,
  m: ResourceModule<Row, Read, Query, Create, Update>,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { resource, repository, schemas, tags } = m;
  const label = resource.label;
  const visibleColumn = visibleColumnOf(m);
  // A repository of its own (over two tables) must page by keyset and count as createRepository's do.
  if (typeof repository.page !== 'function' || typeof repository.countUpTo !== 'function')
    throw new Error(`${resource.name}: the repository needs page() and countUpTo() (see createRepository)`);
  const readAnswer = okSchema(schemas.read);
  /** The sort's keys, the id last: the order of the list and the values a cursor keeps. */
  const keysOf = (query: Query) => {
    const q = query as { sort?: string };
    const keys = [m.sorts[q.sort ?? ''] ?? Object.values(m.sorts)[0]!].flat() as SortKey[];
    // Sorting is by the keys, then by id, so that paging never repeats or skips a row.
    return [...keys, repository.table.id as PgColumn].map((k) => sql`${k}`);
  };
  const sortNameOf = (query: Query) => {
    const q = query as { sort?: string };
    return q.sort && q.sort in m.sorts ? q.sort : Object.keys(m.sorts)[0]!;
  };

  app.get(
    resource.searchPath,
    {
      schema: {
        tags,
        summary: `Searches ${label} records: text, filters, sort, page`,
        querystring: schemas.query as z.ZodType,
        response: {
          200: okSchema(listAnswerSchema(schemas.listItem)),
          ...failures,
        },
      },
    },
    async (request) => {
      const query = request.query as Query & { page: number; pageSize: number };
      const auth = request.auth;
      const owner = auth ? m.ownerOfQuery(query, auth) : null;
      let visible: SQL | undefined;
      let companyId: number | null = null;
      if (owner) {
        const checked = await authorize(request, {
          feature: resource.feature,
          access: Access.View,
          owner,
          systemFeature: m.systemFeature,
        });
        companyId = checked.chain.companyId;
        // Asked for a company, or for one property, unit or party: only what the caller may see of it.
        if (visibleColumn)
          visible = visibleWhere(checked, resource.feature, checked.chain.companyId, visibleColumn);
      } else {
        // Every company's records: only for a system administrator or a holder of the system feature.
        await authorizeAll(request, m.systemFeature, Access.View);
        if (visibleColumn && !requireAuth(request).user.isSystemAdmin) visible = sql`false`;
      }
      const where = andAll([...m.listWhere(query, owner, requireAuth(request)), visible]);
      const { rows, ...page } = await readListPage(request.db, repository, query, {
        where,
        search: m.search?.(query),
        keys: keysOf(query),
        sort: sortNameOf(query),
      });
      const items = (rows as Row[]).map((r) => m.toListItem(r, ctx, requireAuth(request)));
      return ok({
        ...page,
        items: m.withListItems ? await m.withListItems(items, query, request, companyId) : items,
      });
    },
  );

  app.get(
    `${resource.path}/:id`,
    {
      schema: {
        tags,
        summary: `One ${label}`,
        params: idParamsSchema,
        response: { 200: readAnswer, ...failures },
      },
    },
    async (request) => ok(m.toRead((await loadRecord(m, request, request.params.id, Access.View)).row, ctx)),
  );

  for (const target of [
    { path: resource.path, adjust: (b: Record<string, unknown>) => b },
    ...(m.aliases ?? []),
  ]) {
    app.post(
      target.path,
      {
        schema: {
          tags,
          summary: `Creates a ${label}`,
          body: schemas.create as z.ZodType,
          response: { 200: readAnswer, ...failures },
        },
        preValidation: async (request) => {
          request.body = target.adjust((request.body ?? {}) as Record<string, unknown>);
        },
      },
      async (request) => createRecord(m, ctx, request, request.body as Create),
    );
    app.put(
      `${target.path}/:id`,
      {
        schema: {
          tags,
          summary: `Updates a ${label} (its version must match: 409 when someone saved it since)`,
          params: idParamsSchema,
          body: schemas.update as z.ZodType,
          response: { 200: readAnswer, ...failures },
        },
        preValidation: async (request) => {
          request.body = target.adjust((request.body ?? {}) as Record<string, unknown>);
        },
      },
      async (request) =>
        updateRecord(m, ctx, request, request.params.id, request.body as Update & { version: number }),
    );
  }

  if (m.deletable) {
    app.delete(
      `${resource.path}/:id`,
      {
        schema: {
          tags,
          summary: `Deletes a ${label}`,
          params: idParamsSchema,
          response: { 200: okSchema(z.null()), ...failures },
        },
      },
      async (request) => {
        const { row, auth } = await loadRecord(m, request, request.params.id, Access.Delete);
        await m.beforeDelete?.(row, { request, db: request.db, auth, ctx });
        const removed = await writeOrConflict(() => repository.remove(request.db, row.id), m.conflicts);
        if (!removed) throw notFound();
        // A deleted company is audited outside any company: it no longer exists to own the event.
        const chain = m.selfOwned ? { companyId: null } : auth.chain;
        await auditWrite(
          request.db,
          { ...auth, chain },
          resource,
          'deleted',
          row.id,
          m.label(row),
          m.toRead(row, ctx),
          null,
        );
        return ok(null);
      },
    );
  }
}

/** The column a property- or unit-scoped resource's lists are filtered on, by its feature's level. */
function visibleColumnOf(m: {
  resource: ResourceDefinition;
  visibleBy?: { property: SQL | PgColumn; unit?: SQL | PgColumn };
}) {
  if (m.resource.scope === 'company') return undefined;
  const level = FEATURES.find((f) => f.id === m.resource.feature)?.level;
  const column = level === 'unit' ? m.visibleBy?.unit : m.visibleBy?.property;
  if (!column)
    throw new Error(
      `Resource ${m.resource.name} is ${m.resource.scope}-scoped: its module must say where a record's ${level === 'unit' ? 'unit' : 'property'} is (visibleBy)`,
    );
  return column;
}

const andAll = (parts: (SQL | undefined)[]) => and(...parts.filter(Boolean));

/** Passes for work on every company's records: a system administrator, or a holder of `systemFeature`. */
async function authorizeAll(
  request: FastifyRequest,
  systemFeature: number | undefined,
  access: number,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  if (auth.user.isSystemAdmin) return auth;
  if (systemFeature !== undefined && (await hasSystemAccess(request, systemFeature, access))) return auth;
  throw forbidden();
}
