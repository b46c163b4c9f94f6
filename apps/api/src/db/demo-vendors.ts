// Demo vendors of Alpha: a hangar door company whose liability certificate expires within the month (so the
// warnings show), an electrician and a fuel supplier. Dates are relative to the seed day, so the demo keeps
// its meaning whenever it is seeded.
import {
  vendorCompanyCreateSchema,
  vendorIndividualCreateSchema,
  type VendorCompanyCreate,
  type VendorIndividualCreate,
} from '@hangar/contracts';
import { todayIn, vendorRepository, vendorValues } from '../modules/vendors/vendor-repository';
import type { SecretBox } from '../security/secrets';
import type { Db } from './database';

/** The demo vendors carry no tax id, so nothing is ever sealed. */
const noSecrets: SecretBox = {
  seal: () => {
    throw new Error('demo vendors carry no tax id');
  },
  open: () => {
    throw new Error('demo vendors carry no tax id');
  },
};

/** A calendar date `days` after `today` (`YYYY-MM-DD`). */
function plusDays(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Alpha's three demo vendors, as the API would take them. */
export function demoVendors(
  managementCompanyID: number,
  today: string,
): (VendorCompanyCreate | VendorIndividualCreate)[] {
  const day = (days: number) => plusDays(today, days);
  return [
    {
      kind: 'company',
      managementCompanyID,
      companyName: 'Lone Star Hangar Doors',
      legalName: 'Lone Star Hangar Doors LLC',
      addresses: [
        { type: 'work', line1: '4100 Blue Mound Rd', city: 'Fort Worth', state: 'TX', postalCode: '76106' },
      ],
      phones: [{ type: 'work', number: '(817) 555-0161', isPrimary: true }],
      emails: [{ type: 'work', address: 'service@lonestarhangardoors.example', isPrimary: true }],
      categories: ['hangar-doors'],
      accountNumber: 'LSHD-2207',
      website: 'https://lonestarhangardoors.example',
      isPreferred: true,
      vendorNotes: 'Bi-fold and hydraulic doors; call the service line for a stuck door, 24/7.',
      is1099: false,
      licenseState: 'TX',
      insurance: [
        {
          type: 'general-liability',
          insurer: 'Texas Mutual Insurance',
          policyNumber: 'GL-4471902',
          coverageCents: 200_000_000,
          effectiveDate: day(-345),
          expiryDate: day(20),
        },
        {
          type: 'workers-comp',
          insurer: 'Texas Mutual Insurance',
          policyNumber: 'WC-1183340',
          coverageCents: 100_000_000,
          effectiveDate: day(-120),
          expiryDate: day(245),
        },
      ],
    },
    {
      kind: 'individual',
      managementCompanyID,
      firstName: 'Marcus',
      lastName: 'Delgado',
      companyName: 'Delgado Electric',
      addresses: [
        { type: 'work', line1: '712 Old Decatur Rd', city: 'Saginaw', state: 'TX', postalCode: '76179' },
      ],
      phones: [{ type: 'mobile', number: '(682) 555-0187', isPrimary: true }],
      emails: [{ type: 'work', address: 'marcus@delgadoelectric.example', isPrimary: true }],
      categories: ['electrical'],
      accountNumber: 'DE-118',
      isPreferred: false,
      vendorNotes: 'Master electrician; did the 220 V runs to the box hangars.',
      is1099: true,
      w9ReceivedDate: day(-60),
      licenseNumber: 'TECL 38841',
      licenseState: 'TX',
      licenseExpires: day(410),
      insurance: [
        {
          type: 'general-liability',
          insurer: 'Hiscox',
          policyNumber: 'HX-0098211',
          coverageCents: 100_000_000,
          effectiveDate: day(-90),
          expiryDate: day(275),
        },
        {
          type: 'auto',
          insurer: 'Progressive Commercial',
          policyNumber: 'PC-55120',
          coverageCents: 50_000_000,
          effectiveDate: day(-30),
          expiryDate: day(150),
        },
      ],
    },
    {
      kind: 'company',
      managementCompanyID,
      companyName: 'Panhandle Aviation Fuels',
      legalName: 'Panhandle Aviation Fuels, Inc.',
      addresses: [
        { type: 'billing', line1: '2900 Meacham Blvd', city: 'Fort Worth', state: 'TX', postalCode: '76137' },
      ],
      phones: [{ type: 'work', number: '(817) 555-0192', isPrimary: true }],
      emails: [{ type: 'work', address: 'orders@panhandlefuels.example', isPrimary: true }],
      categories: ['fuel'],
      accountNumber: 'PAF-30417',
      website: 'https://panhandlefuels.example',
      isPreferred: true,
      vendorNotes: '100LL and Jet A deliveries to the self-serve tank; order by Wednesday for Friday.',
      insurance: [
        {
          type: 'general-liability',
          insurer: 'Starr Aviation',
          policyNumber: 'SA-GL-72210',
          coverageCents: 500_000_000,
          effectiveDate: day(-200),
          expiryDate: day(165),
        },
        {
          type: 'auto',
          insurer: 'Starr Aviation',
          policyNumber: 'SA-AU-72211',
          coverageCents: 200_000_000,
          effectiveDate: day(-200),
          expiryDate: day(165),
        },
        {
          type: 'umbrella',
          insurer: 'Starr Aviation',
          policyNumber: 'SA-UM-72212',
          coverageCents: 1_000_000_000,
          effectiveDate: day(-200),
          expiryDate: day(165),
        },
      ],
    },
  ];
}

/** Inserts Alpha's demo vendors (each with its contact), dated from `now` in the company's time zone. */
export async function seedDemoVendors(
  db: Db,
  managementCompanyID: number,
  now: Date = new Date(),
  timeZone = 'America/Chicago',
): Promise<void> {
  for (const v of demoVendors(managementCompanyID, todayIn(timeZone, now))) {
    const body =
      v.kind === 'company' ? vendorCompanyCreateSchema.parse(v) : vendorIndividualCreateSchema.parse(v);
    await vendorRepository.insert(db, vendorValues(body, noSecrets));
  }
}
