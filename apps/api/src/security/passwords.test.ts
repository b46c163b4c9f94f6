import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with a fresh salt each time and verify only the right password', async () => {
    const a = await hashPassword('Taxiway-Alpha-Hold-7');
    const b = await hashPassword('Taxiway-Alpha-Hold-7');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Taxiway-Alpha-Hold-7', a)).toBe(true);
    expect(await verifyPassword('Taxiway-Alpha-Hold-8', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('refuses short, common and name-bearing passwords', () => {
    expect(passwordProblem('Short-pw-1')).toMatch(/at least 12/);
    for (const common of [
      'password1234',
      'Password2024!',
      '123456789012',
      '!!Qwerty!!2026',
      'iloveyou1234',
      'aaaaaaaaaaaaa',
      'P@ssw0rd12345',
    ]) {
      expect([common, passwordProblem(common)]).toEqual([common, expect.stringMatching(/too (common|easy)/)]);
    }
    expect(passwordProblem('my-alpha.admin-key', 'alpha.admin')).toMatch(/user name/);
    // Short units repeated, not only one character repeated.
    for (const pattern of [
      'abababababab',
      'abcabcabcabc',
      'xyzwxyzwxyzw',
      'Pass1!Pass1!Pass1!',
      'abcdeabcdeab',
    ])
      expect([pattern, passwordProblem(pattern)]).toEqual([pattern, expect.stringMatching(/too easy/)]);
    expect(passwordProblem('Hangar-7Hangar-7Hangar-7')).toBeNull();
    for (const fine of ['Taxiway-Alpha-Hold-7', 'correct horse battery', 'Crosswind-Component-42'])
      expect(passwordProblem(fine)).toBeNull();
  });
});
