// Secrets at rest (tax ids): AES-256-GCM under one key, from SECRET_KEY or a key file made on first use.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type SecretBox = {
  seal(plain: string): string;
  open(sealed: string): string;
};

const VERSION = 'v1';

/** A box over a 32-byte key: `v1.<iv>.<tag>.<ciphertext>`, base64url parts; a new random IV each time. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key: SECRET_KEY (base64 of 32 bytes) when set, which several instances sharing one database must
 * use; otherwise `secret.key` in the data folder, written on first use and readable by this user only.
 */
export function loadSecretKey(configured: string, dataDir: string): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32)
      throw new Error('SECRET_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)');
    return key;
  }
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** The one masking rule of tax ids lives in the contracts (the forms' fixtures show ids as the API does). */
export { maskTaxId } from '@hangar/contracts';

/** A box whose key is loaded on first use, so a server that never handles a secret never makes a key file. */
export function lazySecretBox(load: () => Buffer): SecretBox {
  let box: SecretBox | null = null;
  const get = () => (box ??= secretBox(load()));
  return { seal: (plain) => get().seal(plain), open: (sealed) => get().open(sealed) };
}

/** The columns of a tax id as typed: sealed digits and the last four; `undefined` keeps the stored one. */
export function taxIdColumns(
  taxId: string | undefined,
  secrets: SecretBox,
): { taxIdEnc: string | null; taxIdLast4: string | null } | Record<string, never> {
  if (taxId === undefined) return {};
  const digits = taxId.replace(/\D/g, '');
  return { taxIdEnc: digits ? secrets.seal(digits) : null, taxIdLast4: digits ? digits.slice(-4) : null };
}
