// Fixtures of the money reports (rent roll, receivables, collections, ledger summary) and a memory provider that
// answers them by company, day, month and property, for stories and the site's page tests.
import type { Collections, LedgerSummary, Receivables, RentRoll } from '@hangar/contracts';
import { FIXTURE_COMPANY_ID } from './contact-fixtures';
import {
  createMemoryProvider,
  type MemoryProvider,
  type MemoryProviderOptions,
  type NamedHandler,
} from './data/memory-provider';
import { HICKS_ID, OFFICE_PARK_ID } from './property-fixtures';

const HICKS = 'Hicks Airfield Hangars';
const OFFICE = 'Saginaw Office Park';

type RollRow = RentRoll['rows'][number];
const leased = (
  unitID: number,
  unitNumber: string,
  tenants: string,
  rentCents: number,
  balanceCents: number,
  depositHeldCents = 0,
  propertyID = HICKS_ID,
): RollRow => ({
  propertyID,
  propertyName: propertyID === HICKS_ID ? HICKS : OFFICE,
  unitID,
  unitNumber,
  leaseID: unitID + 1000,
  tenants,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  rentCents,
  depositHeldCents,
  balanceCents,
});
const vacant = (unitID: number, unitNumber: string, propertyID = HICKS_ID): RollRow => ({
  ...leased(unitID, unitNumber, '', 0, 0, 0, propertyID),
  leaseID: null,
  startDate: null,
  endDate: null,
  rentCents: null,
});

export const rentRollRowFixtures: RollRow[] = [
  leased(401, 'H-1', 'Avery Aviation', 42_500, 0, 42_500),
  leased(402, 'H-2', 'Blue Sky Flyers', 42_500, 85_000),
  vacant(403, 'H-3'),
  leased(404, 'H-4', 'Cirrus Club; Dana Pilot', 55_000, -10_000, 55_000),
  leased(501, 'O-1', 'Trinity Tax Service', 120_000, 240_000, 0, OFFICE_PARK_ID),
];

type AgingRow = Receivables['rows'][number];
const aging = (
  leaseID: number,
  unitNumber: string,
  tenants: string,
  b: [number, number, number, number, number],
  creditCents = 0,
  propertyID = HICKS_ID,
): AgingRow => ({
  leaseID,
  propertyID,
  propertyName: propertyID === HICKS_ID ? HICKS : OFFICE,
  unitNumber,
  tenants,
  current: b[0],
  days1to30: b[1],
  days31to60: b[2],
  days61to90: b[3],
  over90: b[4],
  totalCents: b.reduce((s, x) => s + x, 0),
  creditCents,
});

export const receivablesRowFixtures: AgingRow[] = [
  aging(1402, 'H-2', 'Blue Sky Flyers', [0, 42_500, 42_500, 0, 0]),
  aging(1404, 'H-4', 'Cirrus Club; Dana Pilot', [0, 0, 0, 0, 0], -10_000),
  aging(1501, 'O-1', 'Trinity Tax Service', [5_000, 115_000, 0, 0, 120_000], 0, OFFICE_PARK_ID),
];

const sum = <T>(rows: readonly T[], f: (row: T) => number) => rows.reduce((s, r) => s + f(r), 0);

function rentRollOf(rows: readonly RollRow[], asOf: string): RentRoll {
  return {
    asOf,
    rows: [...rows],
    totals: {
      units: rows.length,
      occupied: rows.filter((r) => r.leaseID !== null).length,
      rentCents: sum(rows, (r) => r.rentCents ?? 0),
      depositHeldCents: sum(rows, (r) => r.depositHeldCents),
      balanceCents: sum(rows, (r) => r.balanceCents),
    },
  };
}

function receivablesOf(rows: readonly AgingRow[], asOf: string): Receivables {
  const keys = [
    'current',
    'days1to30',
    'days31to60',
    'days61to90',
    'over90',
    'totalCents',
    'creditCents',
  ] as const;
  return {
    asOf,
    rows: [...rows],
    totals: Object.fromEntries(keys.map((k) => [k, sum(rows, (r) => r[k])])) as Receivables['totals'],
  };
}

