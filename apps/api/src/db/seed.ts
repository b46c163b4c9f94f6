// Reference data (features, lookups, system values) on every start, and the demo companies and users once.
import {
  ACCESS_ALL,
  Access,
  contactCreateSchema,
  FEATURES,
  MgmtCoFeature,
  PropertyFeature,
  RentalUnitFeature,
} from '@hangar/contracts';
import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../security/passwords';
import { contactValues } from '../modules/contacts/contact-repository';
import type { SecretBox } from '../security/secrets';
import type { Db, DbOrTx } from './database';
import { demoContacts } from './demo-contacts';
import { seedDemoVendors } from './demo-vendors';
import { seedDemoLeases } from './demo-leases';
import { seedDemoLedger } from './demo-ledger';
import { seedDemoWaitlist } from './demo-waitlist';
import { seedDemoWorkOrders } from './demo-work-orders';
import { seedDemoPortals } from './demo-portals';
import { drawDemoHangarImages, removeDemoFiles, seedDemoHangars, type DemoImage } from './demo-hangars';
import type { FileStore } from '../files/file-store';
import {
  addressTypes,
  contacts,
  countries,
  emailTypes,
  groupFeatureAccess,
  groupMembers,
  managementCompanies,
  phoneTypes,
  securityFeatures,
  securityGroups,
  states,
  systemValues,
  titles,
  users,
} from './schema';

const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const CA_PROVINCES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan';
const MX_STATES = 'CHH Chihuahua|COA Coahuila|NLE Nuevo León|SON Sonora|TAM Tamaulipas';

const parse = (list: string) =>
  list.split('|').map((s) => ({ code: s.slice(0, s.indexOf(' ')), name: s.slice(s.indexOf(' ') + 1) }));

/** Idempotent: inserts what is missing, never changes what an administrator edited. */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(securityFeatures)
    .values(FEATURES.map((f) => ({ ...f })))
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'Canada' },
      { code: 'MX', name: 'Mexico' },
    ])
    .onConflictDoNothing();
  for (const [code, list] of [
    ['US', US_STATES],
    ['CA', CA_PROVINCES],
    ['MX', MX_STATES],
  ] as const) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
    await db
      .insert(states)
      .values(parse(list).map((s) => ({ ...s, countryId: country!.id })))
      .onConflictDoNothing();
  }
  const names = (list: string[]) => list.map((name) => ({ name }));
  await db
    .insert(titles)
    .values(names(['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.', 'Prof.', 'Rev.']))
    .onConflictDoNothing();
  await db
    .insert(addressTypes)
    .values(names(['Home', 'Work', 'Mailing', 'Billing', 'Other']))
    .onConflictDoNothing();
  await db
    .insert(phoneTypes)
    .values(names(['Mobile', 'Home', 'Work', 'Fax', 'Other']))
    .onConflictDoNothing();
  await db
    .insert(emailTypes)
    .values(names(['Personal', 'Work', 'Other']))
    .onConflictDoNothing();
  // NewRegistrationAvailable is left unset: registration stays closed until a system administrator opens it.
  await db
    .insert(systemValues)
    .values([{ key: 'SiteName', value: 'Hicks Airfield (T67)', description: 'Name shown in e-mails.' }])
    .onConflictDoNothing();
}

export const DEMO_USERS = [
  'sysadmin',
  'alpha.admin',
  'alpha.viewer',
  'bravo.admin',
  'bravo.viewer',
  // Portal users (demo-portals.ts): two tenants and a vendor of Alpha.
  'alpha.tenant',
  'alpha.tenant2',
  'alpha.vendor',
] as const;

const companyFeatures = [
  ...Object.values(MgmtCoFeature),
  ...Object.values(PropertyFeature),
  ...Object.values(RentalUnitFeature),
];

/** What the demo seed computes before it writes: the users' password hash and the drawn card images. */
export type DemoPrepared = { hash: Promise<string>; images: Promise<Map<string, DemoImage>> };

/**
 * The password hash and the card images of a demo seed: the costly, deterministic part (the drawings are
 * the same each time), which a caller seeding many times (the tests' harness) makes once and passes on.
 */
export function demoPrepared(password: string): DemoPrepared {
  return { hash: hashPassword(password), images: drawDemoHangarImages() };
}

/**
 * Two management companies (Alpha, Bravo), each with an Administrators group (every bit of every company
 * feature) and a Viewers group (view only), the five demo users, and demo contacts (`demo-contacts.ts`: 60
 * for Alpha, 6 for Bravo). The system administrator belongs to Alpha, because a session needs a management
 * company. Alpha publishes listings, approved for them by the system administrator, and manages Hicks
 * Airfield Hangars (`demo-hangars.ts`: 24 units, nine listed, each with a card image stored through `files`);
 * Bravo has one small property and publishes none.
 */
export async function seedDemo(
  db: Db,
  password: string,
  files: FileStore,
  prepared: DemoPrepared = demoPrepared(password),
): Promise<void> {
  const [hash, images] = await Promise.all([prepared.hash, prepared.images]);
  const written: string[] = [];
  // All or nothing, so a start that fails half-way leaves an empty database that is seeded again next time
  // (and no stored image of it).
  try {
    await db.transaction((tx) => seedDemoIn(tx, hash, files, images, written));
  } catch (err) {
    await removeDemoFiles(files, written);
    throw err;
  }
}

