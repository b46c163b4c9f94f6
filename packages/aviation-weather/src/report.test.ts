import { describe, expect, it } from 'vitest';
import { decodeMetar } from './metar';
import {
  buildCrosswindReport,
  decodedMetarResponse,
  metarResponse,
  noTafResponse,
  tafResponse,
} from './report';
import { decodeTaf } from './taf';
import type { MetarObservation } from './types';
import { edgeCaseMetars, findMetar } from './test/fixtures';

function obs(raw: string, now = new Date(Date.UTC(2026, 8, 11, 23, 0))): MetarObservation {
  const r = decodeMetar(raw, { now });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('buildCrosswindReport', () => {
  it('KAFW 36/21 A2976 on runways 14/32 at 855 ft: components, density and pressure altitude', () => {
    const report = buildCrosswindReport(
      obs(
        findMetar(
          'KAFW',
          edgeCaseMetars().map((e) => e.raw),
        ),
      ),
      [140, 320],
      {
        magneticVariation: 3,
        elevationFt: 855,
        utcOffsetHours: -5,
      },
    );
    expect(report).toMatchObject({
      station: 'KAFW',
      time: '2026-09-11T22:53:00.000Z',
      localTime: '17:53',
      temperature: { fahrenheit: 96.8, celsius: 36 },
      wind: { direction: { degrees: 140 }, kt: 13, gust: null, isCalm: false, isVariable: false },
      magneticVariation: 3,
      pressureAltitude: { feet: 1015, meters: 309 },
      densityAltitude: { feet: 3939, meters: 1201 },
      densityAltitudeRuleOfThumb: { feet: 3740, meters: 1140 },
      flightCategory: 'VFR',
    });
    // 140° true − 3° = 137° magnetic: 3° left of runway 14, 177° off runway 32.
    expect(report.crosswinds).toEqual([
      {
        runway: '14',
        headingMag: 140,
        baseCrosswindVelocity: { kt: -0.68, direction: { degrees: -3 } },
        gustCrosswindVelocity: { kt: null },
        parallelWindVelocity: { kt: 12.98 },
        gustParallelWindVelocity: { kt: null },
      },
      {
        runway: '32',
        headingMag: 320,
        baseCrosswindVelocity: { kt: 0.68, direction: { degrees: 177 } },
        gustCrosswindVelocity: { kt: null },
        parallelWindVelocity: { kt: -12.98 },
        gustParallelWindVelocity: { kt: null },
      },
    ]);
    expect(report.warnings).toBeUndefined();
  });

  it('rounds the 200/15G25 hand numbers to 2 decimals', () => {
    const report = buildCrosswindReport(obs('KXXX 112253Z 20015G25KT 10SM CLR 20/10 A2992'), [140]);
    expect(report.crosswinds[0]).toMatchObject({
      baseCrosswindVelocity: { kt: 12.58, direction: { degrees: 57 } },
      gustCrosswindVelocity: { kt: 20.97 },
      parallelWindVelocity: { kt: 8.17 },
      gustParallelWindVelocity: { kt: 13.62 },
    });
    expect(report.densityAltitude).toBeUndefined();
  });

  it('without a wind group: no crosswinds and a warning, never a fake calm', () => {
    const report = buildCrosswindReport(obs(findMetar('KPVG')), [140, 320], { elevationFt: 855 });
    expect(report.crosswinds).toEqual([]);
    expect(report.wind.isCalm).toBe(false);
    expect(report.warnings).toContain('No wind in this report: crosswinds cannot be computed.');
    expect(report.warnings).toContain('No temperature: no density altitude.');
    expect(report.pressureAltitude).toEqual({ feet: 955, meters: 291 });
  });

  it('VRB: full-speed crosswind on both runway ends, headwind 0, the possible tailwind in minParallelWindVelocity', () => {
    const report = buildCrosswindReport(obs('KXXX 112253Z VRB05G12KT 10SM CLR 20/10 A2992'), [140, 320]);
    expect(
      report.crosswinds.map((c) => [
        c.runway,
        c.baseCrosswindVelocity,
        c.gustCrosswindVelocity.kt,
        c.parallelWindVelocity.kt,
        c.minParallelWindVelocity,
      ]),
    ).toEqual([
      ['14', { kt: 5, direction: { degrees: 90 } }, 12, 0, { kt: -5, gustKt: -12 }],
      ['32', { kt: 5, direction: { degrees: 90 } }, 12, 0, { kt: -5, gustKt: -12 }],
    ]);
    expect(report.wind).toMatchObject({ direction: { degrees: null }, isVariable: true, kt: 5, gust: 12 });
    expect(report.warnings?.[0]).toMatch(/VRB/);
  });

  it('a calm report gives zero components', () => {
    const report = buildCrosswindReport(obs(findMetar('KFYV')), [140, 320]);
    expect(report.wind).toEqual({
      direction: { degrees: null },
      kt: 0,
      gust: null,
      isCalm: true,
      isVariable: false,
    });
    expect(report.crosswinds.map((c) => [c.baseCrosswindVelocity.kt, c.parallelWindVelocity.kt])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('tafResponse', () => {
  it('formats one line per change group by default', () => {
    const r = decodeTaf(
      'TAF KBOS 200846Z 2009/2112 23007KT P6SM FEW250 FM201400 25010G18KT P6SM FEW240 PROB30 2018/2020 4SM -SHRA BKN100',
      { now: new Date(Date.UTC(2026, 4, 20, 9)) },
    );
    if (!r.ok) throw new Error(r.error);
    const body = tafResponse(r.value);
    expect(body.formattedData.split('\n')).toEqual([
      'TAF KBOS 200846Z 2009/2112 23007KT P6SM FEW250',
      '     FM201400 25010G18KT P6SM FEW240',
      '     PROB30 2018/2020 4SM -SHRA BKN100',
    ]);
    expect(body).toMatchObject({ station: 'KBOS', time: '2026-05-20T08:46:00.000Z', raw: r.value.raw });
    expect(body.periods.map((p) => p.kind)).toEqual(['BASE', 'FM', 'PROB']);
    expect(noTafResponse('KAFW')).toEqual({
      station: 'KAFW',
      formattedData: null,
      time: null,
      raw: null,
      periods: [],
    });
  });
});

describe('metar responses', () => {
  it('raw and decoded bodies carry the station, ISO time and raw text', () => {
    const o = obs(findMetar('KFTW'), new Date(Date.UTC(2026, 4, 2, 11)));
    expect(metarResponse(o)).toEqual({ station: 'KFTW', raw: o.raw, time: '2026-05-02T09:53:00.000Z' });
    const decoded = decodedMetarResponse(o);
    expect(decoded.text).toContain('KFTW');
    expect(decoded.text.split('\n').at(-1)).toBe(`Raw: ${o.raw}`);
  });
});
