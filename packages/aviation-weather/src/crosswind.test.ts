import { describe, expect, it } from 'vitest';
import { crosswinds, normalizeAngle, runwayDesignator, T67_MAGNETIC_VARIATION } from './crosswind';
import type { Wind } from './types';

const wind = (
  directionTrue: number | null,
  speedKt: number,
  gustKt: number | null = null,
  sector: [number, number] | null = null,
): Wind => ({
  directionTrue,
  speedKt,
  gustKt,
  variableFrom: sector?.[0] ?? null,
  variableTo: sector?.[1] ?? null,
  isVariable: directionTrue === null && speedKt > 0,
  isCalm: speedKt === 0,
});

describe('crosswinds: the fixtures README hand numbers', () => {
  it.each([
    [170, 20, 0, 140, 17.32, 10.0],
    [170, 20, 3, 140, 17.82, 9.08],
    [170, 20, 0, 320, -17.32, -10.0],
    [230, 10, 0, 140, 0.0, 10.0],
  ])(
    '%i/%i kt, variation %i°E, heading %i → headwind %d, crosswind %d',
    (dir, spd, variation, heading, head, cross) => {
      const [r] = crosswinds(wind(dir, spd), [heading], { magneticVariation: variation });
      expect(r?.headwindKt).toBeCloseTo(head, 2);
      expect(r?.crosswindKt).toBeCloseTo(cross, 2);
      expect(r?.gustHeadwindKt).toBeNull();
    },
  );

  it('200/15G25 with 3°E on runway 14: headwind 8.17 (gust 13.62), crosswind +12.58 (gust +20.97)', () => {
    const [r14, r32] = crosswinds(wind(200, 15, 25), [140, 320]);
    expect(r14).toMatchObject({ runway: '14', headingMag: 140, relativeAngle: 57 });
    expect(r14?.headwindKt).toBeCloseTo(8.17, 2);
    expect(r14?.gustHeadwindKt).toBeCloseTo(13.62, 2);
    expect(r14?.crosswindKt).toBeCloseTo(12.58, 2);
    expect(r14?.gustCrosswindKt).toBeCloseTo(20.97, 2);
    // The opposite end sees the same wind from behind and from the left.
    expect(r32).toMatchObject({ runway: '32', relativeAngle: -123 });
    expect(r32?.headwindKt).toBeCloseTo(-8.17, 2);
    expect(r32?.crosswindKt).toBeCloseTo(-12.58, 2);
  });

  it('defaults to the T67 variation of 3° east', () => {
    expect(T67_MAGNETIC_VARIATION).toBe(3);
    const [r] = crosswinds(wind(170, 20), [{ runway: '14', headingMag: 140 }]);
    expect(r?.relativeAngle).toBe(27);
  });
});

describe('crosswinds: sign conventions and special winds', () => {
  it('a wind from the left of the runway is a negative crosswind, a wind from behind a negative headwind', () => {
    const [left] = crosswinds(wind(50, 10), [140], { magneticVariation: 0 });
    expect(left?.relativeAngle).toBe(-90);
    expect(left?.crosswindKt).toBeCloseTo(-10, 6);
    const [behind] = crosswinds(wind(320, 10), [140], { magneticVariation: 0 });
    expect(behind?.relativeAngle).toBe(180);
    expect(behind?.headwindKt).toBeCloseTo(-10, 6);
  });

  it('calm gives zeros', () => {
    expect(crosswinds(wind(null, 0), [140, 320])).toEqual([
      {
        runway: '14',
        headingMag: 140,
        relativeAngle: 0,
        headwindKt: 0,
        crosswindKt: 0,
        gustHeadwindKt: null,
        gustCrosswindKt: null,
      },
      {
        runway: '32',
        headingMag: 320,
        relativeAngle: 0,
        headwindKt: 0,
        crosswindKt: 0,
        gustHeadwindKt: null,
        gustCrosswindKt: null,
      },
    ]);
  });

  it('VRB gives the full speed as crosswind on every runway, headwind 0, and a possible full tailwind', () => {
    const [r14, r32] = crosswinds(wind(null, 6, 12), [140, 320]);
    for (const r of [r14, r32]) {
      expect(r).toMatchObject({
        relativeAngle: 90,
        crosswindKt: 6,
        headwindKt: 0,
        gustCrosswindKt: 12,
        gustHeadwindKt: 0,
        variable: 'VRB',
        minHeadwindKt: -6,
        gustMinHeadwindKt: -12,
      });
    }
  });

  it('a 120V180 sector takes the worst crosswind over the sector; the headwind stays the prevailing one', () => {
    // KCWC 17011G15KT 120V180, variation 3°E: runway 14 sees −23°…37° (prevailing 27°), runway 32 sees 157°…217°.
    const [r14, r32] = crosswinds(wind(170, 11, 15, [120, 180]), [140, 320]);
    const sin = (deg: number) => Math.sin((deg * Math.PI) / 180);
    const cos = (deg: number) => Math.cos((deg * Math.PI) / 180);
    expect(r14).toMatchObject({ relativeAngle: 27, variable: 'sector' });
    expect(r14?.crosswindKt).toBeCloseTo(11 * sin(37), 6);
    expect(r14?.gustCrosswindKt).toBeCloseTo(15 * sin(37), 6);
    expect(r14?.headwindKt).toBeCloseTo(11 * cos(27), 6);
    expect(r14?.minHeadwindKt).toBeCloseTo(11 * cos(37), 6);
    // Runway 32: from behind, crosswind worst at 217° = −143° (from the left); the sector holds a direct tailwind.
    expect(r32?.relativeAngle).toBe(-153);
    expect(r32?.crosswindKt).toBeCloseTo(-11 * sin(37), 6);
    expect(r32?.headwindKt).toBeCloseTo(11 * cos(153), 6);
    expect(r32?.minHeadwindKt).toBeCloseTo(-11, 6);
    expect(r32?.gustMinHeadwindKt).toBeCloseTo(-15, 6);
    // The worst case is never better than the prevailing wind alone.
    const [plain] = crosswinds(wind(170, 11), [140]);
    expect(Math.abs(r14?.crosswindKt ?? 0)).toBeGreaterThan(Math.abs(plain?.crosswindKt ?? 0));
    expect(plain?.variable).toBeUndefined();
  });

  it('a sector across the runway axis gives the full speed as crosswind', () => {
    const [r] = crosswinds(wind(200, 10, null, [180, 260]), [140], { magneticVariation: 0 });
    expect(r?.crosswindKt).toBeCloseTo(10, 6);
  });
});

describe('angles and designators', () => {
  it('normalizes into (−180, 180]', () => {
    expect([
      normalizeAngle(180),
      normalizeAngle(-180),
      normalizeAngle(540),
      normalizeAngle(-190),
      normalizeAngle(0),
    ]).toEqual([180, 180, 180, 170, 0]);
  });
  it('names runways from headings', () => {
    expect([140, 320, 5, 360, 0, 87].map(runwayDesignator)).toEqual(['14', '32', '01', '36', '36', '09']);
  });
});
