import { describe, expect, it } from 'vitest';
import { densityAltitude } from './density-altitude';

describe('densityAltitude: the fixtures README hand numbers', () => {
  it('855 ft, A2992, 35 °C → PA 855, ISA 13.29 °C, rule of thumb 3460 ft', () => {
    const r = densityAltitude({ elevationFt: 855, tempC: 35, altimeterInHg: 29.92 });
    expect(r.pressureAltitudeFt).toBeCloseTo(855, 6);
    expect(r.isaTempC).toBeCloseTo(13.29, 6);
    expect(Math.round(r.ruleOfThumbFt)).toBe(3460);
  });

  it('KAFW 36/21 A2976: PA 1015 (station-pressure 1003.6), DA 3740 by rule of thumb and about 3940 by NWS', () => {
    const r = densityAltitude({ elevationFt: 855, tempC: 36, dewpointC: 21, altimeterInHg: 29.76 });
    expect(r.pressureAltitudeFt).toBeCloseTo(1015, 6);
    expect(r.stationPressureAltitudeFt).toBeCloseTo(1003.6, 1);
    expect(Math.round(r.ruleOfThumbFt)).toBe(3740);
    expect(Math.abs(r.densityAltitudeFt - 3940)).toBeLessThan(5);
    expect(r.densityAltitudeM).toBeCloseTo(r.densityAltitudeFt * 0.3048, 6);
    expect(r.pressureAltitudeM).toBeCloseTo(309.372, 3);
  });

  it('moist air is lighter: at 36/21 the NWS value is about 200 ft above the rule of thumb, and the dewpoint raises it', () => {
    const moist = densityAltitude({ elevationFt: 855, tempC: 36, dewpointC: 21, altimeterInHg: 29.76 });
    const dry = densityAltitude({ elevationFt: 855, tempC: 36, altimeterInHg: 29.76 });
    expect(moist.densityAltitudeFt - moist.ruleOfThumbFt).toBeGreaterThan(180);
    expect(moist.densityAltitudeFt - moist.ruleOfThumbFt).toBeLessThan(220);
    // Virtual temperature 39.0 °C instead of 36 °C: about 100 ft per degree.
    expect(moist.virtualTempC).toBeCloseTo(39.0, 1);
    expect(moist.densityAltitudeFt - dry.densityAltitudeFt).toBeGreaterThan(250);
    expect(moist.densityAltitudeFt - dry.densityAltitudeFt).toBeLessThan(400);
  });

  it('standard day at sea level gives density altitude near zero', () => {
    const r = densityAltitude({ elevationFt: 0, tempC: 15, altimeterInHg: 29.92 });
    expect(Math.abs(r.densityAltitudeFt)).toBeLessThan(30);
    expect(r.ruleOfThumbFt).toBeCloseTo(0, 6);
  });
});
