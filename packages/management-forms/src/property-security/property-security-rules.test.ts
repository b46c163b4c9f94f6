import { Access, PropertyFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { hicksSecurity } from '../property-fixtures';
import { maskText, masksOf, securityUpdate, toggleBit } from './property-security-rules';

describe('property security rules', () => {
  it('reads masks', () => {
    expect(maskText(15)).toBe('View, Add, Edit, Delete');
    expect(maskText(0)).toBe('None');
    expect(maskText(undefined)).toBe('None');
  });

  it('a write bit brings View; taking View away takes everything', () => {
    expect(toggleBit(0, Access.Edit, true)).toBe(Access.View | Access.Edit);
    expect(toggleBit(Access.View | Access.Edit, Access.View, false)).toBe(0);
    expect(toggleBit(Access.View | Access.Edit, Access.Edit, false)).toBe(Access.View);
  });

  it('sends only the groups that changed', () => {
    const before = masksOf(hicksSecurity);
    const after = structuredClone(before);
    after[24]![PropertyFeature.Details] = Access.View;
    expect(securityUpdate(before, before)).toEqual({ groups: [] });
    expect(securityUpdate(before, after)).toEqual({
      groups: [{ groupID: 24, thisProperty: { '201': 1, '202': 0, '203': 0 } }],
    });
  });
});
