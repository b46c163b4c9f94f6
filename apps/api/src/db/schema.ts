// Drizzle schema of accounts, sessions, security, system administration and lookups (PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: every update must name the version it read and bumps it. */
const version = () => integer('version').notNull().default(1);

/** Typed lists kept with their record (addresses, phones, e-mails), validated by the contracts' schemas. */
export type AddressRow = {
  type: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isPrimary: boolean;
};
export type PhoneRow = {
  type: string;
  number: string;
  extension: string;
  isPrimary: boolean;
  e164: string | null;
};
export type EmailRow = { type: string; address: string; isPrimary: boolean };

const lists = () => ({
  addresses: jsonb('addresses').$type<AddressRow[]>().notNull().default([]),
  phones: jsonb('phones').$type<PhoneRow[]>().notNull().default([]),
  emails: jsonb('emails').$type<EmailRow[]>().notNull().default([]),
});
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const managementCompanies = pgTable('management_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull().default(''),
  fileAs: text('file_as').notNull().default(''),
  /** AES-256-GCM of the tax id (security/secrets); only its last four digits are kept in clear. */
  taxIdEnc: text('tax_id_enc'),
  taxIdLast4: text('tax_id_last4'),
  ...lists(),
  website: text('website').notNull().default(''),
  timeZone: text('time_zone').notNull().default('America/Chicago'),
  /** Whether the company asks for its vacant, listed units to appear in the public listings. */
  publishesListings: boolean('publishes_listings').notNull().default(false),
  /**
   * When and by whom a system administrator approved the company for the public listings: until then (and
   * after a revocation) its units stay off them, whatever `publishesListings` says.
   */
  publishingApprovedAt: timestamp('publishing_approved_at', { withTimezone: true }),
  publishingApprovedBy: integer('publishing_approved_by').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  listingContactLine: text('listing_contact_line').notNull().default(''),
  /** The room beyond an aircraft's span and tail a door needs to count as more than "tight" (feet). */
  clearanceWidthFt: doublePrecision('clearance_width_ft').notNull().default(2),
  clearanceHeightFt: doublePrecision('clearance_height_ft').notNull().default(1),
  /** Days an applicant has to answer a waiting-list offer. */
  offerDays: integer('offer_days').notNull().default(5),
  isActive: boolean('is_active').notNull().default(true),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fileAs: text('file_as').notNull(),
    passwordHash: text('password_hash').notNull(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`),
    index('users_email_lower').on(sql`lower(${t.email})`),
    index('users_company').on(t.managementCompanyId),
  ],
);

export const securityFeatures = pgTable('security_features', {
  // Fixed ids from @hangar/contracts FEATURES, so the site can name them.
  id: integer('id').primaryKey(),
  level: text('level', { enum: ['system', 'mgmtco', 'property', 'unit'] }).notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const securityGroups = pgTable(
  'security_groups',
  {
    id: serial('id').primaryKey(),
    level: text('level', { enum: ['system', 'mgmtco'] }).notNull(),
    /** Null for system groups; the owning company for management-company groups. */
    managementCompanyId: integer('management_company_id').references(() => managementCompanies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('security_groups_company').on(t.managementCompanyId)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => securityGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user').on(t.userId)],
);

export const groupFeatureAccess = pgTable(
  'group_feature_access',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => securityGroups.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => securityFeatures.id),
    access: integer('access').notNull(),
    /** For property and unit features: the one property or unit granted; null grants all of the company's. */
    scopeId: integer('scope_id'),
  },
  (t) => [
    uniqueIndex('group_feature_access_unique').on(t.groupId, t.featureId, sql`coalesce(${t.scopeId}, 0)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on an impersonation session: the system administrator acting as `userId`. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** On an impersonation session: the administrator's own session, whose end ends this one too. */
    parentSessionId: integer('parent_session_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The sliding expiry never passes this (impersonation is time-boxed). */
    hardExpiresAt: timestamp('hard_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_parent').on(t.parentSessionId)],
);

/** Failed sign-in counters, per user name (`user:name`) and per address (`ip:addr`). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Single-use keys sent by e-mail (address confirmation, password reset), stored hashed. */
export const accountKeys = pgTable('account_keys', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['confirm_email', 'reset_password'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const activityLog = pgTable('activity_log', {
  id: serial('id').primaryKey(),
  localStorageId: text('local_storage_id').notNull(),
  applicationId: text('application_id').notNull(),
  url: text('url').notNull(),
  username: text('username'),
  timeUtc: timestamp('time_utc', { withTimezone: true }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  address: text('address').notNull().default(''),
  createdAt: createdAt(),
});

export const errorLog = pgTable('error_log', {
  id: serial('id').primaryKey(),
  source: text('source', { enum: ['server', 'client'] }).notNull(),
  message: text('message').notNull(),
  url: text('url').notNull().default(''),
  detail: text('detail').notNull().default(''),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const systemValues = pgTable('system_values', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  version: version(),
});

/**
 * Every e-mail. Without SMTP `stored` means delivered here (the outbox is the mailbox). With SMTP `stored`
 * means waiting: tried when written, then again at `next_attempt_at` with back-off until `sent`, or
 * `failed` when the server refuses the message itself. `sealed` is the message with its keys, encrypted,
 * kept only while it waits (the readable `text` has them withheld).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    sealed: text('sealed'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** A file made when the message is sent (from records that never change): `{ kind, id }`; null for none. */
    attachment: jsonb('attachment').$type<{ kind: string; id: number } | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'stored'`),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The company whose record changed, for its recent-changes list; null for system-wide events. */
    managementCompanyId: integer('management_company_id').references(() => managementCompanies.id, {
      onDelete: 'set null',
    }),
    /** The changed record: its resource name, id and label (file-as, name) at the time. */
    entity: text('entity'),
    entityId: integer('entity_id'),
    label: text('label'),
    /**
     * Who may see the change in the company's recent changes: holders of this feature's View, for a property
     * or unit feature on this property or unit (ids kept after the record is gone, so no foreign keys).
     */
    featureId: integer('feature_id'),
    propertyId: integer('property_id'),
    unitId: integer('unit_id'),
    /** The user the actor was acting as (impersonation); null when the actor acted as themself. */
    effectiveUserId: integer('effective_user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: integer('session_id'),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_actor').on(t.actorUserId),
    index('audit_events_subject').on(t.subjectUserId),
    index('audit_events_company').on(t.managementCompanyId, t.id),
  ],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_country_code').on(t.countryId, t.code)],
);

/** Name-only lookups: titles and the address, phone and e-mail types. */
const lookup = (name: string) =>
  pgTable(name, { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const titles = lookup('titles');
export const addressTypes = lookup('address_types');
export const phoneTypes = lookup('phone_types');
export const emailTypes = lookup('email_types');

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['individual', 'company'] }).notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    fileAsPattern: text('file_as_pattern', {
      enum: ['lastFirst', 'firstLast', 'company', 'lastFirstCompany', 'custom'],
    }).notNull(),
    fileAs: text('file_as').notNull(),
    taxIdEnc: text('tax_id_enc'),
    taxIdLast4: text('tax_id_last4'),
    ...lists(),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * What the search box matches: names, file-as, e-mails, phone digits, cities and tags, lower case, one
     * line. Written with every change; `UpdateContactIndexes` rewrites it for all contacts.
     */
    searchText: text('search_text').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's sorts (keyset paging): each reads along one of these, the id last.
    index('contacts_company_file_as').on(t.managementCompanyId, sql`lower(${t.fileAs})`, t.id),
    index('contacts_company_updated').on(t.managementCompanyId, t.updatedAt, t.id),
    index('contacts_company_city').on(
      t.managementCompanyId,
      sql`((${t.addresses}->0->>'city') is null)`,
      sql`(coalesce(lower(${t.addresses}->0->>'city'), ''))`,
      t.id,
    ),
    index('contacts_company_kind').on(t.managementCompanyId, t.kind, sql`lower(${t.fileAs})`, t.id),
    index('contacts_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** How it files in lists (its name when none is given); unique per company, without case. */
    fileAs: text('file_as').notNull(),
    type: text('type').notNull(),
    address: jsonb('address').$type<AddressRow | null>(),
    yearBuilt: integer('year_built'),
    description: text('description').notNull().default(''),
    squareFeet: integer('square_feet'),
    lotSquareFeet: integer('lot_square_feet'),
    managerUserId: integer('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    /** Who the public listings of this property's units name; all empty: the company's listing contact. */
    listingContactName: text('listing_contact_name').notNull().default(''),
    listingContactPhone: text('listing_contact_phone').notNull().default(''),
    listingContactEmail: text('listing_contact_email').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('properties_company_file_as').on(t.managementCompanyId, sql`lower(${t.fileAs})`)],
);

/** A property's owners: contacts of its company, in the order entered. */
export const propertyOwners = pgTable(
  'property_owners',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.contactId] }),
    index('property_owners_contact').on(t.contactId),
  ],
);

export const rentalUnits = pgTable(
  'rental_units',
  {
    id: serial('id').primaryKey(),
    /** The property's company, kept on the unit for company-wide searches and the public listings. */
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    /** A property with units cannot be deleted (its units go first). */
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitNumber: text('unit_number').notNull(),
    /** `unitSortKey(unitNumber)`: digit runs padded so that H-2 sorts before H-10. */
    sortKey: text('sort_key').notNull(),
    building: text('building').notNull().default(''),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    squareFeet: integer('square_feet'),
    marketRentCents: integer('market_rent_cents'),
    bedrooms: integer('bedrooms'),
    bathrooms: doublePrecision('bathrooms'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    dateAvailable: text('date_available'),
    isListed: boolean('is_listed').notNull().default(false),
    listingText: text('listing_text').notNull().default(''),
    /** As entered: vacant, occupied or offline (leases decide the shown status once they exist). */
    status: text('status').notNull().default('vacant'),
    /**
     * The status the unit shows (vacant, occupied, notice, future or offline), stored: written by the
     * database's triggers with every lease or unit write that changes it (same transaction), and moved on the
     * day it changes by the `move-unit-status` job. Lists, filters, sorts and the summary read it.
     */
    shownStatus: text('shown_status').notNull().default('vacant'),
    /** The next day the shown status may change by the calendar alone (a lease starts, ends or nears its end). */
    statusChangesOn: date('status_changes_on', { mode: 'string' }),
    doorWidthFt: doublePrecision('door_width_ft'),
    doorHeightFt: doublePrecision('door_height_ft'),
    depthFt: doublePrecision('depth_ft'),
    floor: text('floor'),
    power: text('power'),
    heated: boolean('heated').notNull().default(false),
    enclosure: text('enclosure'),
    notes: text('notes').notNull().default(''),
    /** The chosen card image; null shows the first listed image. */
    cardImageId: integer('card_image_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rental_units_property_number').on(t.propertyId, sql`lower(${t.unitNumber})`),
    index('rental_units_property_sort').on(t.propertyId, t.sortKey),
    index('rental_units_company_sort').on(t.managementCompanyId, t.sortKey),
    index('rental_units_listed').on(t.isListed, t.status),
    index('rental_units_company_shown').on(
      t.managementCompanyId,
      t.shownStatus,
      sql`${t.sortKey} collate "C"`,
      t.id,
    ),
    index('rental_units_property_shown').on(t.propertyId, t.shownStatus),
    index('rental_units_status_changes').on(t.statusChangesOn),
    index('rental_units_company_number').on(t.managementCompanyId, sql`${t.sortKey} collate "C"`, t.id),
  ],
);

/**
 * An image or document of a property, a unit or a lease (`ownerKind` + `ownerId`; the owner's module checks
 * rights). The bytes live in the file store under `storageKey` (display size and thumbnail beside it).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    ownerKind: text('owner_kind', { enum: ['property', 'unit', 'lease', 'vendor', 'work-order'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Where the bytes are; a new key per change, so that caches may keep a key forever. */
    storageKey: text('storage_key').notNull(),
    /** A hash of the stored bytes: the ETag. */
    etag: text('etag').notNull(),
    caption: text('caption').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    showInListing: boolean('show_in_listing').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('attachments_owner').on(t.ownerKind, t.ownerId, t.kind, t.sortOrder)],
);

/**
 * A lease of one rental unit. Rules kept by the database as well as the forms: the end is after the start,
 * and two leases of one unit that are not drafts never share a day (an exclusion constraint over the date
 * range, added by hand in migrations 0004 and 0005; btree_gist). A `rollover` lease holds its unit from its start
 * with no end: after the fixed term it runs month to month until it is made a fixed lease ending on move-out.
 */
export const leases = pgTable(
  'leases',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id, { onDelete: 'restrict' }),
    /** fixed, rollover (fixed, then month to month) or month-to-month. */
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last day; null for month-to-month. */
    endDate: date('end_date', { mode: 'string' }),
    isDraft: boolean('is_draft').notNull().default(false),
    rentCents: integer('rent_cents').notNull(),
    rentCycle: text('rent_cycle').notNull().default('monthly'),
    /** 1–28, or 0 for the month's last day. */
    dueDay: integer('due_day').notNull().default(1),
    depositCents: integer('deposit_cents'),
    depositDueDate: date('deposit_due_date', { mode: 'string' }),
    depositReceivedDate: date('deposit_received_date', { mode: 'string' }),
    charges: jsonb('charges').$type<{ label: string; amountCents: number }[]>().notNull().default([]),
    lateFee: jsonb('late_fee').$type<{
      graceDays: number;
      fixedCents: number | null;
      percent: number | null;
    } | null>(),
    notes: text('notes').notNull().default(''),
    /** The first day the scheduled postings charge; null: the lease's start date. */
    ledgerStartsOn: date('ledger_starts_on', { mode: 'string' }),
    /** The aircraft the hangar stores (one of a party's); null when none is recorded. */
    aircraftId: integer('aircraft_id').references((): AnyPgColumn => aircraft.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leases_unit_start').on(t.unitId, t.startDate),
    index('leases_company_start').on(t.managementCompanyId, t.startDate, t.id),
    check('leases_end_after_start', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
    check('leases_due_day', sql`${t.dueDay} between 0 and 28`),
  ],
);

/** The people of a lease: tenants (at least one), co-signers and occupants, contacts of its company. */
export const leaseParties = pgTable(
  'lease_parties',
  {
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    role: text('role', { enum: ['tenant', 'cosigner', 'occupant'] }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.contactId] }), index('lease_parties_contact').on(t.contactId)],
);

/**
 * A lease's ledger: entries are only ever inserted (a correction is a reversal naming the entry it reverses).
 * `amount_cents` is the effect on the rent balance (charges positive, payments and credits negative);
 * `deposit_cents` the effect on the deposit held by a deposit return (allocations to a deposit charge add to it).
 * `posting_key` makes each scheduled posting unique per lease (`rent:2026-03-01`, `late-fee:412`).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', {
      enum: [
        'rent',
        'recurring',
        'late-fee',
        'deposit',
        'charge',
        'payment',
        'credit',
        'deposit-return',
        'reversal',
      ],
    }).notNull(),
    description: text('description').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    reversesId: integer('reverses_id').references((): AnyPgColumn => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason'),
    method: text('method', { enum: ['check', 'ach', 'cash', 'card', 'money-order', 'other'] }),
    reference: text('reference').notNull().default(''),
    memo: text('memo').notNull().default(''),
    postingKey: text('posting_key'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ledger_entries_lease_date').on(t.leaseId, t.date, t.id),
    index('ledger_entries_company_date').on(t.managementCompanyId, t.date),
    uniqueIndex('ledger_entries_posting_key')
      .on(t.leaseId, t.postingKey)
      .where(sql`${t.postingKey} is not null`),
    uniqueIndex('ledger_entries_reverses_once')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    check(
      'ledger_entries_sign',
      sql`(${t.kind} in ('rent','recurring','late-fee','deposit','charge') and ${t.amountCents} > 0)
        or (${t.kind} in ('payment','credit') and ${t.amountCents} < 0)
        or (${t.kind} = 'deposit-return' and ${t.amountCents} <= 0)
        or (${t.kind} = 'reversal' and ${t.reversesId} is not null)`,
    ),
  ],
);

/**
 * Which payment or credit paid which charge, and how much. Only inserted: a voided payment or charge gets
 * negative rows that undo its allocations, so the net of a pair is what stands.
 */
export const ledgerAllocations = pgTable(
  'ledger_allocations',
  {
    id: serial('id').primaryKey(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /**
     * The day from which the row stands in the ledger as of a day. Set on insert by the database (trigger
     * `ledger_allocation_effective_on`; whatever an insert gives is replaced): the latest of the payment's and
     * the charge's dates, the date of a reversal of either, and the days of either's earlier rows.
     */
    effectiveOn: date('effective_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_allocations_lease').on(t.leaseId, t.effectiveOn),
    index('ledger_allocations_payment').on(t.paymentId),
    index('ledger_allocations_charge').on(t.chargeId),
    check('ledger_allocations_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** One insurance certificate of a vendor, as the contracts' schema validated it. */
export type InsuranceCertificateRow = {
  type: string;
  insurer: string;
  policyNumber: string;
  coverageCents: number | null;
  effectiveDate: string | null;
  expiryDate: string;
  documentID: number | null;
};

/**
 * A vendor: one contact of the company (the names, addresses, tax id…) with what the company keeps about its
 * work for them. `insurance_expires` is derived at every save (the earliest of each insurance type's latest
 * expiry; null without certificates) so that lists filter and sort by insurance state in SQL.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .unique('vendors_contact')
      .references(() => contacts.id, { onDelete: 'cascade' }),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    accountNumber: text('account_number').notNull().default(''),
    website: text('website').notNull().default(''),
    isPreferred: boolean('is_preferred').notNull().default(false),
    status: text('status').notNull().default('active'),
    vendorNotes: text('vendor_notes').notNull().default(''),
    is1099: boolean('is_1099').notNull().default(false),
    w9DocumentId: integer('w9_document_id'),
    w9ReceivedDate: date('w9_received_date', { mode: 'string' }),
    licenseNumber: text('license_number').notNull().default(''),
    licenseState: text('license_state').notNull().default(''),
    licenseExpires: date('license_expires', { mode: 'string' }),
    insurance: jsonb('insurance').$type<InsuranceCertificateRow[]>().notNull().default([]),
    insuranceExpires: date('insurance_expires', { mode: 'string' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendors_company_insurance').on(t.managementCompanyId, t.insuranceExpires),
    index('vendors_categories').using('gin', t.categories),
  ],
);

/**
 * A work order: a job at a property (a unit, or a common area named in `common_area`), requested by an office
 * user or a tenant (a contact), assigned to a vendor, moved through its statuses (each step a row of
 * `work_order_events`). `insurance_override_reason` is set when the vendor was assigned without insurance valid
 * on the day; `ledger_entry_id` is the charge its cost posted as on the lease's ledger when it was done.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id').references(() => rentalUnits.id, { onDelete: 'restrict' }),
    commonArea: text('common_area').notNull().default(''),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('normal'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByContactId: integer('requested_by_contact_id').references(() => contacts.id, {
      onDelete: 'restrict',
    }),
    /** The requester's name as it was (a deleted user's orders still say who asked). */
    requestedByName: text('requested_by_name').notNull().default(''),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    insuranceOverrideReason: text('insurance_override_reason'),
    status: text('status').notNull().default('new'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    labourCents: integer('labour_cents').notNull().default(0),
    materialsCents: integer('materials_cents').notNull().default(0),
    billToTenant: boolean('bill_to_tenant').notNull().default(false),
    leaseId: integer('lease_id').references(() => leases.id, { onDelete: 'restrict' }),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('work_orders_company_status').on(t.managementCompanyId, t.status),
    index('work_orders_property').on(t.propertyId),
    index('work_orders_unit').on(t.unitId),
    index('work_orders_vendor').on(t.vendorId),
    check('work_orders_costs', sql`${t.labourCents} >= 0 and ${t.materialsCents} >= 0`),
  ],
);

/** A work order's history: each status it took, when, by whom (the name as it was), with the note given. */
export const workOrderEvents = pgTable(
  'work_order_events',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [index('work_order_events_order').on(t.workOrderId, t.id)],
);

/**
 * The scheduled jobs (one row per job name, made at start): when each runs next, which API instance holds it
 * and until when (claimed with `for update skip locked`, so that of several instances exactly one runs it).
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  runRequested: boolean('run_requested').notNull().default(false),
  requestedBy: integer('requested_by'),
  lockedBy: text('locked_by'),
  /** A holder that died lets go when this passes; a live one extends it while it runs. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
});

/** Every run of a job: by which instance, its attempt, result and times. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    instance: text('instance').notNull(),
    attempt: integer('attempt').notNull().default(1),
    status: text('status', { enum: ['running', 'ok', 'failed', 'abandoned'] }).notNull(),
    result: text('result').notNull().default(''),
    requestedBy: integer('requested_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_job').on(t.job, t.id)],
);

/** Each API instance's heartbeat, written at every poll of its job runner. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  instance: text('instance').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
  runningJob: text('running_job'),
});

/** A METAR's wind as kept for the wind history: `@hangar/aviation-weather`'s `Wind`, or null when it gave none. */
export type StoredWind = {
  directionTrue: number | null;
  speedKt: number;
  gustKt: number | null;
  variableFrom: number | null;
  variableTo: number | null;
  isVariable: boolean;
  isCalm: boolean;
};

/**
 * Every METAR the weather service fetched (and the 24 hours it asks for on a cold start), one row per station
 * and observation time, kept 48 hours after it was last fetched: the wind history of the weather page.
 */
export const metarObservations = pgTable(
  'metar_observations',
  {
    id: serial('id').primaryKey(),
    station: text('station').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    raw: text('raw').notNull(),
    wind: jsonb('wind').$type<StoredWind | null>(),
    /** The last time upstream gave this observation; the row goes 48 hours later. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('metar_observations_station_time').on(t.station, t.observedAt),
    index('metar_observations_fetched_at').on(t.fetchedAt),
  ],
);

/** A contact's aircraft: its registration mark, type and the sizes a hangar door is judged by (feet). */
export const aircraft = pgTable(
  'aircraft',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    wingspanFt: doublePrecision('wingspan_ft').notNull(),
    lengthFt: doublePrecision('length_ft').notNull(),
    tailHeightFt: doublePrecision('tail_height_ft').notNull(),
    basedHere: boolean('based_here').notNull().default(true),
    notes: text('notes').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('aircraft_contact').on(t.contactId),
    uniqueIndex('aircraft_company_registration').on(t.managementCompanyId, t.registration),
  ],
);

/**
 * A public application to a company's waiting list. `keyHash` is the hash of the key in the applicant's
 * e-mailed links, by which it is found; the key is kept only sealed. Until `confirmedAt` it is on no list.
 */
export const waitlistApplications = pgTable(
  'waitlist_applications',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    /**
     * The key sealed (security/secrets), so that an offer's e-mail can carry the applicant's link again; null
     * when none was sent (the demo's applicants): an offer then makes a new key.
     */
    keyEnc: text('key_enc'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    unitTypes: jsonb('unit_types').$type<string[]>().notNull(),
    aircraft: jsonb('aircraft')
      .$type<{
        registration: string;
        make: string;
        model: string;
        wingspanFt: number;
        lengthFt: number;
        tailHeightFt: number;
      }>()
      .notNull(),
    notes: text('notes').notNull().default(''),
    /** unconfirmed, waiting, accepted (a lease was drafted), withdrawn (by the applicant) or removed. */
    status: text('status').notNull().default('unconfirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The contact made when an offer was accepted. */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('waitlist_applications_company').on(t.managementCompanyId, t.status)],
);

/**
 * An application's place on one hangar type's list. The order is by `queueAt` then id: the confirmation time,
 * or a time a manager's move put between two others (with its reason). Positions are counted, never stored.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => waitlistApplications.id, { onDelete: 'cascade' }),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    unitType: text('unit_type').notNull(),
    queueAt: timestamp('queue_at', { withTimezone: true, precision: 6 }).notNull(),
    movedReason: text('moved_reason'),
    movedAt: timestamp('moved_at', { withTimezone: true }),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_application_type').on(t.applicationId, t.unitType),
    index('waitlist_entries_list').on(t.managementCompanyId, t.unitType, t.queueAt, t.id),
  ],
);

/** A vacant unit offered to an applicant: open until answered, withdrawn or past `expiresAt`. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => waitlistApplications.id, { onDelete: 'cascade' }),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
    /** open, accepted, declined, expired or withdrawn. */
    status: text('status').notNull().default('open'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    leaseId: integer('lease_id').references(() => leases.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waitlist_offers_open_unit')
      .on(t.unitId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('waitlist_offers_open_application')
      .on(t.applicationId)
      .where(sql`${t.status} = 'open'`),
    index('waitlist_offers_company').on(t.managementCompanyId, t.offeredAt),
  ],
);

/**
 * A portal user's link: a tenant's to a contact (who is a party of leases), a vendor's to a vendor (and its
 * contact). Made by an invitation (`key_hash`, single use), accepted with a new user (`user_id`), ended by
 * `revoked_at`. A user with a link is a portal user: no management route serves them.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tenant', 'vendor'] }).notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id')
      .unique('portal_links_user')
      .references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the invitation key; the key itself is only in the e-mail. */
    keyHash: text('key_hash').unique('portal_links_key'),
    keyExpiresAt: timestamp('key_expires_at', { withTimezone: true }),
    keyUsedAt: timestamp('key_used_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portal_links_contact').on(t.contactId),
    index('portal_links_company').on(t.managementCompanyId),
  ],
);

/**
 * A renewed insurance certificate a vendor user uploaded in the vendor portal, waiting for the office: the file
 * is one of the vendor's document attachments; approving makes it the certificate of its type on the vendor
 * (its dates the vendor's insurance dates), rejecting keeps the vendor as it was (docs/vendors.md).
 */
export const insuranceCertificateUploads = pgTable(
  'insurance_certificate_uploads',
  {
    id: serial('id').primaryKey(),
    managementCompanyId: integer('management_company_id')
      .notNull()
      .references(() => managementCompanies.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    insurer: text('insurer').notNull().default(''),
    policyNumber: text('policy_number').notNull().default(''),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('insurance_certificate_uploads_vendor').on(t.vendorId, t.status),
    check('insurance_certificate_uploads_dates', sql`${t.expiryDate} > ${t.effectiveDate}`),
  ],
);
