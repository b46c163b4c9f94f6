export { PhoneInput, type PhoneInputProps } from './phone-input';
export { formatPhone, toE164, type CountryCode } from './rules';
