// Phone entry rules: the product's North American display forms, and libphonenumber-js for the rest.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Formats a typed phone number for display. Digits only (punctuation aside): 7 digits become xxx-xxxx,
 * 10 become (xxx) xxx-xxxx and 11 become x (xxx) xxx-xxxx. A number starting with + is formatted the
 * international way when libphonenumber-js recognises it. Anything else (letters, an extension, another
 * digit count) is kept as typed, trimmed.
 * @example formatPhone('8175551234') // '(817) 555-1234'
 * @example formatPhone('+44 20 7946 0958') // '+44 20 7946 0958'
 */
export function formatPhone(text: string): string {
  const typed = text.trim();
  if (typed.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(typed);
    return parsed?.isPossible() ? parsed.formatInternational() : typed;
  }
  if (/\p{L}/u.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  switch (digits.length) {
    case 7:
      return `${digits.slice(0, 3)}-${digits.slice(3)}`;
    case 10:
      return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    case 11:
      return `${digits.slice(0, 1)} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
    default:
      return typed;
  }
}

/**
 * The number in E.164 (+18175551234) for storing or dialling, read by libphonenumber-js with
 * `defaultCountry` for numbers written without +; null when it is not a possible phone number
 * (a 7-digit local number has no area code, so it is null too).
 */
export function toE164(text: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), defaultCountry);
  return parsed?.isPossible() ? parsed.number : null;
}

export type { CountryCode };
