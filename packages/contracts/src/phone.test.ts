import { describe, expect, it } from 'vitest';
import { individualCreateSchema } from './resources/contact';
import { PHONE_MESSAGES, phoneNumberProblem } from './phone';

describe('phoneNumberProblem', () => {
  it('refuses what was saved before: words, 9 digits, 11 digits not starting with 1', () => {
    expect(phoneNumberProblem('call me')).toBe(PHONE_MESSAGES.letters);
    expect(phoneNumberProblem('817555012')).toBe(PHONE_MESSAGES.digits);
    expect(phoneNumberProblem('817-555-01234')).toBe(PHONE_MESSAGES.digits);
  });

  it('refuses numbers of the right length that no one can dial', () => {
    expect(phoneNumberProblem('(123) 456-7890')).toBe(PHONE_MESSAGES.invalid); // area code starts with 1
    expect(phoneNumberProblem('817-055-0123')).toBe(PHONE_MESSAGES.invalid); // exchange starts with 0
    expect(phoneNumberProblem('055-0123')).toBe(PHONE_MESSAGES.invalid);
    expect(phoneNumberProblem('+44 12')).toBe(PHONE_MESSAGES.international);
  });

  it('takes the display forms, international numbers and marked extensions', () => {
    for (const ok of [
      '(817) 555-0123',
      '817.555.0123',
      '8175550123',
      '1 (817) 555-0123',
      '555-0123',
      '+44 20 7946 0958',
      '+1 817 555 0123',
      '(817) 555-0123 x45',
      '817-555-0123 ext. 12',
    ]) {
      expect(phoneNumberProblem(ok), ok).toBeNull();
    }
  });

  it("is checked when a contact's phones are written", () => {
    const base = { kind: 'individual', firstName: 'Ann', lastName: 'Lee' };
    const bad = individualCreateSchema.safeParse({ ...base, phones: [{ number: 'call me' }] });
    const phoneIssues = bad.error?.issues.filter((issue) => issue.path[0] === 'phones');
    expect(phoneIssues).toEqual([
      expect.objectContaining({ path: ['phones', 0, 'number'], message: PHONE_MESSAGES.letters }),
    ]);
    const good = individualCreateSchema.safeParse({ ...base, phones: [{ number: '(817) 555-0123' }] });
    expect(good.error?.issues.filter((issue) => issue.path[0] === 'phones') ?? []).toEqual([]);
  });
});
