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

/** Digit groups of a date typed with separators: slashes, dashes, dots, commas or spaces between them. */
const SEPARATED = /^\d+(?:[\s/.,-]+\d+)+$/;

/**
 * Reads a typed date into the display form MM/DD/YYYY, or null when it cannot be read or does not exist.
 * - Typed with separators, it reads as month/day/year (`1/5/2027`, `12 1 2026`, `12-1-26`): one or two digits
 *   each for the month and day, and a year of four digits or two (read as 20yy). A first group of four digits
 *   reads as year-month-day (`2027-01-05`).
 * - Typed as digits alone, exactly 8 (MMDDYYYY) or 7 (MDDYYYY: the month's leading zero left out; the zero
 *   always goes to the month) are needed.
 * Anything else (letters, a three-digit year, two or four groups) is refused rather than guessed.
 * @example parseTypedDate('1152026') // '01/15/2026'
 * @example parseTypedDate('12 1 2026') // '12/01/2026'
 * @example parseTypedDate('02/30/2026') // null
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  let year: number;
  let month: number;
  let day: number;
  if (/^\d+$/.test(typed)) {
    const digits = typed.length === 7 ? `0${typed}` : typed;
    if (digits.length !== 8) return null;
    [month, day, year] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].map(Number) as [
      number,
      number,
      number,
    ];
  } else if (SEPARATED.test(typed)) {
    const groups = typed.split(/[\s/.,-]+/);
    if (groups.length !== 3) return null;
    const [first, second, third] = groups as [string, string, string];
    if (first.length === 4) {
      if (second.length > 2 || third.length > 2) return null;
      [year, month, day] = [first, second, third].map(Number) as [number, number, number];
    } else {
      if (first.length > 2 || second.length > 2) return null;
      if (third.length !== 2 && third.length !== 4) return null;
      [month, day] = [Number(first), Number(second)];
      year = third.length === 2 ? 2000 + Number(third) : Number(third);
    }
  } else {
    return null;
  }
  if (!isRealDate(year, month, day)) return null;
  return `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`;
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

/** The user's own calendar day (`now` in the browser's time zone), `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
