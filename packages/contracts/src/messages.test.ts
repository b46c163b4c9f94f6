import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mgmtCoCreateSchema } from './resources/company';
import { contactAddressSchema } from './resources/contact';
import './messages';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the message map', () => {
  it('says in words what zod said in its own terms', () => {
    expect(messageOf(z.string().max(100), 'x'.repeat(300))).toBe('Enter at most 100 characters');
    expect(messageOf(z.string().min(8), 'short')).toBe('Enter at least 8 characters');
    expect(messageOf(z.string().min(1), '')).toBe('This is required');
    expect(messageOf(z.string(), undefined)).toBe('This is required');
    expect(messageOf(z.number(), NaN)).toBe('Enter a number');
    expect(messageOf(z.number().int(), 1.5)).toBe('Enter a whole number');
    expect(messageOf(z.number().max(28), 31)).toBe('Enter 28 or less');
    expect(messageOf(z.number().min(1), 0)).toBe('Enter 1 or more');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('At most 2 entries');
    expect(messageOf(z.email(), 'nope')).toBe('Enter a valid e-mail address');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of the options offered');
    expect(messageOf(z.strictObject({}), { isAdmin: true })).toBe('Unknown field: isAdmin');
  });

  it("keeps a check's own message", () => {
    expect(messageOf(z.string().min(1, 'Enter a name'), '')).toBe('Enter a name');
  });

  it('reaches the shared schemas: a 300-character company name', () => {
    const issues = mgmtCoCreateSchema.safeParse({ name: 'x'.repeat(300) }).error?.issues ?? [];
    expect(issues.find((issue) => issue.path[0] === 'name')?.message).toBe('Enter at most 200 characters');
    const address = contactAddressSchema.safeParse({ city: 'y'.repeat(500) }).error?.issues ?? [];
    for (const issue of address) expect(issue.message).not.toMatch(/expected|Too big|Invalid/);
  });

  it('leaves no message of zod’s own in any issue code', () => {
    const samples: [z.ZodType, unknown][] = [
      [z.string(), 5],
      [z.boolean(), 'yes'],
      [z.array(z.string()), 'x'],
      [z.url(), 'not a url'],
      [z.string().regex(/^a$/), 'b'],
      [z.number().multipleOf(5), 7],
      [z.union([z.string(), z.number()]), true],
      [z.string().refine(() => false), 'x'],
    ];
    for (const [schema, value] of samples) {
      expect(messageOf(schema, value)).not.toMatch(/Invalid|Too big|Too small|expected|received/i);
      expect(messageOf(schema, value)).toBeTruthy();
    }
  });
});
