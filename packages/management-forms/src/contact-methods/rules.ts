// The contact-method lists' pure rules: which entry is primary after a choice or a removal, blank entries.
import type { ContactAddress, ContactEmail, ContactPhone } from '@hangar/contracts';

/**
 * The primary flags of a list after a change: choosing entry `index` makes it the only primary one;
 * `null` (after a removal) makes the first entry primary when none is.
 */
export function primaryFlags(list: readonly { isPrimary?: boolean }[], index: number | null): boolean[] {
  if (index !== null) return list.map((_, i) => i === index);
  const flags = list.map((x) => Boolean(x.isPrimary));
  if (flags.length > 0 && !flags.includes(true)) flags[0] = true;
  return flags;
}

/** A new entry of each list; the first entry of a list starts primary. */
export const blankAddress = (isPrimary: boolean): ContactAddress => ({
  type: 'work',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
  isPrimary,
});
export const blankPhone = (isPrimary: boolean): ContactPhone => ({
  type: 'mobile',
  number: '',
  extension: '',
  isPrimary,
});
export const blankEmail = (isPrimary: boolean): ContactEmail => ({ type: 'work', address: '', isPrimary });

/** "Work", "Mobile": the label of a type value. */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The message of a list-level error (one primary only), wherever react-hook-form put it. */
export function listErrorMessage(error: unknown): string | undefined {
  const e = error as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = e?.root?.message ?? e?.message;
  return typeof message === 'string' && message ? message : undefined;
}
