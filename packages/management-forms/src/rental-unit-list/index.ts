export { RentalUnitList, type RentalUnitListProps } from './rental-unit-list';
export {
  DEFAULT_UNIT_LIST_STATE,
  isUnitListFiltered,
  unitListQuery,
  type UnitListState,
  type UnitSort,
} from './rental-unit-list-rules';
