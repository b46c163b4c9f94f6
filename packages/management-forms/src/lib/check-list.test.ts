import { describe, expect, it } from 'vitest';
import { toggleId } from './check-list';

describe('toggleId', () => {
  it('adds an id at the end and removes one, keeping the order of the rest', () => {
    expect(toggleId([3, 1], 2, true)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 1, false)).toEqual([3, 2]);
    expect(toggleId([3, 1], 1, true)).toEqual([3, 1]);
  });
});
