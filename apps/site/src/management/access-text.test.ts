import { Access, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { accessText, featureName } from './access-text';

describe('accessText', () => {
  it('names every bit present, in order', () => {
    expect(accessText(Access.View | Access.Edit)).toBe('view, edit');
    expect(accessText(31)).toBe('view, add, edit, delete, export');
  });
  it('says when there is none', () => expect(accessText(0)).toBe('no access'));
});

describe('featureName', () => {
  it('uses the seeded name and falls back to the id', () => {
    expect(featureName(SystemFeature.Users)).toBe('System users');
    expect(featureName(999)).toBe('Feature 999');
  });
});
