// The company profile form's pure rules: values from the record, the body to save, primaries, time zones.
import type { MgmtCo, MgmtCoUpdate, mgmtCoUpdateSchema } from '@hangar/contracts';
import type { ComboboxOption } from '@hangar/ui';
import type { z } from 'zod';

export const DEFAULT_TIME_ZONE = 'America/Chicago';

export type CompanyFormValues = MgmtCoUpdate;
export type CompanyFormOutput = z.output<typeof mgmtCoUpdateSchema>;

/** The form's values for a stored company; the tax id field starts empty (the stored one stays masked). */
export function companyValues(company: MgmtCo): CompanyFormValues {
  return {
    name: company.name,
    legalName: company.legalName,
    fileAs: company.fileAs,
    taxId: '',
    addresses: company.addresses.map((a) => ({ ...a })),
    // E.164 is the server's, derived from the number as typed.
    phones: company.phones.map(({ e164: _e164, ...phone }) => phone),
    emails: company.emails.map((e) => ({ ...e })),
    website: company.website,
    timeZone: company.timeZone || DEFAULT_TIME_ZONE,
    isActive: company.isActive,
    version: company.version,
  };
}

/** What is sent: an empty tax id is left out, which keeps the stored one. */
export function companyBody(values: CompanyFormOutput): CompanyFormOutput {
  const { taxId, ...rest } = values;
  return taxId ? { ...rest, taxId } : rest;
}

function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}

let zones: string[] | null = null;

/** Every IANA time zone the browser knows, and `current` when it does not list it (UTC, say). */
export function timeZoneOptions(current?: string): ComboboxOption[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const list = current && !zones.includes(current) ? [current, ...zones] : zones;
  return list.map((zone) => ({ value: zone, label: zoneLabel(zone) }));
}
