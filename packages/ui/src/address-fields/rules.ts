// Address rules: the shape of an address value and the US ZIP code check.

export type AddressValue = {
  line1: string;
  line2: string;
  city: string;
  /** A USPS code ('TX') when the country is US; free text elsewhere. */
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
};

export type AddressFieldName = keyof AddressValue;

/** A blank address in the United States, the product's usual case. */
export const EMPTY_ADDRESS: AddressValue = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

/** What a form shows for a ZIP code that is not 5 or 9 digits. */
export const US_ZIP_MESSAGE = 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)';

/** True for a US ZIP code: 5 digits, or 9 digits written 12345-6789 or 123456789; spaces around are fine. */
export function isValidUsZip(text: string): boolean {
  return /^\d{5}(?:-?\d{4})?$/.test(text.trim());
}

/** A valid ZIP code in its usual form (123456789 → 12345-6789); other text comes back trimmed. */
export function formatUsZip(text: string): string {
  const trimmed = text.trim();
  if (!isValidUsZip(trimmed)) return trimmed;
  const digits = trimmed.replace('-', '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
