import { describe, expect, it } from 'vitest';
import { cursorTo } from './resource-table';

describe('cursorTo: which position a page of a list starts at', () => {
  const answer = { cursors: { previous: 'prev', next: 'next', last: 'last' } };

  it('follows the answer to the next and previous page; the first and a jump go by number', () => {
    expect(cursorTo(4, 3, answer)).toBe('next');
    expect(cursorTo(2, 3, answer)).toBe('prev');
    expect(cursorTo(1, 3, answer)).toBeUndefined();
    // The last page by its number keeps the pages aligned (the API's last cursor reads a whole page).
    expect(cursorTo(40, 3, answer)).toBeUndefined();
  });

  it('asks by number where the answer has no cursor to give', () => {
    expect(cursorTo(4, 3, undefined)).toBeUndefined();
    expect(cursorTo(4, 3, { cursors: { previous: null, next: null, last: null } })).toBeUndefined();
  });
});
