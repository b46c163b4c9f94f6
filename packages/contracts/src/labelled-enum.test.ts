import { describe, expect, it } from 'vitest';
import { labelledEnum } from './labelled-enum';
import { LEASE_TYPES, leaseTypeSchema } from './resources/lease';

describe('labelledEnum', () => {
  const cycles = labelledEnum([
    { value: 'monthly', label: 'Monthly' },
    { value: 'yearly', label: 'Yearly' },
  ]);

  it('accepts exactly the listed values and labels them, the value itself when unknown', () => {
    expect(cycles.schema.parse('yearly')).toBe('yearly');
    expect(cycles.schema.safeParse('weekly').success).toBe(false);
    expect(cycles.label('monthly')).toBe('Monthly');
    expect(cycles.label('weekly')).toBe('weekly');
  });

  it("makes a resource's option list and its schema agree", () => {
    expect(LEASE_TYPES.map((t) => t.value)).toEqual(leaseTypeSchema.options);
  });
});
