// Password hashing (scrypt from node:crypto, per-user salt) and the rules for a new password.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@hangar/contracts';
import { COMMON_PASSWORDS, COMMON_WORDS } from './common-passwords';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, verified against when the user name is unknown, so that an unknown user
 * costs the same work as a wrong password and the answer time does not tell them apart.
 */
export const dummyHash: Promise<string> = hashPassword(randomBytes(18).toString('base64'));

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, userName?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const lower = password.toLowerCase();
  // The word inside leading and trailing digits and symbols: "Password2024!" is "password".
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_WORDS.has(core) || core.length < 3)
    return 'This password is too common; choose another';
  if (repeatsShortPattern(password)) return 'This password is too easy to guess; choose another';
  if (userName && userName.length >= 3 && lower.includes(userName.toLowerCase())) {
    return 'The password must not contain the user name';
  }
  return null;
}

/** Longest repeated unit refused: `aaaaaaaaaaaa`, `abababababab`, `abcabcabcabc`, `Pass1Pass1Pass1`. */
const MAX_REPEATED_UNIT = 6;

/** True when the password is one short unit repeated (the last copy may be cut short). */
export function repeatsShortPattern(password: string): boolean {
  const chars = [...password];
  for (let unit = 1; unit <= Math.min(MAX_REPEATED_UNIT, Math.floor(chars.length / 2)); unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}
