export { PropertyList, type PropertyListProps } from './property-list';
export {
  DEFAULT_PROPERTY_LIST_STATE,
  isPropertyListFiltered,
  propertyListQuery,
  propertyListSearchParams,
  propertyListStateFromSearchParams,
  PROPERTY_TYPE_FILTERS,
  type PropertyActiveFilter,
  type PropertyListState,
  type PropertySort,
} from './property-list-rules';
