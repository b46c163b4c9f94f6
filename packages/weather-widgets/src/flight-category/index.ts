export {
  FlightCategoryBadge,
  FLIGHT_CATEGORIES,
  FLIGHT_CATEGORY_WORDS,
  categoryAtLeast,
  type FlightCategoryBadgeProps,
} from './flight-category';
export { StationFlightCategory, type StationFlightCategoryProps } from './station-flight-category';