async function seedDemoIn(
  db: DbOrTx,
  hash: string,
  files: FileStore,
  images: Map<string, DemoImage>,
  written: string[],
): Promise<void> {
  const companies = { alpha: 0, bravo: 0 };
  for (const [prefix, name] of [
    ['alpha', 'Alpha Hangar Management'],
    ['bravo', 'Bravo Aviation Properties'],
  ] as const) {
    const [company] = await db
      .insert(managementCompanies)
      .values({
        name,
        fileAs: name,
        emails: [{ type: 'work', address: `office@${prefix}.example`, isPrimary: true }],
        phones: [
          {
            type: 'work',
            number: prefix === 'alpha' ? '(817) 555-0140' : '(817) 555-0320',
            extension: '',
            isPrimary: true,
            e164: prefix === 'alpha' ? '+18175550140' : '+18175550320',
          },
        ],
        addresses: [
          {
            type: 'work',
            line1: prefix === 'alpha' ? '1000 Hicks Airfield Rd' : '2200 Aviation Way',
            line2: prefix === 'alpha' ? 'Hangar Office' : '',
            city: 'Fort Worth',
            state: 'TX',
            postalCode: prefix === 'alpha' ? '76179' : '76106',
            country: 'US',
            isPrimary: true,
          },
        ],
        website: `${prefix}.example`,
        publishesListings: prefix === 'alpha',
        listingContactLine: prefix === 'alpha' ? 'Call Hicks Airfield Hangars, (817) 555-0140' : '',
      })
      .returning({ id: managementCompanies.id });
    const companyId = company!.id;
    companies[prefix] = companyId;
    const [admins] = await db
      .insert(securityGroups)
      .values({
        level: 'mgmtco',
        managementCompanyId: companyId,
        name: 'Administrators',
        description: 'Everything in the company',
      })
      .returning({ id: securityGroups.id });
    const [viewers] = await db
      .insert(securityGroups)
      .values({ level: 'mgmtco', managementCompanyId: companyId, name: 'Viewers', description: 'Read-only' })
      .returning({ id: securityGroups.id });
    await db
      .insert(groupFeatureAccess)
      .values([
        ...companyFeatures.map((featureId) => ({ groupId: admins!.id, featureId, access: ACCESS_ALL })),
        ...companyFeatures.map((featureId) => ({ groupId: viewers!.id, featureId, access: Access.View })),
      ]);
    const cap = prefix[0]!.toUpperCase() + prefix.slice(1);
    const people = [
      ...(prefix === 'alpha'
        ? [
            {
              userName: 'sysadmin',
              firstName: 'System',
              lastName: 'Administrator',
              isSystemAdmin: true,
              group: null,
            },
          ]
        : []),
      {
        userName: `${prefix}.admin`,
        firstName: cap,
        lastName: 'Administrator',
        isSystemAdmin: false,
        group: admins!.id,
      },
      {
        userName: `${prefix}.viewer`,
        firstName: cap,
        lastName: 'Viewer',
        isSystemAdmin: false,
        group: viewers!.id,
      },
    ];
    for (const p of people) {
      const [user] = await db
        .insert(users)
        .values({
          userName: p.userName,
          email: `${p.userName}@${prefix}.example`,
          firstName: p.firstName,
          lastName: p.lastName,
          fileAs: `${p.lastName}, ${p.firstName}`,
          passwordHash: hash,
          managementCompanyId: companyId,
          isSystemAdmin: p.isSystemAdmin,
          emailConfirmed: true,
        })
        .returning({ id: users.id });
      if (p.group) await db.insert(groupMembers).values({ groupId: p.group, userId: user!.id });
    }
    // Through contactValues, like the API, so file-as, search text and E.164 are made the one way.
    const book = demoContacts(companyId, prefix).map((c) =>
      contactValues(contactCreateSchema.parse(c), noSecrets),
    );
    await db.insert(contacts).values(book as (typeof contacts.$inferInsert)[]);
  }
  // The companies that publish are approved for the public listings by the system administrator.
  const [sysadmin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'sysadmin'));
  await db
    .update(managementCompanies)
    .set({ publishingApprovedAt: new Date(), publishingApprovedBy: sysadmin!.id })
    .where(eq(managementCompanies.publishesListings, true));
  await seedDemoHangars(db, files, companies, images, written);
  await seedDemoVendors(db, companies.alpha);
  await seedDemoLeases(db, companies.alpha);
  await seedDemoLedger(db, companies.alpha);
  await seedDemoWaitlist(db, companies.alpha);
  await seedDemoWorkOrders(db, companies.alpha);
  await seedDemoPortals(db, companies.alpha, hash);
}

/** The demo contacts carry no tax id, so nothing is ever sealed. */
const noSecrets: SecretBox = {
  seal: () => {
    throw new Error('demo contacts carry no tax id');
  },
  open: () => {
    throw new Error('demo contacts carry no tax id');
  },
};

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** The demo password: DEMO_PASSWORD, else a fresh random one the caller prints once. */
export function demoPassword(configured: string): { password: string; generated: boolean } {
  if (configured) return { password: configured, generated: false };
  return { password: randomBytes(12).toString('base64url'), generated: true };
}
