// Pure rules of a listing card: rent, size, door, availability and the contact link, as a visitor reads them.
export { localToday } from '../date-input/rules';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "$1,450/mo" (cents kept only when there are any); null without a rent. */
export function formatMonthlyRent(cents: number | null): string | null {
  if (cents === null) return null;
  const value = cents / 100;
  return `${(Number.isInteger(value) ? wholeDollars : dollars).format(value)}/mo`;
}

/** "1,050 sq ft"; null without a size. */
export function formatSquareFeet(squareFeet: number | null): string | null {
  return squareFeet === null ? null : `${numbers.format(squareFeet)} sq ft`;
}

/** "41 × 12 ft" (width × height); null unless both are known. */
export function formatDoor(widthFt: number | null, heightFt: number | null): string | null {
  if (widthFt === null || heightFt === null) return null;
  return `${numbers.format(widthFt)} × ${numbers.format(heightFt)} ft`;
}

/**
 * "Available now" when there is no date or it is today or past; else "Available Jan 5, 2027". `today` is the
 * visitor's `YYYY-MM-DD`.
 */
export function availability(date: string | null, today: string): string {
  if (!date || date <= today) return 'Available now';
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return `Available ${day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;
}

export type ContactLink = { href: string; label: string; kind: 'phone' | 'email' };

/**
 * The links a visitor can use to ask about a listing: a `tel:` link for a phone number (North American numbers
 * of 10 digits get +1), a `mailto:` link for an e-mail address, with `subject` naming the unit.
 */
export function contactLinks(phone: string | null, email: string | null, subject: string): ContactLink[] {
  const links: ContactLink[] = [];
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length >= 7) {
    const number =
      digits.length === 10 ? `+1${digits}` : `${phone!.trim().startsWith('+') ? '+' : ''}${digits}`;
    links.push({ href: `tel:${number}`, label: `Call ${phone!.trim()}`, kind: 'phone' });
  }
  if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    links.push({
      href: `mailto:${email.trim()}?subject=${encodeURIComponent(subject)}`,
      label: `E-mail ${email.trim()}`,
      kind: 'email',
    });
  }
  return links;
}
