import { describe, expect, it } from 'vitest';
import { decodeMetar } from './metar';
import type { MetarObservation } from './types';
import { edgeCaseMetars, findMetar, northTexasMetars } from './test/fixtures';

// The north Texas cycle was recorded on the 2nd; read it a little later the same morning.
const CYCLE_NOW = new Date(Date.UTC(2026, 4, 2, 11, 0));

function decoded(raw: string, now = CYCLE_NOW): { value: MetarObservation; warnings: string[] } {
  const r = decodeMetar(raw, { now });
  if (!r.ok) throw new Error(`expected a decode, got: ${r.error}`);
  return r;
}

describe('decodeMetar: every fixture report decodes or is refused with a reason', () => {
  const all = [...northTexasMetars(), ...edgeCaseMetars().map((e) => e.raw)];
  it.each(all)('%s', (raw) => {
    const r = decodeMetar(raw, { now: CYCLE_NOW });
    if (r.ok) {
      expect(r.value.station).toMatch(/^[A-Z][A-Z0-9]{2,3}$/);
      expect(Number.isNaN(r.value.time.getTime())).toBe(false);
      expect(r.value.time.getTime()).toBeLessThanOrEqual(CYCLE_NOW.getTime() + 3 * 3600_000);
    } else {
      expect(r.error.length).toBeGreaterThan(10);
    }
  });
  it('the north Texas cycle decodes completely, no report refused', () => {
    const results = northTexasMetars().map((raw) => decodeMetar(raw, { now: CYCLE_NOW }));
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });
});

