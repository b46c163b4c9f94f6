// Every API operation that carries an e-mailed key or a token in its path is logged without it.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@hangar/contracts';
import { redactReported, redactUrl } from './log-redaction';

const SECRET = 'c2VjcmV0LWtleS10aGF0LW11c3Qtbm90LWJlLWxvZ2dlZA';

describe('redactUrl', () => {
  const keyed = Object.entries(OPERATIONS).filter(([, op]) => /\{(key|token)\}/i.test(op.path));

  it('finds the key-bearing operations (the portal invitation and the waiting list among them)', () => {
    const names = keyed.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['PortalInviteAccept_get', 'WaitlistApplicationConfirm', 'WaitlistOfferAnswer']),
    );
  });

  it.each(keyed.map(([name, op]) => [name, op.path] as const))('%s: %s logs no key', (_name, path) => {
    const url = `${path.replace(/\{\w+\}/g, SECRET)}?x=1`;
    const logged = redactUrl(url);
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('[redacted]');
    expect(redactReported(`https://hangar.example${url}`)).not.toContain(SECRET);
  });
});
