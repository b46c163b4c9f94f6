import { describe, expect, it } from 'vitest';
import {
  SYSTEM_VALUE_DEFINITIONS,
  systemIntegerValue,
  systemValueDefinition,
  systemValueProblem,
  type SystemValueDefinition,
} from './system-values';

describe('system value definitions', () => {
  it('checks each type', () => {
    const days = systemValueDefinition('ErrorLogRetentionDays')!;
    expect(systemValueProblem(days, '90')).toBeNull();
    expect(systemValueProblem(days, '0')).toBe('At least 1');
    expect(systemValueProblem(days, ' 9')).toBe('Enter a whole number');
    expect(systemValueProblem(systemValueDefinition('NewRegistrationAvailable'), 'yes')).toMatch(/yes or no/);
    const email: SystemValueDefinition = {
      key: 'A',
      label: 'A',
      description: '',
      type: 'email',
      default: '',
    };
    expect(systemValueProblem(email, 'ops@example.com')).toBeNull();
    expect(systemValueProblem(email, 'ops')).toBe('Enter a valid e-mail address');
    const text: SystemValueDefinition = { ...email, type: 'text', maxLength: 3 };
    expect(systemValueProblem(text, 'abcd')).toBe('At most 3 characters');
    expect(systemValueProblem(undefined, 'anything')).toBeNull();
  });

  it('reads an integer, falling back to the default when unset or unfit', () => {
    const days = systemValueDefinition('SessionRetentionDays')!;
    expect(systemIntegerValue(days, undefined)).toBe(30);
    expect(systemIntegerValue(days, ' 12 ')).toBe(12);
    expect(systemIntegerValue(days, '-4')).toBe(30);
    expect(SYSTEM_VALUE_DEFINITIONS.every((d) => systemValueProblem(d, d.default) === null)).toBe(true);
  });
});
