import { describe, expect, it } from 'vitest';
import { dollars, landingAfterLogin, portalHome } from './portal-rules';

describe('portal rules', () => {
  it('sends a portal user to their own portal, whatever return address the login page had', () => {
    expect(landingAfterLogin({ portalKind: 'tenant' }, '/manage')).toBe('/portal/tenant');
    expect(landingAfterLogin({ portalKind: 'vendor' }, '/vendors/1')).toBe('/portal/vendor');
    expect(landingAfterLogin({ portalKind: 'vendor' }, '/portal/tenant')).toBe('/portal/vendor');
    expect(landingAfterLogin({ portalKind: 'vendor' }, '/portal/vendor?tab=insurance')).toBe(
      '/portal/vendor?tab=insurance',
    );
    expect(landingAfterLogin({}, '/manage')).toBe('/manage');
    expect(portalHome(null)).toBeNull();
  });

  it('shows cents as dollars', () => {
    expect(dollars(123456)).toBe('$1,234.56');
    expect(dollars(-1200)).toBe('-$12.00');
  });
});
