// Aircraft of the contact fixtures (Cody Barrera, tenant of H-1, owns three: one that fits its 41.5 × 12 ft
// door, one that fits tightly and one too wide) and the named calls the lease form reads them by:
// `AircraftSearch?contactID=` and `AircraftFit/{unit}/{aircraft}` (the contracts' rule, default clearance).
import { DEFAULT_CLEARANCE, doorFit, type Aircraft, type RentalUnit } from '@hangar/contracts';
import { FIXTURE_COMPANY_ID } from './contact-fixtures';
import type { NamedHandler } from './data/memory-provider';

const plane = (
  id: number,
  registration: string,
  make: string,
  model: string,
  wingspanFt: number,
  tailHeightFt: number,
): Aircraft => ({
  id,
  managementCompanyID: FIXTURE_COMPANY_ID,
  contactID: 103,
  contactName: 'Barrera, Cody',
  registration,
  make,
  model,
  year: null,
  wingspanFt,
  lengthFt: 27,
  tailHeightFt,
  basedHere: true,
  notes: '',
  updatedUtc: '2026-01-05T15:00:00.000Z',
  version: 1,
});

/** Through H-1's door (41.5 × 12 ft): 3.2 ft to spare; 1.5 ft (tight); 1.5 ft too wide. */
export const FITTING_AIRCRAFT = plane(901, 'N322SR', 'Cirrus', 'SR22', 38.3, 8.9);
export const TIGHT_AIRCRAFT = plane(902, 'N40TW', 'Van’s', 'RV-10 (long wing)', 40, 9);
export const TOO_WIDE_AIRCRAFT = plane(903, 'N46PM', 'Piper', 'PA-46 Malibu', 43, 11.3);
export const aircraftFixtures: readonly Aircraft[] = [FITTING_AIRCRAFT, TIGHT_AIRCRAFT, TOO_WIDE_AIRCRAFT];

/** `AircraftSearch` (by contact) and `AircraftFit` over `aircraft` and the units. */
export function aircraftHandlers(
  aircraft: readonly Aircraft[],
  units: readonly RentalUnit[],
): Record<string, NamedHandler> {
  return {
    '/AircraftSearch': (_m, path) => {
      const query = new URLSearchParams(path.split('?')[1] ?? '');
      const contactID = Number(query.get('contactID'));
      const items = aircraft.filter((a) => !query.has('contactID') || a.contactID === contactID);
      return {
        ok: true,
        data: { items: structuredClone(items), total: items.length, page: 1, pageSize: 100 },
      };
    },
    '/AircraftFit/': (_m, path) => {
      const [, unitID, aircraftID] = path.split('/').filter(Boolean).map(Number);
      const unit = units.find((u) => u.id === unitID);
      const found = aircraft.find((a) => a.id === aircraftID);
      if (!unit || !found) return { ok: false, status: 404, message: 'Not found' };
      const door = { widthFt: unit.doorWidthFt, heightFt: unit.doorHeightFt };
      return { ok: true, data: doorFit(door, found, DEFAULT_CLEARANCE) };
    },
  };
}
