import { describe, expect, it } from 'vitest';
import { mgmtCoCreateSchema } from './resources/company';
import { vendorWebsiteSchema } from './resources/vendor';
import { isWebsite, WEBSITE_MESSAGE } from './website';

describe('websites', () => {
  it('accepts an address with or without its scheme', () => {
    for (const ok of [
      'alpha.example',
      'www.alphahangar.com',
      'https://alpha.example/hangars',
      'http://a-b.co.uk',
    ])
      expect(isWebsite(ok), ok).toBe(true);
  });

  it('refuses what no browser should open from a form', () => {
    for (const bad of [
      'alpha',
      'alpha.',
      'has space.com',
      'javascript:alert(1)',
      'ftp://alpha.example',
      'https://user:pw@alpha.example',
      'x.1',
    ])
      expect(isWebsite(bad), bad).toBe(false);
  });

  it('is the same rule for a company and a vendor (alpha.example was refused for vendors only)', () => {
    const company = (website: string) =>
      mgmtCoCreateSchema.safeParse({ name: 'A', website }).error?.issues.find((i) => i.path[0] === 'website');
    for (const value of ['alpha.example', 'https://alpha.example', 'alpha']) {
      expect(vendorWebsiteSchema.safeParse(value).success, value).toBe(company(value) === undefined);
    }
    expect(vendorWebsiteSchema.safeParse('alpha').error?.issues[0]?.message).toBe(WEBSITE_MESSAGE);
  });
});
