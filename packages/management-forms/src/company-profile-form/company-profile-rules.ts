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

/** The entries' primary flags after `index` is ticked (every other one unticked) or unticked. */
export function primaryFlags(
  list: readonly { isPrimary?: boolean }[],
  index: number,
  on: boolean,
): boolean[] {
  return list.map((entry, i) => (i === index ? on : on ? false : Boolean(entry.isPrimary)));
}

/**
 * Which entry becomes primary once `index` is removed: the first left, when the removed one was the
 * primary (a list with entries keeps one); otherwise none changes (null).
 */
export function primaryAfterRemove(list: readonly { isPrimary?: boolean }[], index: number): number | null {
  if (!list[index]?.isPrimary || list.length < 2) return null;
  return 0;
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

/** The type choices of a list, labelled with a capital first letter. */
export function typeOptions(types: readonly string[]) {
  return types.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }));
}
