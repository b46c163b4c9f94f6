import { describe, expect, it } from 'vitest';
import {
  availability,
  contactLinks,
  formatDoor,
  formatMonthlyRent,
  formatSquareFeet,
  localToday,
} from './listing-rules';

describe('listing card rules', () => {
  it('writes rent, size and door as a visitor reads them', () => {
    expect(formatMonthlyRent(34500)).toBe('$345/mo');
    expect(formatMonthlyRent(145000)).toBe('$1,450/mo');
    expect(formatMonthlyRent(12550)).toBe('$125.50/mo');
    expect(formatMonthlyRent(null)).toBeNull();
    expect(formatSquareFeet(2500)).toBe('2,500 sq ft');
    expect(formatSquareFeet(null)).toBeNull();
    expect(formatDoor(41, 12)).toBe('41 × 12 ft');
    expect(formatDoor(41.5, 12)).toBe('41.5 × 12 ft');
    expect(formatDoor(41, null)).toBeNull();
  });

  it('says "Available now" for no date, today or a past date, else the date', () => {
    expect(availability(null, '2026-11-23')).toBe('Available now');
    expect(availability('2026-11-23', '2026-11-23')).toBe('Available now');
    expect(availability('2026-01-01', '2026-11-23')).toBe('Available now');
    expect(availability('2027-01-05', '2026-11-23')).toBe('Available Jan 5, 2027');
    expect(localToday(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
  });

  it('makes tel: and mailto: links from the contact data', () => {
    expect(contactLinks('(817) 555-0140', 'office@alpha.example', 'Hangar H-3')).toEqual([
      { href: 'tel:+18175550140', label: 'Call (817) 555-0140', kind: 'phone' },
      {
        href: 'mailto:office@alpha.example?subject=Hangar%20H-3',
        label: 'E-mail office@alpha.example',
        kind: 'email',
      },
    ]);
    expect(contactLinks('+44 20 7946 0958', null, 'x')).toEqual([
      { href: 'tel:+442079460958', label: 'Call +44 20 7946 0958', kind: 'phone' },
    ]);
    expect(contactLinks('ask at the desk', 'not an address', 'x')).toEqual([]);
    expect(contactLinks(null, null, 'x')).toEqual([]);
  });
});
