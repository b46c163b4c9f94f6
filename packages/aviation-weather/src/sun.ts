// Sunrise, sunset and civil twilight from NOAA's solar position formulas (its solar calculator's spreadsheet), no network.

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The sun's declination (degrees) and the equation of time (minutes) at a moment, by NOAA's formulas. */
export function solarPosition(at: Date): { declination: number; equationOfTime: number } {
  const jd = at.getTime() / 86_400_000 + 2440587.5;
  const t = (jd - 2451545) / 36525;
  const l0 = (((280.46646 + t * (36000.76983 + t * 0.0003032)) % 360) + 360) % 360;
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const c =
    Math.sin(rad(m)) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(rad(2 * m)) * (0.019993 - 0.000101 * t) +
    Math.sin(rad(3 * m)) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLong = l0 + c - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(obliquity)) * Math.sin(rad(apparentLong))));
  const y = Math.tan(rad(obliquity / 2)) ** 2;
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * rad(l0)) -
        2 * e * Math.sin(rad(m)) +
        4 * e * y * Math.sin(rad(m)) * Math.cos(2 * rad(l0)) -
        0.5 * y * y * Math.sin(4 * rad(l0)) -
        1.25 * e * e * Math.sin(2 * rad(m)),
    );
  return { declination, equationOfTime };
}

/** Sun's centre below the horizon: 0.833° at sunrise and sunset (refraction and the half disc), 6° for civil twilight. */
const ZENITH = { sun: 90.833, civil: 96 };

export type SunTimes = {
  /** Civil dawn: the sun's centre 6° below the horizon, rising. Null when it never gets that low or high. */
  civilDawn: Date | null;
  sunrise: Date | null;
  solarNoon: Date;
  sunset: Date | null;
  civilDusk: Date | null;
};

/**
 * Sunrise, sunset and civil twilight for one day at a place, as NOAA's solar calculator computes them (its
 * spreadsheet's formulas, each event refined at its own time). `day` is the date at the place (year, month 1–12,
 * day); `lon` east positive. Times are instants (Date); format them in the place's time zone.
 *
 * @example
 * sunTimes({ year: 2026, month: 6, day: 21 }, 32.93119, -97.41172).sunrise // 11:21 UTC, 06:21 CDT
 */
export function sunTimes(
  day: { year: number; month: number; day: number },
  lat: number,
  lon: number,
): SunTimes {
  const midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
  // The place's local day: its solar noon is near 12:00 − lon/15 h UTC.
  const noonGuess = midnightUtc + (720 - 4 * lon) * 60_000;
  const noonAt = (guess: number) => {
    const { equationOfTime } = solarPosition(new Date(guess));
    return midnightUtc + (720 - 4 * lon - equationOfTime) * 60_000;
  };
  const solarNoon = noonAt(noonAt(noonGuess));
  const event = (zenith: number, sign: -1 | 1): Date | null => {
    let at = solarNoon + sign * 6 * 3_600_000;
    for (let i = 0; i < 3; i++) {
      const { declination, equationOfTime } = solarPosition(new Date(at));
      const cosHa =
        Math.cos(rad(zenith)) / (Math.cos(rad(lat)) * Math.cos(rad(declination))) -
        Math.tan(rad(lat)) * Math.tan(rad(declination));
      if (cosHa < -1 || cosHa > 1) return null;
      const ha = deg(Math.acos(cosHa));
      at = midnightUtc + (720 - 4 * lon - equationOfTime + sign * 4 * ha) * 60_000;
    }
    return new Date(Math.round(at / 1000) * 1000);
  };
  return {
    civilDawn: event(ZENITH.civil, -1),
    sunrise: event(ZENITH.sun, -1),
    solarNoon: new Date(Math.round(solarNoon / 1000) * 1000),
    sunset: event(ZENITH.sun, 1),
    civilDusk: event(ZENITH.civil, 1),
  };
}
