export { AddressFields, type AddressFieldsProps } from './address-fields';
export {
  COUNTRIES,
  COUNTRY_OPTIONS,
  findCountry,
  findUsState,
  US_STATE_OPTIONS,
  US_STATES,
  type Country,
  type UsState,
} from './lookups';
export {
  EMPTY_ADDRESS,
  formatUsZip,
  isValidUsZip,
  US_ZIP_MESSAGE,
  type AddressFieldName,
  type AddressValue,
} from './rules';
