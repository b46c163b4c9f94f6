// Date entry rules: typed digits to MM/DD/YYYY, and the MM/DD/YYYY display form to ISO YYYY-MM-DD and back.

/** What a form shows when a typed date cannot be read. */
export const DATE_FORMAT_MESSAGE = 'Enter a date as MM/DD/YYYY';

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when year, month (1-12) and day form a real calendar date; year 0 is refused as a typing slip. */
function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * Reads a typed date: every non-digit is dropped, then exactly 8 digits (MMDDYYYY) or 7 digits (MDDYYYY,
 * the month's leading zero left out) are needed. Returns the display form MM/DD/YYYY, or null when the
 * digit count is wrong or the date does not exist.
 * @example parseTypedDate('1152026') // '01/15/2026'
 * @example parseTypedDate('02/30/2026') // null
 */
export function parseTypedDate(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 7) digits = `0${digits}`;
  if (digits.length !== 8) return null;
  const month = Number(digits.slice(0, 2));
  const day = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4));
  if (!isRealDate(year, month, day)) return null;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** MM/DD/YYYY to ISO YYYY-MM-DD; null unless the text is exactly that form and a real date. */
export function displayToIso(display: string): string | null {
  const match = DISPLAY_PATTERN.exec(display.trim());
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}

/** True when `iso` is a real date written as YYYY-MM-DD. */
export function isIsoDate(iso: string): boolean {
  const match = ISO_PATTERN.exec(iso);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** ISO YYYY-MM-DD to MM/DD/YYYY; '' for '' or anything that is not a real ISO date. */
export function isoToDisplay(iso: string): string {
  if (!isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-') as [string, string, string];
  return `${month}/${day}/${year}`;
}

/** Typed text straight to ISO (parseTypedDate then displayToIso); null when it cannot be read. */
export function typedDateToIso(text: string): string | null {
  const display = parseTypedDate(text);
  return display === null ? null : displayToIso(display);
}

/** The local calendar day of an ISO date as a Date at midnight, for the calendar; undefined if not a date. */
export function isoToDate(iso: string): Date | undefined {
  if (!isIsoDate(iso)) return undefined;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, month - 1, day);
  // The constructor maps years 0-99 to 1900-1999; setFullYear does not.
  date.setFullYear(year);
  return date;
}

/** The local calendar day of a Date as ISO YYYY-MM-DD (never through UTC, which can shift the day). */
export function dateToIso(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Why a typed date was refused: unreadable, or outside the allowed min/max. */
export type DateInputInvalidReason = 'format' | 'range';

/** Whether an ISO date lies within optional ISO bounds, both inclusive. ISO strings sort as dates. */
export function isIsoWithin(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}

/** The message a form shows for a refused date, naming the bounds when the date was out of range. */
export function dateErrorMessage(reason: DateInputInvalidReason, min?: string, max?: string): string {
  if (reason === 'format') return DATE_FORMAT_MESSAGE;
  const from = min ? isoToDisplay(min) : '';
  const to = max ? isoToDisplay(max) : '';
  if (from && to) return `Enter a date from ${from} to ${to}`;
  if (from) return `Enter a date on or after ${from}`;
  if (to) return `Enter a date on or before ${to}`;
  return DATE_FORMAT_MESSAGE;
}
