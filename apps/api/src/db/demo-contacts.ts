// Demo contacts: north-Texas tenants, hangar owners, vendors and their people, made by a seeded PRNG so every
// run gives the same records. The seed uses `demoContacts`; the contact bench uses `randomContact` by the 100k.
// Phones are in the fictional 555-01xx range and e-mails at `.example` domains.
import type { ContactAddress, ContactEmail, ContactPhone, ContactWrite } from '@hangar/contracts';

export type Rng = () => number;

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const words = (s: string): readonly string[] => s.trim().split(/\s+/);
/** Phrases separated by `|` or line ends. */
const phrases = (s: string): readonly string[] => s.trim().split(/\s*[|\n]\s*/);

type Town = {
  city: string;
  zips: readonly string[];
  areaCodes: readonly string[];
  streets: readonly string[];
};

/** Towns around Hicks Airfield with their ZIP codes, area codes and some of their roads. */
const TOWNS: readonly Town[] = [
  {
    city: 'Fort Worth',
    zips: ['76179', '76131', '76137', '76135', '76106', '76108', '76177'],
    areaCodes: ['817', '682'],
    streets: [
      'Boat Club Rd',
      'W Bailey Boswell Rd',
      'Bonds Ranch Rd',
      'Blue Mound Rd',
      'N Main St',
      'Marine Creek Pkwy',
      'Old Decatur Rd',
      'Jacksboro Hwy',
      'Hicks Field Rd',
      'Meacham Blvd',
      'Azle Ave',
      'Ten Mile Bridge Rd',
      'Cromwell Marine Creek Rd',
    ],
  },
  {
    city: 'Saginaw',
    zips: ['76179', '76131'],
    areaCodes: ['817', '682'],
    streets: ['N Saginaw Blvd', 'W McLeroy Blvd', 'Knowles Dr', 'Longhorn Rd', 'Opal Ln', 'Basswood Blvd'],
  },
  {
    city: 'Azle',
    zips: ['76020'],
    areaCodes: ['817', '682'],
    streets: ['W Main St', 'Stewart St', 'SE Parkway', 'Jacksboro Hwy', 'Church St', 'Ash Creek Dr'],
  },
  {
    city: 'Haslet',
    zips: ['76052'],
    areaCodes: ['817', '682'],
    streets: ['Avondale Haslet Rd', 'Haslet Roanoke Rd', 'School House Rd', 'Sendera Ranch Blvd', 'Main St'],
  },
  {
    city: 'Keller',
    zips: ['76248', '76244'],
    areaCodes: ['817', '682'],
    streets: [
      'Keller Pkwy',
      'Rufe Snow Dr',
      'Bear Creek Pkwy',
      'Keller Hicks Rd',
      'Johnson Rd',
      'Bourland Rd',
    ],
  },
  {
    city: 'Decatur',
    zips: ['76234'],
    areaCodes: ['940'],
    streets: ['S Trinity St', 'W Thompson St', 'Walnut St', 'Deer Park Rd', 'S Business 287', 'Eagle Dr'],
  },
  {
    city: 'Weatherford',
    zips: ['76086', '76087', '76088'],
    areaCodes: ['817', '682'],
    streets: ['Santa Fe Dr', 'Fort Worth Hwy', 'Palo Pinto St', 'Bankhead Hwy', 'Airport Rd', 'Bowie Dr'],
  },
  {
    city: 'Denton',
    zips: ['76201', '76205', '76207', '76209', '76210'],
    areaCodes: ['940'],
    streets: ['Airport Rd', 'W University Dr', 'W Hickory St', 'Teasley Ln', 'Bell Ave', 'Precision Dr'],
  },
  {
    city: 'Lake Worth',
    zips: ['76135'],
    areaCodes: ['817', '682'],
    streets: ['Charbonneau Rd', 'Lake Worth Blvd', 'Telephone Rd', 'Shady Oaks Dr'],
  },
  {
    city: 'Springtown',
    zips: ['76082'],
    areaCodes: ['817', '682'],
    streets: ['N Main St', 'Pojo Rd', 'Hwy 199', 'Goshen Rd'],
  },
  {
    city: 'Justin',
    zips: ['76247'],
    areaCodes: ['940'],
    streets: ['FM 156', 'W 1st St', 'Boss Range Rd', 'Sealy Ave'],
  },
  {
    city: 'Roanoke',
    zips: ['76262'],
    areaCodes: ['817', '682'],
    streets: ['N Oak St', 'Byron Nelson Blvd', 'Fairway Dr', 'Trophy Club Dr'],
  },
];

