import { contactSearchSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import {
  contactListQuery,
  contactListSearchParams,
  contactListStateFromSearchParams,
  DEFAULT_CONTACT_LIST_STATE,
  isFiltered,
  updatedText,
  type ContactListState,
} from './contact-list-rules';

const busy: ContactListState = {
  q: ' smith ',
  kind: 'company',
  active: 'all',
  tag: 'vendor',
  sort: { id: 'updated', desc: true },
  page: 3,
  pageSize: 50,
};

describe('contactListQuery', () => {
  it('sends what the API accepts, leaving out "all kinds" and empty text', () => {
    const query = contactListQuery(1, DEFAULT_CONTACT_LIST_STATE);
    expect(query).toEqual({
      managementCompanyID: 1,
      q: undefined,
      kind: undefined,
      tag: undefined,
      active: 'true',
      sort: 'fileAs',
      dir: 'asc',
      page: 1,
      pageSize: 25,
    });
    const defined = Object.fromEntries(
      Object.entries(contactListQuery(1, busy)).filter(([, v]) => v !== undefined),
    );
    expect(defined).toEqual({
      managementCompanyID: 1,
      q: 'smith',
      kind: 'company',
      tag: 'vendor',
      active: 'all',
      sort: 'updated',
      dir: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(contactSearchSchema.safeParse(defined).success).toBe(true);
  });
});

describe('isFiltered', () => {
  it('is true for search text or any filter off its default', () => {
    expect(isFiltered(DEFAULT_CONTACT_LIST_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_CONTACT_LIST_STATE, sort: { id: 'city', desc: true }, page: 2 })).toBe(
      false,
    );
    expect(isFiltered({ ...DEFAULT_CONTACT_LIST_STATE, active: 'all' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_CONTACT_LIST_STATE, q: '  ' })).toBe(false);
  });
});

describe('URL search parameters', () => {
  it('leave out defaults', () => {
    expect(contactListSearchParams(DEFAULT_CONTACT_LIST_STATE).toString()).toBe('');
    expect(contactListSearchParams(busy).toString()).toBe(
      'q=smith&kind=company&active=all&tag=vendor&sort=updated&dir=desc&page=3&pageSize=50',
    );
  });

  it('round-trip, and anything malformed falls back to the default', () => {
    expect(contactListStateFromSearchParams(contactListSearchParams(busy))).toEqual({ ...busy, q: 'smith' });
    expect(
      contactListStateFromSearchParams(
        new URLSearchParams('kind=robot&active=maybe&sort=drop&page=-2&pageSize=7&dir=up'),
      ),
    ).toEqual(DEFAULT_CONTACT_LIST_STATE);
  });

  it('keep the position a page starts at, and drop one that is not a list position', () => {
    const deep = { ...busy, q: 'smith', page: 40, cursor: 'eyJzIjoiZmlsZUFzIn0' };
    const params = contactListSearchParams(deep);
    expect(params.get('cursor')).toBe('eyJzIjoiZmlsZUFzIn0');
    expect(contactListStateFromSearchParams(params)).toEqual(deep);
    expect(contactListQuery(1, deep)).toMatchObject({ page: 40, cursor: 'eyJzIjoiZmlsZUFzIn0' });
    expect(
      contactListStateFromSearchParams(new URLSearchParams('cursor=%3Cscript%3E')).cursor,
    ).toBeUndefined();
  });
});

describe('updatedText', () => {
  it('formats a date, and nothing for a missing or bad one', () => {
    const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(updatedText('2026-03-04T17:12:00.000Z', utc)).toBe('Mar 4, 2026');
    expect(updatedText(null)).toBe('');
    expect(updatedText('soon')).toBe('');
  });
});
