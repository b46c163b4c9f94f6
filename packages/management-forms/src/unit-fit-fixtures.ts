// The door-fit half of the rental unit fixtures: `RentalUnitSearch?fitsWingspanFt=&fitsTailHeightFt=` (only
// units whose door the aircraft goes through, each with its fit by the contracts' rule and the default
// clearance) and `AircraftTypes`, answered as the API does.
import { AIRCRAFT_TYPES, DEFAULT_CLEARANCE, doorFit, smallestDoorFor } from '@hangar/contracts';
import type { ListQuery } from './data/data-provider';
import type { MemoryResourceOptions, NamedHandler } from './data/memory-provider';

const aircraftOf = (query: ListQuery) => {
  const wingspanFt = Number(query.fitsWingspanFt);
  const tailHeightFt = Number(query.fitsTailHeightFt);
  return query.fitsWingspanFt === undefined || query.fitsTailHeightFt === undefined
    ? null
    : { wingspanFt, tailHeightFt };
};
const door = (row: Record<string, unknown>) => ({
  widthFt: (row.doorWidthFt as number | null) ?? null,
  heightFt: (row.doorHeightFt as number | null) ?? null,
});

/** The rental unit list's fit filter and its items' `doorFit`. */
export const unitFitMemoryRules = {
  filters: {
    fitsWingspanFt: (row, value) => {
      const { widthFt } = door(row);
      return (
        widthFt !== null && widthFt >= smallestDoorFor({ wingspanFt: Number(value), tailHeightFt: 0 }).widthFt
      );
    },
    fitsTailHeightFt: (row, value) => {
      const { heightFt } = door(row);
      return (
        heightFt !== null &&
        heightFt >= smallestDoorFor({ wingspanFt: 0, tailHeightFt: Number(value) }).heightFt
      );
    },
  },
  withListItems: (items, query) => {
    const plane = aircraftOf(query);
    if (!plane) return items;
    return items.map((u) => ({ ...u, doorFit: doorFit(door(u), plane, DEFAULT_CLEARANCE) }));
  },
} satisfies Pick<MemoryResourceOptions, 'filters' | 'withListItems'>;

/** `GET AircraftTypes`: the contracts' table of common types. */
export const aircraftTypesHandler: Record<string, NamedHandler> = {
  '/AircraftTypes': () => ({ ok: true, data: structuredClone([...AIRCRAFT_TYPES]) }),
};
