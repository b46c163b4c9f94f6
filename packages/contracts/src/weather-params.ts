// zod schemas of the weather endpoints' path and query parameters: each message names the parameter.
import { z } from 'zod';

const number = (name: string, min: number, max: number, unit = '') =>
  z
    .string()
    .regex(/^[+-]?\d+(\.\d+)?$/, `${name} must be a number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be between ${min} and ${max}${unit}`)
        .max(max, `${name} must be between ${min} and ${max}${unit}`),
    );

const station = z
  .string()
  .regex(/^[A-Za-z0-9]{3,4}$/, 'station must be 3–4 letters or digits (an ICAO id such as KAFW)')
  .transform((s) => s.toUpperCase());

const heading = (name: string) =>
  z
    .string()
    .regex(/^\d{1,3}(\.\d+)?$/, `${name} must be a magnetic heading in degrees, 1–360`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `${name} must be between 1 and 360 degrees`)
        .max(360, `${name} must be between 1 and 360 degrees`),
    );

export const stationParams = z.object({ station });

export const crosswindParams = z.object({
  station,
  runway1: heading('runway1'),
  runway2: heading('runway2'),
  utcOffset: number('utcOffset', -12, 14, ' hours'),
});

export const windHistoryParams = z.object({
  station,
  runway1: heading('runway1'),
  runway2: heading('runway2'),
});

export const densityAltitudeParams = crosswindParams.extend({
  elevation: number('elevation', -1500, 30000, ' ft'),
});

export const forecastParams = z.object({
  latlon: z
    .string()
    .regex(
      /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/,
      'latlon must be "latitude,longitude" in decimal degrees, e.g. 32.9312,-97.4117',
    )
    .transform((s) => s.split(',').map(Number) as [number, number])
    .refine(([lat]) => lat >= -90 && lat <= 90, 'latlon: latitude must be between -90 and 90')
    .refine(([, lon]) => lon >= -180 && lon <= 180, 'latlon: longitude must be between -180 and 180')
    // api.weather.gov wants at most 4 decimals; rounding also makes nearby requests share one cache key.
    .transform(([lat, lon]) => ({ lat: round4(lat), lon: round4(lon) })),
});

export const weatherQuery = z.object({
  /** Magnetic variation in degrees, east positive; T67's default is 3° E. */
  magVar: number('magVar', -180, 180, ' degrees').optional(),
});

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
