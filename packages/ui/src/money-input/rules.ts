// Money entry rules: amounts are integer cents, read and written as text without floating-point arithmetic.

export type FormatMoneyOptions = {
  /** A currency sign put before the digits, after any minus: '$' gives '-$1,234.50'. */
  symbol?: string;
};

function checkCents(cents: number) {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money is integer cents, got ${cents}`);
}

/** Cents as a plain decimal with two places and no separators: 123450 → '1234.50', -5 → '-0.05'. */
export function centsToDecimalString(cents: number): string {
  checkCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Cents as money text: two decimals and thousands separators, optionally with a currency sign.
 * null or undefined give ''. Throws a RangeError for anything but a safe integer, which no amount is.
 * @example formatMoney(123450) // '1,234.50'
 * @example formatMoney(-199, { symbol: '$' }) // '-$1.99'
 */
export function formatMoney(
  cents: number | null | undefined,
  { symbol = '' }: FormatMoneyOptions = {},
): string {
  if (cents === null || cents === undefined) return '';
  const plain = centsToDecimalString(cents);
  const negative = plain.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction}`;
}

export type ParseMoneyOptions = {
  /** Accept a leading minus (a credit, a refund). Off by default: most amounts cannot be negative. */
  allowNegative?: boolean;
};

// Digits with correctly placed thousands commas, or without commas; then at most two decimals.
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d{0,2})?$/;

/**
 * Reads typed money into integer cents: '19.99' → 1999, '1,000' → 100000, '$5' → 500, '.5' → 50.
 * A leading '$' and spaces are fine; thousands commas must sit every three digits ('1,00' is refused
 * rather than guessed); more than two decimals are refused rather than rounded. '-5' is read only with
 * `allowNegative`. Returns null for empty or unreadable text.
 */
export function parseMoneyToCents(
  text: string,
  { allowNegative = false }: ParseMoneyOptions = {},
): number | null {
  let rest = text.trim();
  let negative = false;
  // A minus may come before or after the currency sign: '-$5' and '$-5'.
  if (rest.startsWith('-')) [negative, rest] = [true, rest.slice(1).trim()];
  if (rest.startsWith('$')) rest = rest.slice(1).trim();
  if (!negative && rest.startsWith('-')) [negative, rest] = [true, rest.slice(1).trim()];
  if (!AMOUNT.test(rest) || !/\d/.test(rest)) return null;
  if (negative && !allowNegative) return null;
  const [whole = '', fraction = ''] = rest.replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  // Never -0: '-0.00' is simply zero.
  return negative && cents !== 0 ? -cents : cents;
}

/** Why typed money was refused: not an amount, a minus where none means anything, or more than two decimals. */
export type MoneyInvalidReason = 'format' | 'negative' | 'decimals';

const MONEY_MESSAGES: Record<MoneyInvalidReason, string> = {
  format: 'Enter an amount such as 1,250.00',
  negative: 'Enter an amount of zero or more',
  decimals: 'Enter at most two decimal places (cents)',
};

/** The sentence a form shows for refused money. */
export function moneyErrorMessage(reason: MoneyInvalidReason): string {
  return MONEY_MESSAGES[reason];
}

/**
 * Why typed text is not an amount this field takes, or null when it is (or is empty). Nothing is corrected
 * silently: `1e3`, `12.345` and (without `allowNegative`) `-5` are each refused with their own reason.
 * @example moneyProblem('12.345') // 'decimals'
 * @example moneyProblem('-5') // 'negative'
 */
export function moneyProblem(
  text: string,
  { allowNegative = false }: ParseMoneyOptions = {},
): MoneyInvalidReason | null {
  if (!text.trim()) return null;
  if (parseMoneyToCents(text, { allowNegative }) !== null) return null;
  const signed = parseMoneyToCents(text, { allowNegative: true });
  if (signed !== null) return 'negative';
  // Read again with the decimals cut to two: if that is an amount, the extra decimals were the only fault.
  const cut = text.trim().replace(/(\.\d{2})\d+$/, '$1');
  if (cut !== text.trim() && parseMoneyToCents(cut, { allowNegative: true }) !== null) return 'decimals';
  return 'format';
}
