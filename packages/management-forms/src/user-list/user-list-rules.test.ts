import { describe, expect, it } from 'vitest';
import { lastSignInText, userListQuery, userStatus } from './user-list-rules';

describe('userListQuery', () => {
  it('sends the search, status, sort and page the API expects', () => {
    expect(
      userListQuery(1, {
        q: '  ortiz ',
        status: 'active',
        sort: { id: 'lastLogin', desc: true },
        page: 2,
        pageSize: 25,
      }),
    ).toEqual({
      managementCompanyID: 1,
      q: 'ortiz',
      status: 'active',
      sort: 'lastLogin',
      dir: 'desc',
      page: 2,
      pageSize: 25,
    });
  });
  it('leaves an empty search out', () => {
    const query = userListQuery(1, {
      q: ' ',
      status: 'all',
      sort: { id: 'fileAs', desc: false },
      page: 1,
      pageSize: 10,
    });
    expect(query.q).toBeUndefined();
    expect(query.dir).toBe('asc');
  });
});

describe('userStatus', () => {
  it('puts disabled before an unconfirmed e-mail', () => {
    expect(userStatus({ isDisabled: true, emailConfirmed: false })).toBe('disabled');
    expect(userStatus({ isDisabled: false, emailConfirmed: false })).toBe('unconfirmed');
    expect(userStatus({ isDisabled: false, emailConfirmed: true })).toBe('active');
  });
});

describe('lastSignInText', () => {
  const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  it('formats a time, or says Never', () => {
    expect(lastSignInText('2026-11-23T14:05:00Z', utc)).toBe('Nov 23, 2026, 2:05 PM');
    expect(lastSignInText(null)).toBe('Never');
    expect(lastSignInText('not a date')).toBe('Never');
  });
});
