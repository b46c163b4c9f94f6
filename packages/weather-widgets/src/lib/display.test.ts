import { describe, expect, it } from 'vitest';
import type { CrosswindReport } from '@hangar/aviation-weather';
import {
  conditionsLine,
  crosswindLines,
  crosswindText,
  formatForecastText,
  hasCalmMarker,
  isCrosswindLineShown,
  whole,
  windText,
} from './display';

type Line = CrosswindReport['crosswinds'][number];
const line = (
  runway: string,
  angle: number,
  cross: number,
  parallel: number,
  gust: number | null = null,
): Line => ({
  runway,
  baseCrosswindVelocity: { kt: cross, direction: { degrees: angle } },
  gustCrosswindVelocity: { kt: gust },
  parallelWindVelocity: { kt: parallel },
});
const report = (over: Partial<CrosswindReport> & { raw?: string } = {}): CrosswindReport => ({
  station: 'KAFW',
  time: '2026-11-02T10:16:00Z',
  temperature: { fahrenheit: 68, celsius: 20 },
  wind: { direction: { degrees: 120 }, kt: 7, gust: null, isCalm: false, isVariable: false },
  rawData: 'KAFW 021016Z 12007KT 7SM BKN010 20/18 A3006',
  magneticVariation: 3,
  crosswinds: [line('14', -23, -2.7, 6.4), line('32', 157, 2.7, -6.4)],
  ...over,
});

describe('windText', () => {
  it('says Calm only when the raw report holds 00000KT and the speed is 0', () => {
    const calm = report({
      rawData: 'KPHF 191054Z 00000KT 5SM BR CLR 11/11 A3003',
      wind: { direction: { degrees: null }, kt: 0, gust: null, isCalm: true, isVariable: false },
    });
    expect(windText(calm)).toBe('Calm');
    // A zero speed without the marker (e.g. a missing wind group) is not "Calm".
    const noMarker = report({
      rawData: 'KPVG 181956Z AUTO 10SM FEW030',
      wind: { direction: { degrees: null }, kt: 0, gust: null, isCalm: false, isVariable: false },
    });
    expect(windText(noMarker)).toBe('wind not reported');
    expect(conditionsLine({ ...calm, crosswinds: [line('14', 0, 0, 0)] })).toBe('68°F, Calm');
    expect(hasCalmMarker('KX 00000KTS')).toBe(false);
  });

  it('pads the direction, rounds to whole numbers and adds gusts only when above 0', () => {
    expect(
      windText(
        report({
          wind: { direction: { degrees: 95.6 }, kt: 6.5, gust: 0, isCalm: false, isVariable: false },
        }),
      ),
    ).toBe('096° 7KT');
    expect(
      windText(
        report({
          rawData: 'KBTV 18013G21KT',
          wind: { direction: { degrees: 180 }, kt: 13, gust: 21, isCalm: false, isVariable: false },
        }),
      ),
    ).toBe('180° 13G21KT');
    expect(
      windText(
        report({
          wind: { direction: { degrees: null }, kt: 2, gust: null, isCalm: false, isVariable: true },
        }),
      ),
    ).toBe('VRB 2KT');
  });
});

describe('crosswindText', () => {
  it('shows a range when the gust crosswind differs from the base, then KT crosswind', () => {
    expect(
      crosswindText(
        report({ crosswinds: [line('14', 60, 12.58, 8.17, 20.97), line('32', -120, -12.58, -8.17, -20.97)] }),
      ),
    ).toBe('13-21 KT crosswind');
    expect(crosswindText(report({ crosswinds: [line('14', 60, 4.4, 3, 4.2)] }))).toBe('4 KT crosswind');
    expect(crosswindText(report({ crosswinds: [] }))).toBeNull();
  });

  it('joins temperature, wind and crosswind into the home line', () => {
    expect(conditionsLine(report())).toBe('68°F, 120° 7KT, 3 KT crosswind');
    expect(conditionsLine(report({ temperature: { fahrenheit: null, celsius: null } }))).toBe(
      '120° 7KT, 3 KT crosswind',
    );
  });
});

describe('crosswind lines', () => {
  it('shows a runway only with a headwind on it, or a wind exactly ±90° across it', () => {
    expect(isCrosswindLineShown(line('14', 30, 5, 8.7))).toBe(true);
    expect(isCrosswindLineShown(line('32', -150, -5, -8.7))).toBe(false);
    expect(isCrosswindLineShown(line('14', 90, 10, 0))).toBe(true);
    expect(isCrosswindLineShown(line('32', -90, -10, 0))).toBe(true);
    expect(isCrosswindLineShown(line('14', 0, 0, 0))).toBe(false);
  });

  it('rounds, names the side and adds the gust only when it differs', () => {
    const lines = crosswindLines(
      report({ crosswinds: [line('14', 60, 12.58, 8.17, 20.97), line('32', -120, -12.58, -8.17, -20.97)] }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe('Runway 14: 13 (gusts 21) KT crosswind from the right, 8 KT headwind');
    const same = crosswindLines(report({ crosswinds: [line('14', -20, -3.4, 9.4, -3.2)] }));
    expect(same[0]?.text).toBe('Runway 14: 3 KT crosswind from the left, 9 KT headwind');
  });

  it('warns of a possible tailwind when the wind is variable', () => {
    const vrb = { ...line('14', 90, 2, 0), minParallelWindVelocity: { kt: -2, gustKt: null } };
    expect(crosswindLines(report({ crosswinds: [vrb] }))[0]?.text).toBe(
      'Runway 14: 2 KT crosswind from the right, 0 KT headwind, tailwind up to 2 KT possible',
    );
    const sector = {
      ...line('14', 27, 6.62, 9.8, 9.03),
      minParallelWindVelocity: { kt: 8.78, gustKt: 11.98 },
    };
    expect(crosswindLines(report({ crosswinds: [sector] }))[0]?.possibleTailwind).toBeNull();
  });

  it('never shows -0', () => {
    expect(Object.is(whole(-0.3), 0)).toBe(true);
  });
});

describe('formatForecastText', () => {
  it('turns only the first ". " into a period and a line break', () => {
    expect(formatForecastText('Snow showers likely. Cloudy, with a low around 19. Northwest wind.')).toBe(
      'Snow showers likely.\nCloudy, with a low around 19. Northwest wind.',
    );
    expect(formatForecastText('Sunny')).toBe('Sunny');
  });
});