const MALE = words(`
  James Robert John Michael David William Richard Joseph Thomas Charles Daniel Matthew Mark Steven
  Paul Kevin Brian Gary Ronald Jason Travis Wade Cody Dale Clint Randall Hector Luis Carlos Miguel
`);
const FEMALE = words(`
  Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Sandra Ashley
  Kimberly Donna Michelle Amanda Melissa Rebecca Tammy Brenda Crystal Maria Rosa Ana Leticia Carol
  Debra Laura
`);
const LAST = words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson
  Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Walker Hall
  Allen Young King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter
  Phillips Evans Turner Torres Parker Collins Edwards Stewart Morris Reyes Ramirez Cook Morgan Bell
  Murphy Bailey Cooper Howard Ward Smart Small Hargrove Pruitt Whitfield McAllister Boswell Dunlap
  Kincaid Truitt
`);
const MIDDLE_MALE = words(`
  A. J. L. R. E. D. Lee Wayne Ray Dean
`);
const MIDDLE_FEMALE = words(`
  A. J. L. R. E. D. Ann Marie Lynn Jo
`);
const PERSONAL_DOMAINS = [
  'mail.example',
  'texasmail.example',
  'prairienet.example',
  'flyer.example',
] as const;

/** What a company does: its name parts, e-mail boxes and the tags it usually carries. */
type Trade = { cores: readonly string[]; boxes: readonly string[]; tags: readonly string[] };
const TRADES: Record<string, Trade> = {
  aviation: {
    cores: [
      'Avionics',
      'Aircraft Maintenance',
      'Aero Services',
      'Air Charter',
      'Aircraft Interiors',
      'Aviation',
    ],
    boxes: ['office', 'service', 'dispatch'],
    tags: ['tenant'],
  },
  doors: {
    cores: ['Hangar Door Co.', 'Hydraulic Doors', 'Overhead Door', 'Hangar Builders'],
    boxes: ['sales', 'service'],
    tags: ['vendor'],
  },
  electrical: {
    cores: ['Electric', 'Electrical Contractors', 'Power & Lighting'],
    boxes: ['office', 'billing'],
    tags: ['vendor'],
  },
  fuel: {
    cores: ['Aviation Fuel', 'Fuels', 'Aviation Petroleum'],
    boxes: ['orders', 'billing'],
    tags: ['vendor'],
  },
  school: {
    cores: ['Flight Academy', 'Flight Training', 'Sport Aviation', 'Flight School', 'Aero Club'],
    boxes: ['info', 'scheduling'],
    tags: ['tenant', 'prospect'],
  },
};
const COMPANY_PREFIXES = phrases(`
  Eagle Mountain | Lone Star | Hicks Field | Cross Timbers | Blue Mound | Trinity | Northwest
  Red River | Cowtown | Parker County | Brazos | Chisholm Trail | Bluebonnet | Wise County
  Marine Creek | Prairie | Panhandle | Texan | Frontier | Longhorn
`);
const LEGAL = ['LLC', 'Inc.', 'Ltd.'] as const;
const AIRCRAFT = phrases(`
  Cessna 172 | Cessna 182 | Piper Cherokee | Piper Archer | Beechcraft Bonanza | Mooney M20J
  Cirrus SR22 | Van\u2019s RV-7 | Piper Cub | Grumman Tiger