function collectionsOf(month: string, empty: boolean): Collections {
  const rows = empty
    ? []
    : [
        {
          propertyID: HICKS_ID,
          propertyName: HICKS,
          chargedCents: 140_000,
          collectedCents: 97_500,
          outstandingCents: 42_500,
        },
        {
          propertyID: OFFICE_PARK_ID,
          propertyName: OFFICE,
          chargedCents: 125_000,
          collectedCents: 5_000,
          outstandingCents: 120_000,
        },
      ];
  return {
    month,
    rows,
    totals: {
      chargedCents: sum(rows, (r) => r.chargedCents),
      collectedCents: sum(rows, (r) => r.collectedCents),
      outstandingCents: sum(rows, (r) => r.outstandingCents),
    },
  };
}

/** Twelve months up to `month` of a company's money, for the home's charts. */
export function ledgerSummaryFixture(month = '2026-06'): LedgerSummary {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const history = Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(y, m - 12 + i, 1)).toISOString().slice(0, 7);
    return {
      month: at,
      units: 24,
      occupied: 14 + (i % 3),
      chargedCents: 600_000 + i * 5_000,
      collectedCents: 560_000 + i * 4_000,
    };
  });
  return { month, chargedCents: 655_000, collectedCents: 604_000, outstandingCents: 51_000, history };
}

export type LedgerReportProviderOptions = MemoryProviderOptions & {
  rentRoll?: readonly RollRow[];
  receivables?: readonly AgingRow[];
  /** No collections in any month. */
  noCollections?: boolean;
  /** The company the reports belong to; another company's id answers 404. */
  companyId?: number;
};

const TODAY = '2026-06-15';

/**
 * A memory provider answering RentRoll, Receivables, Collections and LedgerSummary from the fixtures (or the
 * rows given), filtered by `propertyID`; another company's id answers 404. CSV addresses are files, read
 * through `fetchFile`, which answers the rows as text.
 *
 * @example
 * <ManagementProvider dataProvider={createLedgerReportProvider()}><RentRollReport managementCompanyID={1} /></ManagementProvider>
 */
export function createLedgerReportProvider(options: LedgerReportProviderOptions = {}): MemoryProvider {
  const {
    rentRoll = rentRollRowFixtures,
    receivables = receivablesRowFixtures,
    noCollections = false,
    companyId = FIXTURE_COMPANY_ID,
    named,
    ...memory
  } = options;
  const parse = (path: string) => {
    const url = new URL(path, 'http://memory');
    const company = Number(url.pathname.split('/')[2]);
    const property = url.searchParams.get('propertyID');
    return {
      company,
      query: url.searchParams,
      ofProperty: <T extends { propertyID: number }>(rows: readonly T[]) =>
        property ? rows.filter((r) => r.propertyID === Number(property)) : rows,
    };
  };
  const answer =
    (make: (p: ReturnType<typeof parse>) => unknown): NamedHandler =>
    (_method, path) => {
      const p = parse(path);
      if (p.company !== companyId) return { ok: false, status: 404, message: 'Not found' };
      return { ok: true, data: make(p) };
    };
  const provider = createMemoryProvider(
    {},
    {
      ...memory,
      named: {
        '/RentRoll/': answer((p) => rentRollOf(p.ofProperty(rentRoll), p.query.get('asOf') ?? TODAY)),
        '/Receivables/': answer((p) =>
          receivablesOf(p.ofProperty(receivables), p.query.get('asOf') ?? TODAY),
        ),
        '/Collections/': answer((p) =>
          collectionsOf(p.query.get('month') ?? TODAY.slice(0, 7), noCollections),
        ),
        '/LedgerSummary/': answer(() => ledgerSummaryFixture()),
        ...named,
      },
    },
  );
  return {
    ...provider,
    async fetchFile(url: string) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { ok: true, data: new Blob([`CSV of ${url}\r\n`], { type: 'text/csv' }) };
    },
  };
}
