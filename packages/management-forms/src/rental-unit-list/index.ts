export { RentalUnitList, type RentalUnitListProps } from './rental-unit-list';
export {
  DEFAULT_UNIT_LIST_STATE,
  isUnitListFiltered,
  unitListQuery,
  unitListSearchParams,
  unitListStateFromSearchParams,
  type UnitListScope,
  type UnitListState,
  type UnitSort,
} from './rental-unit-list-rules';