describe('decodeMetar: specific reports', () => {
  it('KAFW: station, real UTC time, wind, sky, temperatures, altimeter, MVFR, remarks', () => {
    const { value, warnings } = decoded(findMetar('KAFW'));
    expect(value).toMatchObject({
      station: 'KAFW',
      type: 'METAR',
      auto: false,
      wind: { directionTrue: 120, speedKt: 7, gustKt: null, isCalm: false, isVariable: false },
      visibilitySm: 7,
      visibilityPlus: false,
      ceilingFt: 1000,
      temperatureC: 20,
      temperatureF: 68,
      dewpointC: 18,
      dewpointF: 64.4,
      altimeterInHg: 30.06,
      altimeterHpa: 1017.9,
      flightCategory: 'MVFR',
      remarks: 'AO2 CIG 007V013 T02000183',
    });
    expect(value.time.toISOString()).toBe('2026-05-02T10:16:00.000Z');
    expect(value.clouds).toEqual([
      { cover: 'BKN', baseFt: 1000 },
      { cover: 'BKN', baseFt: 1400 },
      { cover: 'OVC', baseFt: 3200 },
    ]);
    expect(warnings).toEqual([]);
  });

  it('calm wind (KFYV 00000KT)', () => {
    expect(decoded(findMetar('KFYV')).value.wind).toEqual({
      directionTrue: null,
      speedKt: 0,
      gustKt: null,
      variableFrom: null,
      variableTo: null,
      isVariable: false,
      isCalm: true,
    });
  });

  it('gusts and a variable sector (KCWC 17011G15KT 120V180)', () => {
    expect(decoded(findMetar('KCWC')).value.wind).toEqual({
      directionTrue: 170,
      speedKt: 11,
      gustKt: 15,
      variableFrom: 120,
      variableTo: 180,
      isVariable: false,
      isCalm: false,
    });
  });

  it('mixed fraction 2 1/2SM and LIFR by ceiling (KCSM)', () => {
    const { value } = decoded(findMetar('KCSM'));
    expect(value.visibilitySm).toBe(2.5);
    expect(value.weather).toEqual(['-RA', 'BR']);
    expect(value.weatherText).toEqual(['light rain', 'mist']);
    expect(value.flightCategory).toBe('LIFR');
  });

  it.each([
    ['KADH', 'LIFR'], // 1SM OVC003
    ['KFTW', 'IFR'], // 8SM OVC009
    ['K0F2', 'IFR'], // 5SM OVC005: 500 ft is IFR, not LIFR
    ['KBVO', 'MVFR'], // BKN030: 3000 ft is still MVFR
    ['KEWK', 'VFR'], // BKN032
    ['KMVL', 'IFR'], // 2SM, ceiling 2600
    ['KPHF', 'MVFR'], // 5SM CLR: 5 SM is MVFR
  ])('%s is %s', (station, category) => {
    expect(decoded(findMetar(station)).value.flightCategory).toBe(category);
  });

  it('thunderstorms in words (KEWK -TSRA, KAAO VCTS, KSPS TSGRRA with CB)', () => {
    expect(decoded(findMetar('KEWK')).value.weatherText).toEqual(['thunderstorm with light rain']);
    expect(decoded(findMetar('KAAO')).value.weatherText).toEqual(['thunderstorm in the vicinity']);
    const sps = decoded(findMetar('KSPS')).value;
    expect(sps.weatherText).toEqual(['thunderstorm with hail and rain']);
    expect(sps.clouds[0]).toEqual({ cover: 'BKN', baseFt: 2200, type: 'CB' });
  });

  it('negative temperatures (KBTV M05/M13)', () => {
    const { value } = decoded(findMetar('KBTV'));
    expect([value.temperatureC, value.temperatureF, value.dewpointC, value.dewpointF]).toEqual([
      -5, 23, -13, 8.6,
    ]);
  });

  it('M00 is zero, not minus zero', () => {
    const { value } = decoded('KXXX 021000Z 18013KT 10SM OVC060 M00/M13 A2986');
    expect(Object.is(value.temperatureC, 0)).toBe(true);
    expect(value.temperatureF).toBe(32);
  });

  it('SPECI, edited 60 kt wind, 1/4SM fog, SKC (CYYE)', () => {
    const { value } = decoded(findMetar('CYYE'));
    expect(value).toMatchObject({
      type: 'SPECI',
      visibilitySm: 0.25,
      flightCategory: 'LIFR',
      ceilingFt: null,
      wind: { speedKt: 60 },
    });
    expect(value.clouds).toEqual([{ cover: 'SKC', baseFt: null }]);
    expect(value.raw.endsWith('=')).toBe(false);
  });

  it('AUTO and COR flags', () => {
    expect(decoded(findMetar('KCWC')).value.auto).toBe(true);
    const cor = decoded('METAR COR KAFW 021016Z 12007KT 7SM BKN010 20/18 A3006');
    expect(cor.value).toMatchObject({ corrected: true, auto: false, station: 'KAFW' });
  });

  it('NIL is refused with a reason', () => {
    const r = decodeMetar(findMetar('SVMC'), { now: CYCLE_NOW });
    expect(r).toEqual({ ok: false, error: 'SVMC: NIL report, the station sent no observation.' });
  });

  it('CAVOK: 10 km or more, no ceiling, VFR (LFPG)', () => {
    const { value } = decoded(findMetar('LFPG'));
    expect(value).toMatchObject({
      visibilitySm: 6.21,
      visibilityPlus: true,
      ceilingFt: null,
      clouds: [],
      flightCategory: 'VFR',
      altimeterHpa: 1031,
      altimeterInHg: 30.45,
    });
  });

  it('metres: 1200 m is 0.75 SM and 350 m with VV002 is LIFR (LTFE, LFLL)', () => {
    expect(decoded(findMetar('LTFE')).value).toMatchObject({
      visibilitySm: 0.75,
      wind: { isVariable: true, directionTrue: null, speedKt: 2 },
    });
    const lfll = decoded(findMetar('LFLL')).value;
    expect(lfll).toMatchObject({ visibilitySm: 0.22, ceilingFt: 200, flightCategory: 'LIFR' });
    expect(lfll.clouds).toEqual([{ cover: 'VV', baseFt: 200 }]);
  });

  it('MPS and KMH winds are converted to knots', () => {
    expect(decoded('UUEE 021000Z 05010MPS 9999 SCT020 10/M01 Q1013').value.wind?.speedKt).toBe(19.4);
    expect(decoded('XXXX 021000Z 05036KMH 9999 SCT020 10/M01 Q1013').value.wind?.speedKt).toBe(19.4);
    expect(decoded('UUEE 021000Z 05010G15MPS 9999 SCT020 10/M01 Q1013').value.wind?.gustKt).toBe(29.2);
  });

  it('M1/4SM is "less than a quarter mile"', () => {
    const { value } = decoded('KXXX 021000Z 00000KT M1/4SM FG VV001 M05/M06 A2992');
    expect(value).toMatchObject({
      visibilitySm: 0.25,
      visibilityLessThan: true,
      flightCategory: 'LIFR',
      temperatureC: -5,
    });
  });

  it('"11/2SM" is read as 1 1/2 SM with a warning, not 5.5', () => {
    const { value, warnings } = decoded('KXXX 021000Z 09010KT 11/2SM -SN OVC009 M01/M02 A2992');
    expect(value.visibilitySm).toBe(1.5);
    expect(warnings.join(' ')).toMatch(/11\/2SM/);
  });

  it('visibility missing: category from the ceiling alone, said in warnings (KFCI)', () => {
    const { value, warnings } = decoded(findMetar('KFCI'));
    expect(value.visibilitySm).toBeNull();
    expect(value.flightCategory).toBe('VFR');
    expect(warnings).toContain('Flight category from the ceiling alone (visibility missing).');
  });

  it('no visibility and no sky: no category (KDMH, MUCL)', () => {
    expect(decoded(findMetar('KDMH')).value).toMatchObject({
      wind: null,
      visibilitySm: null,
      clouds: [],
      flightCategory: null,
      temperatureC: 0,
      dewpointC: -6,
    });
    expect(decoded(findMetar('MUCL')).value).toMatchObject({ flightCategory: null, altimeterHpa: 1014 });
  });

  it('malformed groups are dropped and named: 200/07KT, 4000E, /////KT', () => {
    const clt = decodeMetar(
      findMetar(
        'KCLT',
        edgeCaseMetars()
          .map((e) => e.raw)
          .filter((l) => l.includes('200/07KT')),
      ),
      { now: CYCLE_NOW },
    );
    expect(clt.ok).toBe(true);
    if (clt.ok) {
      expect(clt.value.wind).toBeNull();
      expect(clt.warnings.join(' ')).toContain('200/07KT');
      expect(clt.value.temperatureC).toBe(17);
    }
    const fimp = decoded(findMetar('FIMP'));
    expect(fimp.value.visibilitySm).toBeNull();
    expect(fimp.warnings.join(' ')).toContain('4000E');
    const egpu = decoded(findMetar('EGPU'));
    expect(egpu.value.wind).toBeNull();
    expect(egpu.warnings.join(' ')).toContain('/////KT');
  });

  it('resolves the day of month across a month and year boundary', () => {
    const { value } = decoded(findMetar('KDMH'), new Date(Date.UTC(2027, 0, 1, 0, 20)));
    expect(value.time.toISOString()).toBe('2026-12-31T23:54:00.000Z');
  });

  it.each([
    ['', /empty/i],
    ['hello world', /station/i],
    ['KAFW hello', /time/i],
    ['KAFW 322400Z 12007KT', /impossible/i],
  ])('refuses %j', (raw, reason) => {
    const r = decodeMetar(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
  });

  it('several malformed groups are each found and dropped, the rest decodes', () => {
    const r = decoded('FIMP 021000Z 04006KT 4000E -SHRA FEW008 4000E SCT015 BKN050 26/23 Q1014');
    expect(r.warnings.filter((w) => w.includes('4000E'))).toHaveLength(2);
    expect(r.value).toMatchObject({
      wind: { directionTrue: 40 },
      ceilingFt: 5000,
      temperatureC: 26,
      altimeterHpa: 1014,
    });
  });

  it('an impossible wind direction (990°) is left out and named', () => {
    const r = decoded('KXXX 021000Z 99015KT 10SM CLR 10/05 A3000');
    expect(r.value.wind).toBeNull();
    expect(r.warnings).toContain('Wind group "99015KT" is impossible; left out.');
  });

  it('a TEMPO trend is not observed weather', () => {
    const { value } = decoded('EGLL 021020Z 24015KT 9999 -RA BKN012 12/10 Q1002 TEMPO 4000 +RA');
    expect(value.weather).toEqual(['-RA']);
    expect(value.visibilitySm).toBe(6.21);
  });

  it('an impossible altimeter (A0005, found by fuzzing) is left out with a warning', () => {
    const r = decoded('KCSM 021001Z AUTO 16017KT 2 1/2SM -RA BR OVC004 17/17 A0005');
    expect([r.value.altimeterInHg, r.value.altimeterHpa]).toEqual([null, null]);
    expect(r.warnings).toContain('Altimeter 0.05 inHg is impossible; left out.');
  });

  it('refuses an invalid reading time instead of guessing a month', () => {
    expect(decodeMetar(findMetar('KAFW'), { now: new Date(Number.NaN) })).toEqual({
      ok: false,
      error: 'The reading time (now) is not a valid date.',
    });
  });

  it('refuses non-text input without throwing', () => {
    expect(decodeMetar(42 as unknown as string).ok).toBe(false);
    expect(decodeMetar(null as unknown as string).ok).toBe(false);
  });
});
