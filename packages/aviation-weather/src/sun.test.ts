// Sunrise, sunset and civil twilight at Hicks Airfield (T67) on the 2026 solstices and equinoxes.
import { describe, expect, it } from 'vitest';
import { sunTimes } from './sun';

// T67's airport reference point (FAA): 32°55'52.3" N, 97°24'42.2" W.
const T67 = { lat: 32.93119, lon: -97.41172 };

/**
 * Reference times, local (CDT = UTC−5 until 1 November 2026, then CST = UTC−6), to the second. Source: PyEphem
 * 4.1.4 (VSOP87 sun, Debian's python3-ephem) with NOAA's conventions: elevation 0, no atmosphere model, the sun's
 * upper limb 34′ below the horizon for sunrise and sunset (the centre at NOAA's 90.833° zenith), its centre 6°
 * below for civil twilight. NOAA's online calculator could not be reached from where these tests were written;
 * its published agreement with such ephemerides is within a minute for these latitudes, and so is the check.
 */
const REFERENCE = [
  {
    day: { year: 2026, month: 3, day: 20 },
    utcOffset: -5,
    dawn: '07:08:35',
    rise: '07:33:12',
    set: '19:41:18',
    dusk: '20:05:58',
  },
  {
    day: { year: 2026, month: 6, day: 21 },
    utcOffset: -5,
    dawn: '05:53:00',
    rise: '06:21:44',
    set: '20:41:17',
    dusk: '21:10:02',
  },
  {
    day: { year: 2026, month: 9, day: 23 },
    utcOffset: -5,
    dawn: '06:53:54',
    rise: '07:18:34',
    set: '19:24:46',
    dusk: '19:49:23',
  },
  {
    day: { year: 2026, month: 12, day: 21 },
    utcOffset: -6,
    dawn: '07:01:06',
    rise: '07:28:27',
    set: '17:27:13',
    dusk: '17:54:35',
  },
];

/** The reference's local clock time on that day as an instant. */
const instant = (day: { year: number; month: number; day: number }, utcOffset: number, hms: string) => {
  const [h, m, s] = hms.split(':').map(Number) as [number, number, number];
  return Date.UTC(day.year, day.month - 1, day.day, h - utcOffset, m, s);
};

describe('sun times at T67', () => {
  it.each(REFERENCE)(
    '$day.year-$day.month-$day.day: within a minute of the reference',
    ({ day, utcOffset, dawn, rise, set, dusk }) => {
      const sun = sunTimes(day, T67.lat, T67.lon);
      const off = (actual: Date | null, expected: string) =>
        Math.abs((actual?.getTime() ?? Number.NaN) - instant(day, utcOffset, expected)) / 1000;
      expect(off(sun.civilDawn, dawn)).toBeLessThanOrEqual(60);
      expect(off(sun.sunrise, rise)).toBeLessThanOrEqual(60);
      expect(off(sun.sunset, set)).toBeLessThanOrEqual(60);
      expect(off(sun.civilDusk, dusk)).toBeLessThanOrEqual(60);
    },
  );

  it('the longest day is longest: June 21 has about 14 h 20 min of sun, December 21 about 10 h', () => {
    const length = (month: number) => {
      const s = sunTimes({ year: 2026, month, day: 21 }, T67.lat, T67.lon);
      return (s.sunset!.getTime() - s.sunrise!.getTime()) / 60_000;
    };
    expect(length(6)).toBeGreaterThan(14 * 60 + 15);
    expect(length(12)).toBeLessThan(10 * 60);
  });

  it('no sunrise in the polar night', () => {
    const s = sunTimes({ year: 2026, month: 12, day: 21 }, 78.2, 15.6);
    expect(s.sunrise).toBeNull();
    expect(s.sunset).toBeNull();
  });
});
