import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import { findNul, idParamsSchema, idSchema, MAX_ID } from './input';
import { ACCESS_ALL, accessFor, grantProblem, hasAccess, type Grant } from './permissions';
import { authenticateRequestSchema } from './session';

const featureIds = FEATURES.map((f) => f.id);
const grantArb: fc.Arbitrary<Grant> = fc.record({
  securityFeatureID: fc.constantFrom(...featureIds),
  access: fc.integer({ min: 0, max: ACCESS_ALL }),
  scopeID: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
});

describe('accessFor: one rule for API and site (properties)', () => {
  it('a system administrator holds every bit of every feature, whatever the grants', () => {
    fc.assert(
      fc.property(fc.array(grantArb), fc.constantFrom(...featureIds), (grants, feature) => {
        expect(accessFor({ isSystemAdmin: true, grants }, feature)).toBe(ACCESS_ALL);
      }),
    );
  });
  it('adding a grant never takes a bit away, and the mask is the OR of the grants that apply', () => {
    fc.assert(
      fc.property(
        fc.array(grantArb),
        grantArb,
        fc.constantFrom(...featureIds),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        (grants, extra, feature, scope) => {
          const me = { isSystemAdmin: false, grants };
          const before = accessFor(me, feature, scope);
          const after = accessFor({ ...me, grants: [...grants, extra] }, feature, scope);
          expect(hasAccess(after, before)).toBe(true);
          const expected = grants
            .filter((g) => g.securityFeatureID === feature && (g.scopeID === null || g.scopeID === scope))
            .reduce((m, g) => m | g.access, 0);
          expect(before).toBe(expected);
        },
      ),
    );
  });
  it('a grant for one property never opens another property or the all-properties view', () => {
    const me = { isSystemAdmin: false, grants: [{ securityFeatureID: 201, access: 15, scopeID: 7 }] };
    expect(accessFor(me, 201, 7)).toBe(15);
    expect(accessFor(me, 201, 8)).toBe(0);
    expect(accessFor(me, 201)).toBe(0);
  });
});

describe('grantProblem', () => {
  it('accepts every list of distinct grants of the group level and refuses the rest', () => {
    fc.assert(
      fc.property(
        fc.array(grantArb, { maxLength: 8 }),
        fc.constantFrom('system', 'mgmtco' as const),
        (grants, level) => {
          const problem = grantProblem(level, grants);
          const valid = grants.every((g) => {
            const f = FEATURES.find((x) => x.id === g.securityFeatureID)!;
            const levelOk = level === 'system' ? f.level === 'system' : f.level !== 'system';
            const scopeOk = g.scopeID === null || f.level === 'property' || f.level === 'unit';
            return levelOk && scopeOk;
          });
          const keys = grants.map((g) => `${g.securityFeatureID}:${g.scopeID ?? 0}`);
          const distinct = new Set(keys).size === keys.length;
          expect(problem === null).toBe(valid && distinct);
        },
      ),
    );
  });
  it('names the problem', () => {
    expect(grantProblem('mgmtco', [{ securityFeatureID: 1, access: 1, scopeID: null }])).toMatch(
      /does not belong to a company group/,
    );
    expect(grantProblem('mgmtco', [{ securityFeatureID: 101, access: 1, scopeID: 3 }])).toMatch(/scope/);
    expect(grantProblem('system', [{ securityFeatureID: 1, access: 64, scopeID: null }])).toMatch(/mask/);
  });
});

describe('input rules', () => {
  it('ids are 32-bit: 2^31-1 passes, 2^31 is refused with a clear message', () => {
    expect(idParamsSchema.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    const refused = idParamsSchema.safeParse({ id: '2147483648' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/whole number from 1 to 2147483647/);
    expect(idSchema.safeParse(0).success).toBe(false);
  });
  it('finds a NUL anywhere: strings, nested arrays and keys', () => {
    expect(findNul({ userName: 'a\u0000b', password: 'x' })).toBe('userName');
    expect(findNul({ a: [{ b: 'ok' }, { c: ['x', 'y\u0000'] }] })).toBe('a[1].c[1]');
    expect(findNul({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNul('plain')).toBeNull();
    expect(findNul({ n: 1, b: true, z: null })).toBeNull();
    // The schemas alone would take it: the server-wide check is what refuses it.
    expect(authenticateRequestSchema.safeParse({ userName: 'a\u0000b', password: 'x' }).success).toBe(true);
  });
});
