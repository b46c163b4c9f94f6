import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import {
  calendarDateSchema,
  centsSchema,
  findInputProblem,
  idOrZeroParamSchema,
  idParamsSchema,
  idSchema,
  MAX_ID,
  MAX_JSON_DEPTH,
  versionSchema,
} from './input';
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
  it('a path or query id is decimal digits only: what Number() would read loosely is refused', () => {
    for (const loose of [
      '0x1F',
      '1e1',
      '+1',
      '1.0',
      ' ',
      '',
      ' 1',
      '01',
      '0',
      '-1',
      '1_0',
      '0b1',
      'Infinity',
      '١',
    ]) {
      expect([loose, idParamsSchema.safeParse({ id: loose }).success]).toEqual([loose, false]);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        expect(idParamsSchema.parse({ id: String(id) })).toEqual({ id });
        // A typed client may pass the number itself.
        expect(idParamsSchema.parse({ id })).toEqual({ id });
      }),
    );
    expect(idOrZeroParamSchema.parse('0')).toBe(0);
    for (const loose of ['00', '-0', '0x0', '0.0', '+0', ' '])
      expect(idOrZeroParamSchema.safeParse(loose).success).toBe(false);
  });
  it('money and versions stop where their integer columns do', () => {
    expect(centsSchema.safeParse(MAX_ID).success).toBe(true);
    expect(centsSchema.safeParse(MAX_ID + 1).success).toBe(false);
    expect(versionSchema.safeParse(MAX_ID).success).toBe(true);
    expect(versionSchema.safeParse(MAX_ID + 1).success).toBe(false);
  });
  it('calendar dates are real days of the years 1900 to 2200', () => {
    for (const date of ['1900-01-01', '2200-12-31', '2028-02-29'])
      expect(calendarDateSchema.parse(date)).toBe(date);
    for (const date of [
      '0000-01-01',
      '1899-12-31',
      '2201-01-01',
      '9999-12-31',
      '2026-02-30',
      '2026-1-01',
      '+02026-01-01',
    ]) {
      expect([date, calendarDateSchema.safeParse(date).success]).toEqual([date, false]);
    }
  });
  it('finds a NUL or an unpaired surrogate anywhere: strings, nested arrays and keys', () => {
    const at = (value: unknown) => findInputProblem(value)?.path ?? null;
    expect(at({ userName: 'a\u0000b', password: 'x' })).toBe('userName');
    expect(at({ a: [{ b: 'ok' }, { c: ['x', 'y\u0000'] }] })).toBe('a[1].c[1]');
    expect(at({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(at({ phones: [{ number: '555\ud800' }] })).toBe('phones[0].number');
    expect(at({ x: 'low \udc00 first' })).toBe('x');
    expect(at({ ['\udbff']: 1 })).toBe('\udbff');
    expect(findInputProblem({ x: 'a\ud800' })?.message).toMatch(/unpaired surrogate/);
    expect(at({ emoji: 'plane \ud83d\udee9' })).toBeNull();
    expect(at('plain')).toBeNull();
    expect(at({ n: 1, b: true, z: null })).toBeNull();
    // The schemas alone would take it: the server-wide check is what refuses it.
    expect(authenticateRequestSchema.safeParse({ userName: 'a\u0000b', password: 'x' }).success).toBe(true);
  });
  it('refuses nesting past the limit without recursing, however deep', () => {
    const nest = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(findInputProblem(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(findInputProblem(nest(MAX_JSON_DEPTH + 1))?.message).toMatch(/nested more than 64 levels/);
    expect(findInputProblem(nest(200_000))?.message).toMatch(/nested/);
  });
});
