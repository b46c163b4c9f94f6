import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNIT_LIST_STATE,
  fitSizeProblems,
  fitText,
  isUnitListFiltered,
  listedText,
  unitListQuery,
  unitListSearchParams,
  unitListStateFromSearchParams,
} from './rental-unit-list-rules';

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

describe('the "Fits an aircraft" filter', () => {
  const state = (fitsWingspanFt: string, fitsTailHeightFt: string) => ({
    ...DEFAULT_UNIT_LIST_STATE,
    status: 'vacant' as const,
    fitsWingspanFt,
    fitsTailHeightFt,
  });

  it('keeps the sizes in the address and sends them with the list query', () => {
    const s = state('38.3', '8.9');
    const params = unitListSearchParams(s);
    expect(params.toString()).toBe('status=vacant&fitsWingspanFt=38.3&fitsTailHeightFt=8.9');
    expect(unitListStateFromSearchParams(params)).toEqual(s);
    expect(unitListQuery({ managementCompanyID: 1 }, s)).toMatchObject({
      fitsWingspanFt: '38.3',
      fitsTailHeightFt: '8.9',
    });
    expect(isUnitListFiltered(state('38.3', '8.9'))).toBe(true);
  });

  it('refuses sizes that are not feet, or one without the other, and then does not filter', () => {
    expect(fitSizeProblems(state('wide', '8.9'))).toEqual({
      wingspan: 'Enter feet as a number, such as 38.3',
      tail: undefined,
    });
    expect(fitSizeProblems(state('38.3', ''))?.tail).toBe('Enter the tail height too');
    expect(fitSizeProblems(state('0', '8.9'))?.wingspan).toBe('Enter a size above 0');
    expect(fitSizeProblems(state('', ''))).toBeNull();
    const query = unitListQuery({ propertyID: 1 }, state('wide', '8.9'));
    expect([query.fitsWingspanFt, query.fitsTailHeightFt]).toEqual([undefined, undefined]);
  });

  it('says how a door fits, with the room to spare', () => {
    expect(fitText({ fits: 'tight', widthMarginFt: 0.8, heightMarginFt: 3, reason: '' })).toEqual({
      label: 'Tight',
      detail: '0.8 ft to spare in width',
    });
    expect(fitText({ fits: 'no', widthMarginFt: -2.3, heightMarginFt: 1, reason: '' })).toEqual({
      label: 'Does not fit',
      detail: '2.3 ft too narrow',
    });
    expect(fitText({ fits: 'yes', widthMarginFt: 6.7, heightMarginFt: 3.1, reason: '' }).label).toBe('Fits');
    expect(fitText({ fits: 'tight', widthMarginFt: null, heightMarginFt: null, reason: '' }).label).toBe(
      'Door size unknown',
    );
  });
});
