// Contacts in the database: rows to and from the contract, the search text and the search conditions.
import { fileAsFor, type Contact, type ContactListItem, type ContactWrite } from '@hangar/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { createRepository, escapeLike, type KeysetRead } from '../../db/repository';
import { contacts } from '../../db/schema';
import { typedListColumns } from '../../db/typed-lists';
import { maskTaxId, taxIdColumns, type SecretBox } from '../../security/secrets';

export type ContactRow = typeof contacts.$inferSelect;

const baseRepository = createRepository(contacts);

/** The columns the list's sorts read; the page's full rows are read by id afterwards. */
const sortColumns = {
  id: contacts.id,
  fileAs: contacts.fileAs,
  updatedAt: contacts.updatedAt,
  kind: contacts.kind,
  addresses: contacts.addresses,
};

/** How many rows, in the sort's order, a search looks through for its page before it asks the text index. */
export const SEARCH_PROBE_ROWS = 4_000;

/**
 * The resource repository with a page read of its own for searches. A search first looks through the next
 * few thousand contacts in the sort's order (along its index, cheap): when the page's matches are among them
 * (a common word, an e-mail domain, matches spread over the alphabet) that is the page. Otherwise (few
 * matches, or many gathered late in the order, such as surnames starting "sm" sorted by name) the matches'
 * sort columns are read through the trigram index (the `offset 0` fence keeps the planner from walking the
 * whole company in file-as order, which PostgreSQL chose for `order by … limit`) and sorted, and only the
 * page's rows are read in full.
 */
export const contactRepository = {
  ...baseRepository,
  async page(db: Db, read: KeysetRead): Promise<{ rows: ContactRow[]; keys: (string | null)[][] }> {
    if (!read.search) return baseRepository.page(db, read);
    const keyColumns = Object.fromEntries(
      read.keys.map((k, i) => [`_k${i}`, sql<string | null>`(${k})::text`]),
    );
    /** The page's ids and sort keys among `rows` (a subquery named like the table: the sorts apply to it). */
    const pageIn = async (rows: ReturnType<typeof probe>, where: SQL | undefined, offset: number) =>
      (await db
        .select({ id: rows.id, ...keyColumns })
        .from(rows)
        .where(where)
        .orderBy(...read.orderBy)
        .limit(read.limit)
        .offset(offset)) as ({ id: number } & Record<string, string | null>)[];
    // The next rows in the sort's order, with what the search reads.
    const probe = () =>
      db
        .select({ ...sortColumns, searchText: contacts.searchText })
        .from(contacts)
        .where(read.base)
        .orderBy(...read.orderBy)
        .limit(SEARCH_PROBE_ROWS)
        .as('contacts');
    // (A page asked by number skips matches, not rows: it reads the matches straight away.)
    let ids = read.offset ? [] : await pageIn(probe(), read.search, 0);
    if (ids.length < read.limit) {
      // Every match, through the trigram index; the fence keeps the planner from walking the sort instead.
      const matches = db
        .select({ ...sortColumns, searchText: contacts.searchText })
        .from(contacts)
        .where(read.where)
        .offset(sql`0` as unknown as number)
        .as('contacts');
      ids = await pageIn(matches, undefined, read.offset ?? 0);
    }
    if (!ids.length) return { rows: [], keys: [] };
    const found = await db
      .select()
      .from(contacts)
      .where(
        inArray(
          contacts.id,
          ids.map((r) => r.id),
        ),
      );
    const byId = new Map(found.map((r) => [r.id, r]));
    const kept = ids.filter((r) => byId.has(r.id));
    return {
      rows: kept.map((r) => byId.get(r.id)!),
      keys: kept.map((r) => read.keys.map((_, i) => r[`_k${i}`] ?? null)),
    };
  },
};

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    kind: row.kind,
    title: row.title,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    suffix: row.suffix,
    companyName: row.companyName,
    legalName: row.legalName,
    fileAsPattern: row.fileAsPattern,
    fileAs: row.fileAs,
    taxIdMasked: maskTaxId(row.taxIdLast4, row.kind),
    addresses: row.addresses as Contact['addresses'],
    phones: row.phones as Contact['phones'],
    emails: row.emails as Contact['emails'],
    notes: row.notes,
    tags: row.tags,
    isActive: row.isActive,
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A list row: the primary e-mail, phone and city are the first of each list (writes put the primary first). */
export function toContactListItem(row: ContactRow): ContactListItem {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    kind: row.kind,
    fileAs: row.fileAs,
    companyName: row.companyName,
    tags: row.tags,
    isActive: row.isActive,
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
    primaryEmail: row.emails[0]?.address ?? null,
    primaryPhone: row.phones[0]?.number ?? null,
    city: row.addresses[0]?.city ?? null,
  };
}

/**
 * What the search box matches, one lower-case line with a space before every word: names, file-as,
 * e-mails, phone digits, cities, postal codes and tags. A leading space lets a short query match word starts.
 */
export function searchTextOf(
  c: Omit<ContactWrite, 'taxId' | 'managementCompanyID'> & { fileAs: string },
): string {
  const words = [
    c.fileAs,
    c.title,
    c.firstName,
    c.middleName,
    c.lastName,
    c.suffix,
    c.companyName,
    c.legalName,
    ...c.emails.map((e) => e.address),
    ...c.phones.map((p) => p.number.replace(/\D/g, '')),
    ...c.addresses.flatMap((a) => [a.city, a.postalCode, a.state]),
    ...c.tags,
  ];
  return ` ${words.join(' ').toLowerCase().replace(/[,;]/g, ' ').split(/\s+/).filter(Boolean).join(' ')} `;
}

/** The column values of a contact write; the tax id is sealed (undefined keeps the stored one). */
export function contactValues(body: ContactWrite, secrets: SecretBox): Record<string, unknown> {
  const fileAsPattern = body.fileAsPattern ?? (body.kind === 'company' ? 'company' : 'lastFirst');
  const lists = typedListColumns(body);
  const fileAs = fileAsFor({ ...body, fileAsPattern });
  return {
    managementCompanyId: body.managementCompanyID,
    kind: body.kind,
    title: body.title,
    firstName: body.firstName,
    middleName: body.middleName,
    lastName: body.lastName,
    suffix: body.suffix,
    companyName: body.companyName,
    legalName: body.legalName,
    fileAsPattern,
    fileAs,
    ...lists,
    notes: body.notes,
    tags: [...new Set(body.tags)],
    isActive: body.isActive,
    searchText: searchTextOf({ ...body, ...lists, fileAs }),
    ...taxIdColumns(body.taxId, secrets),
  };
}

/**
 * The search condition of a query: every word must match. Words of three or more characters match
 * anywhere (trigram index); shorter ones match the start of a word, which the trigram index serves too.
 */
export function contactSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '')
    .toLowerCase()
    .replace(/[,;()]/g, ' ')
    .split(/\s+/)
    .map((w) => (/^[\d\-.+]+$/.test(w) ? w.replace(/\D/g, '') : w))
    .filter(Boolean);
  if (!words.length) return undefined;
  const parts = words.map((w) =>
    w.length >= 3
      ? sql`${contacts.searchText} like ${`%${escapeLike(w)}%`}`
      : sql`${contacts.searchText} like ${`% ${escapeLike(w)}%`}`,
  );
  return sql.join(parts, sql` and `);
}
