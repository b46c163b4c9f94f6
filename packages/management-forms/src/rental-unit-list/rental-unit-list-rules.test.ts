import { describe, expect, it } from 'vitest';
import { listedText } from './rental-unit-list-rules';

describe('the Listed column', () => {
  it('says a listed unit that is not vacant is hidden from the public listings (it said "Yes")', () => {
    expect(listedText({ isListed: true, status: 'occupied' }, 'Occupied')).toBe(
      'Listed, hidden while occupied',
    );
    expect(listedText({ isListed: true, status: 'offline' }, 'Offline')).toBe('Listed, hidden while offline');
  });

  it('says Yes for a listed vacant unit and No for an unlisted one', () => {
    expect(listedText({ isListed: true, status: 'vacant' }, 'Vacant')).toBe('Yes');
    expect(listedText({ isListed: false, status: 'occupied' }, 'Occupied')).toBe('No');
  });
});
