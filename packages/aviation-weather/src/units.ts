// Unit conversions and rounding shared by the decoders and the reports.

export const KT_PER_MPS = 3600 / 1852;
export const KT_PER_KMH = 1000 / 1852;
export const MPH_PER_KT = 1852 / 1609.344;
export const METRES_PER_SM = 1609.344;
export const HPA_PER_INHG = 33.8638866667;
export const METRES_PER_FOOT = 0.3048;

export function round(value: number, decimals = 0): number {
  const f = 10 ** decimals;
  // Adding EPSILON keeps 8.165 from becoming 8.16 through binary representation.
  const r = Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

export const cToF = (c: number): number => (c * 9) / 5 + 32;
export const fToC = (f: number): number => ((f - 32) * 5) / 9;
export const inHgToHpa = (inHg: number): number => inHg * HPA_PER_INHG;
export const hpaToInHg = (hpa: number): number => hpa / HPA_PER_INHG;
export const metresToSm = (m: number): number => m / METRES_PER_SM;
export const feetToMetres = (ft: number): number => ft * METRES_PER_FOOT;

/** Relative humidity in percent from temperature and dewpoint (Magnus formula, as the NWS calculators use). */
export function relativeHumidity(tempC: number, dewpointC: number): number {
  const e = (t: number) => Math.exp((17.625 * t) / (243.04 + t));
  return (100 * e(dewpointC)) / e(tempC);
}
