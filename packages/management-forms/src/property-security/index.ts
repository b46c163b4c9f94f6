export { PropertySecurityForm, type PropertySecurityFormProps } from './property-security';
export {
  maskText,
  masksOf,
  PROPERTY_SECURITY_BITS,
  PROPERTY_SECURITY_FEATURES,
  securityUpdate,
  toggleBit,
  type PropertyMasks,
} from './property-security-rules';
