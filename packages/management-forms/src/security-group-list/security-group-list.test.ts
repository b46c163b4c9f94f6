import { describe, expect, it } from 'vitest';
import { memberCountText } from './security-group-list';

describe('memberCountText', () => {
  it('counts members in words', () => {
    expect(memberCountText(0)).toBe('No members');
    expect(memberCountText(1)).toBe('1 member');
    expect(memberCountText(12)).toBe('12 members');
  });
});
