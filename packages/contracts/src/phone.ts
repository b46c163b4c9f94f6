// Phone numbers a person can dial: the North American display rule (7, 10 or 11 digits) checked against
// libphonenumber's numbering plans, international numbers written with +, and extensions marked as such.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const PHONE_MESSAGES = {
  letters: 'Enter the number in digits, such as (817) 555-0123; put an extension after x',
  digits: 'Enter 10 digits with the area code, such as (817) 555-0123, or + and the country code',
  invalid: 'That is not a phone number in use: check the area code and the digits',
  international: 'That is not an international number: + then the country code, such as +44 20 7946 0958',
} as const;

/** An extension marked after the number: `x45`, `ext 45`, `ext. 45`, `extension 45`. */
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}\s*$/i;

/**
 * Why a typed phone number is refused, or null when it is one. Written without +, it must be 7 digits (a
 * local number, which cannot be checked further), 10, or 11 starting with 1, and a 10- or 11-digit number must
 * be valid in the North American plan (no area code or exchange starting with 0 or 1). With + it must be a
 * valid number of its country. An extension may follow the number when marked (`x45`, `ext. 45`); any other
 * letters are refused (`call me`).
 * @example phoneNumberProblem('817-555-01234') // PHONE_MESSAGES.digits
 * @example phoneNumberProblem('+44 20 7946 0958') // null
 */
export function phoneNumberProblem(typed: string): string | null {
  const number = typed.trim().replace(EXTENSION, '');
  if (/\p{L}/u.test(number)) return PHONE_MESSAGES.letters;
  if (number.startsWith('+')) {
    return parsePhoneNumberFromString(number)?.isValid() ? null : PHONE_MESSAGES.international;
  }
  if (/[^\d\s().-]/.test(number)) return PHONE_MESSAGES.letters;
  const digits = number.replace(/\D/g, '');
  if (digits.length === 7) return /^[2-9]/.test(digits) ? null : PHONE_MESSAGES.invalid;
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) {
    return parsePhoneNumberFromString(digits, 'US')?.isValid() ? null : PHONE_MESSAGES.invalid;
  }
  return PHONE_MESSAGES.digits;
}
