// Pressure and density altitude: the NWS formulas (station pressure, virtual temperature) and the rule of thumb.
import type { DensityAltitudeResult } from './types';
import { METRES_PER_FOOT } from './units';

export type DensityAltitudeInput = {
  /** Field elevation, feet. */
  elevationFt: number;
  /** Outside air temperature, °C. */
  tempC: number;
  /** Dewpoint, °C; without it the air is taken as dry (virtual temperature = temperature). */
  dewpointC?: number | null;
  /** Altimeter setting, inches of mercury. */
  altimeterInHg: number;
};

/** Extra numbers behind the result, for display and cross-checks. */
export type DensityAltitudeDetails = DensityAltitudeResult & {
  /** Station pressure from the altimeter setting and elevation (NWS), inHg. */
  stationPressureInHg: number;
  /** Pressure altitude from the station pressure (NWS method), feet: the more exact variant. */
  stationPressureAltitudeFt: number;
  /** Virtual temperature, °C. */
  virtualTempC: number;
};

/**
 * Pressure altitude is the pilot's rule, elevation + (29.92 − altimeter) × 1000 ft; the NWS
 * station-pressure variant is reported next to it as `stationPressureAltitudeFt`.
 * Density altitude (`densityAltitudeFt`) is the NWS formula with virtual temperature:
 *   e = 6.11 × 10^(7.5·Td / (237.7 + Td)) hPa, Pstation = Alt × ((288 − 0.0065·elev_m) / 288)^5.2561,
 *   Tv = T_K / (1 − (e / Pstation_hPa)·(1 − 0.622)), DA = 145366 × (1 − (17.326·Pstation_inHg / Tv_°R)^0.235).
 * The rule of thumb is PA + 120 × (OAT − ISA), ISA at field elevation = 15 − 2 × elevation/1000 °C
 * (the 2 °C per 1000 ft the pilot's rule uses). All values unrounded.
 */
export function densityAltitude({
  elevationFt,
  tempC,
  dewpointC,
  altimeterInHg,
}: DensityAltitudeInput): DensityAltitudeDetails {
  const pressureAltitudeFt = elevationFt + (29.92 - altimeterInHg) * 1000;
  const elevationM = elevationFt * METRES_PER_FOOT;
  const stationPressureInHg = altimeterInHg * ((288 - 0.0065 * elevationM) / 288) ** 5.2561;
  const stationPressureHpa = stationPressureInHg * 33.8639;
  const stationPressureAltitudeFt = 145366.45 * (1 - (stationPressureHpa / 1013.25) ** 0.190284);
  const tempK = tempC + 273.15;
  let virtualTempK = tempK;
  if (dewpointC !== undefined && dewpointC !== null && Number.isFinite(dewpointC)) {
    const vapourHpa = 6.11 * 10 ** ((7.5 * dewpointC) / (237.7 + dewpointC));
    virtualTempK = tempK / (1 - (vapourHpa / stationPressureHpa) * (1 - 0.622));
  }
  const virtualTempR = (virtualTempK * 9) / 5;
  const densityAltitudeFt = 145366 * (1 - ((17.326 * stationPressureInHg) / virtualTempR) ** 0.235);
  const isaTempC = 15 - (2 * elevationFt) / 1000;
  const ruleOfThumbFt = pressureAltitudeFt + 120 * (tempC - isaTempC);
  return {
    pressureAltitudeFt,
    pressureAltitudeM: pressureAltitudeFt * METRES_PER_FOOT,
    densityAltitudeFt,
    densityAltitudeM: densityAltitudeFt * METRES_PER_FOOT,
    ruleOfThumbFt,
    isaTempC,
    stationPressureInHg,
    stationPressureAltitudeFt,
    virtualTempC: virtualTempK - 273.15,
  };
}