`);

type Base = Omit<ContactWrite, 'kind'>;
const blank = (managementCompanyID: number): Base => ({
  managementCompanyID,
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  companyName: '',
  legalName: '',
  fileAs: '',
  addresses: [],
  phones: [],
  emails: [],
  notes: '',
  tags: [],
  isActive: true,
});

/** Numbers already handed out, so the demo does not repeat one; the bench passes none. */
type Numbers = Set<string> | null;

function phone(rng: Rng, town: Town, type: ContactPhone['type'], used: Numbers): ContactPhone {
  for (;;) {
    const number = `(${pick(rng, town.areaCodes)}) 555-01${String(int(rng, 0, 99)).padStart(2, '0')}`;
    if (used?.has(number) && used.size < 250) continue;
    used?.add(number);
    return { type, number, extension: '', isPrimary: false };
  }
}

function address(rng: Rng, town: Town, type: ContactAddress['type']): ContactAddress {
  return {
    type,
    line1: `${int(rng, 1, 98) * 100 + int(rng, 0, 99)} ${pick(rng, town.streets)}`,
    line2: chance(rng, 0.12) ? `Suite ${int(rng, 100, 450)}` : '',
    city: town.city,
    state: 'TX',
    postalCode: pick(rng, town.zips),
    country: 'US',
    isPrimary: false,
  };
}

const email = (type: ContactEmail['type'], box: string): ContactEmail => ({
  type,
  address: box,
  isPrimary: false,
});
const primary = <T extends { isPrimary: boolean }>(list: T[]): T[] =>
  list.map((x, i) => ({ ...x, isPrimary: i === 0 }));

type CompanyName = { name: string; trade: string };

/** Where a company named after a place is: its town, or the town of its county, lake or landmark. */
const PLACES: Record<string, string> = {
  'Eagle Mountain': 'Fort Worth',
  'Hicks Field': 'Fort Worth',
  'Marine Creek': 'Fort Worth',
  'Blue Mound': 'Saginaw',
  Cowtown: 'Fort Worth',
  'Wise County': 'Decatur',
  'Parker County': 'Weatherford',
};
const townOf = (name: string): Town | undefined => {
  const place = Object.keys(PLACES).find((p) => name.startsWith(`${p} `));
  const city = place ? PLACES[place] : TOWNS.find((t) => name.startsWith(`${t.city} `))?.city;
  return TOWNS.find((t) => t.city === city);
};

/** A company: its trade's e-mail boxes at its own domain, a work phone (sometimes a fax), a work address. */
export function companyContact(
  rng: Rng,
  managementCompanyID: number,
  { name, trade }: CompanyName,
  used: Numbers = null,
): ContactWrite {
  const t = TRADES[trade]!;
  const town = townOf(name) ?? pick(rng, TOWNS);
  const domain = `${slug(name)}.example`;
  const boxes = [...new Set([pick(rng, t.boxes), ...(chance(rng, 0.4) ? [pick(rng, t.boxes)] : [])])];
  return {
    ...blank(managementCompanyID),
    kind: 'company',
    companyName: name,
    legalName: chance(rng, 0.6) ? `${name.replace(/ Co\.$/, ' Company')}, ${pick(rng, LEGAL)}` : '',
    fileAsPattern: 'company',
    addresses: primary([
      address(rng, town, 'work'),
      ...(chance(rng, 0.2) ? [address(rng, town, 'billing')] : []),
    ]),
    phones: primary([
      phone(rng, town, 'work', used),
      ...(chance(rng, 0.3) ? [phone(rng, town, 'fax', used)] : []),
    ]),
    emails: primary(boxes.map((b) => email('work', `${b}@${domain}`))),
    tags: [...t.tags.filter(() => chance(rng, 0.7))],
  };
}

/** A random company name of a trade (`Trinity Hangar Door Co.`); the bench draws thousands of these. */
export function companyName(rng: Rng, trade = pick(rng, Object.keys(TRADES))): CompanyName {
  return { name: `${pick(rng, COMPANY_PREFIXES)} ${pick(rng, TRADES[trade]!.cores)}`, trade };
}

type Person = { first: string; last: string; male: boolean };
const person = (rng: Rng): Person => {
  const male = chance(rng, 0.55);
  return { first: pick(rng, male ? MALE : FEMALE), last: pick(rng, LAST), male };
};

/**
 * An individual: a mobile phone (sometimes a home or work one too), a home address, a personal e-mail, and
 * with an `employer` the work e-mail at its domain and the "Last, First — Company" file-as.
 */
export function individualContact(
  rng: Rng,
  managementCompanyID: number,
  p: Person,
  opts: { employer?: string; tags?: string[]; notes?: string; used?: Numbers } = {},
): ContactWrite {
  const used = opts.used ?? null;
  const town = pick(rng, TOWNS);
  const local = `${slug(p.first)}.${slug(p.last)}`;
  const emails = [
    email('personal', `${local}${chance(rng, 0.3) ? int(rng, 2, 99) : ''}@${pick(rng, PERSONAL_DOMAINS)}`),
  ];
  if (opts.employer)
    emails.unshift(email('work', `${slug(p.first[0]!)}${slug(p.last)}@${slug(opts.employer)}.example`));
  const phones = [phone(rng, town, 'mobile', used)];
  if (chance(rng, 0.35)) phones.push(phone(rng, town, opts.employer ? 'work' : 'home', used));
  const title = chance(rng, 0.2)
    ? chance(rng, 0.25)
      ? 'Dr.'
      : p.male
        ? 'Mr.'
        : pick(rng, ['Mrs.', 'Ms.'])
    : '';
  return {
    ...blank(managementCompanyID),
    kind: 'individual',
    title,
    firstName: p.first,
    middleName: chance(rng, 0.25) ? pick(rng, p.male ? MIDDLE_MALE : MIDDLE_FEMALE) : '',
    lastName: p.last,
    suffix: p.male && chance(rng, 0.1) ? pick(rng, ['Jr.', 'Sr.', 'II', 'III']) : '',
    companyName: opts.employer ?? '',
    fileAsPattern: opts.employer ? 'lastFirstCompany' : 'lastFirst',
    addresses: primary([
      address(rng, town, 'home'),
      ...(chance(rng, 0.15) ? [address(rng, town, 'mailing')] : []),
    ]),
    phones: primary(phones),
    emails: primary(emails),
    notes: opts.notes ?? '',
    tags: opts.tags ?? [],
  };
}

const hangarNote = (rng: Rng) =>
  `Hangar ${pick(rng, ['A', 'B', 'C', 'D', 'T'])}-${String(int(rng, 1, 24)).padStart(2, '0')}, ${pick(rng, AIRCRAFT)}`;

/** One contact of a large made-up book (the bench): four in five individuals, one in six with an employer. */
export function randomContact(rng: Rng, managementCompanyID: number): ContactWrite {
  if (chance(rng, 0.2)) return companyContact(rng, managementCompanyID, companyName(rng));
  const employer = chance(rng, 0.17) ? companyName(rng).name : undefined;
  const tags = [
    pick(rng, ['tenant', 'tenant', 'owner', 'vendor', 'prospect']),
    ...(chance(rng, 0.03) ? ['board'] : []),
  ];
  const contact = individualContact(rng, managementCompanyID, person(rng), {
    employer,
    tags: employer ? ['vendor'] : tags,
    notes: tags[0] === 'tenant' ? hangarNote(rng) : '',
  });
  return chance(rng, 0.05) ? { ...contact, isActive: false } : contact;
}

/** Alpha's companies: aviation businesses on the field, door and electrical contractors, fuel, flight schools. */
const ALPHA_COMPANIES: readonly CompanyName[] = [
  { name: 'Eagle Mountain Avionics', trade: 'aviation' },
  { name: 'Lone Star Aircraft Maintenance', trade: 'aviation' },
  { name: 'Hicks Field Aero Services', trade: 'aviation' },
  { name: 'Cross Timbers Air Charter', trade: 'aviation' },
  { name: 'Blue Mound Aircraft Interiors', trade: 'aviation' },
  { name: 'Trinity Propeller & Accessory', trade: 'aviation' },
  { name: 'Northwest Hangar Door Co.', trade: 'doors' },
  { name: 'Red River Hydraulic Doors', trade: 'doors' },
  { name: 'Brazos Overhead Door', trade: 'doors' },
  { name: 'Cowtown Electric', trade: 'electrical' },
  { name: 'Parker County Electrical Contractors', trade: 'electrical' },
  { name: 'Marine Creek Power & Lighting', trade: 'electrical' },
  { name: 'Brazos Aviation Fuel', trade: 'fuel' },
  { name: 'Chisholm Trail Fuels', trade: 'fuel' },
  { name: 'Panhandle Aviation Petroleum', trade: 'fuel' },
  { name: 'Eagle Mountain Flight Academy', trade: 'school' },
  { name: 'Wise County Flight Training', trade: 'school' },
  { name: 'Saginaw Sport Aviation', trade: 'school' },
  { name: 'Bluebonnet Flight School', trade: 'school' },
  { name: 'Denton Aero Club', trade: 'school' },
  { name: 'Longhorn Hangar Builders', trade: 'doors' },
  { name: 'Frontier Air Charter', trade: 'aviation' },
];
const BRAVO_COMPANIES: readonly CompanyName[] = [
  { name: 'Texan Aviation Fuel', trade: 'fuel' },
  { name: 'Prairie Hangar Door Co.', trade: 'doors' },
];

/** People without repeats: distinct first + last names from the seeded stream. */
function people(rng: Rng, count: number): Person[] {
  const seen = new Set<string>();
  const out: Person[] = [];
  while (out.length < count) {
    const p = person(rng);
    if (seen.has(p.first + p.last)) continue;
    seen.add(p.first + p.last);
    out.push(p);
  }
  return out;
}

/** The roles of the demo's individuals, in order: tags, and whether they work for one of the companies. */
const ALPHA_ROLES: readonly { tags: string[]; vendor?: boolean; count: number }[] = [
  { tags: ['tenant'], count: 12 },
  { tags: ['tenant', 'board'], count: 2 },
  { tags: ['owner'], count: 5 },
  { tags: ['owner', 'tenant'], count: 3 },
  { tags: ['board', 'owner'], count: 2 },
  { tags: ['vendor'], vendor: true, count: 10 },
  { tags: ['prospect'], count: 4 },
];

function demoBook(
  seed: number,
  managementCompanyID: number,
  companies: readonly CompanyName[],
  roles: readonly { tags: string[]; vendor?: boolean; count: number }[],
  inactiveEvery: number,
): ContactWrite[] {
  const rng = prng(seed);
  const used = new Set<string>(['(817) 555-0140', '(817) 555-0320']);
  const out = companies.map((c) => companyContact(rng, managementCompanyID, c, used));
  const vendors = companies.filter((c) => c.trade !== 'aviation' && c.trade !== 'school').map((c) => c.name);
  const crowd = people(
    rng,
    roles.reduce((n, r) => n + r.count, 0),
  );
  for (const role of roles) {
    for (let i = 0; i < role.count; i++) {
      const tenant = role.tags.includes('tenant');
      out.push(
        individualContact(rng, managementCompanyID, crowd[out.length - companies.length]!, {
          employer: role.vendor ? vendors[i % vendors.length] : undefined,
          tags: role.tags,
          notes: tenant
            ? hangarNote(rng)
            : role.tags.includes('owner')
              ? 'Owns a hangar on the east row'
              : '',
          used,
        }),
      );
    }
  }
  return out.map((c, i) => ((i + 1) % inactiveEvery === 0 ? { ...c, isActive: false } : c));
}

/**
 * The demo contacts of a company: Alpha Hangar Management gets 60 (22 companies, 38 people: tenants, hangar
 * owners, board members, vendors' people, prospects; 4 inactive), Bravo Aviation Properties 6.
 */
export function demoContacts(managementCompanyID: number, which: 'alpha' | 'bravo'): ContactWrite[] {
  return which === 'alpha'
    ? demoBook(0x7467, managementCompanyID, ALPHA_COMPANIES, ALPHA_ROLES, 15)
    : demoBook(
        0xb7a0,
        managementCompanyID,
        BRAVO_COMPANIES,
        [
          { tags: ['tenant'], count: 2 },
          { tags: ['owner'], count: 1 },
          { tags: ['vendor'], vendor: true, count: 1 },
        ],
        99,
      );
}
