// Answers of the public weather endpoints (/api/Noaa*, /api/forecast) and of /api/health.
import { z } from 'zod';

/** An ISO 8601 UTC time, as `Date.prototype.toISOString` writes it. */
const isoTime = z.string().meta({ format: 'date-time' });
const feetAndMeters = z.object({ feet: z.number(), meters: z.number() });

export const weatherRecordingSchema = z.object({
  what: z.string(),
  place: z.string(),
  time: z.string(),
  note: z.string().optional(),
});

/** `meta` beside every weather answer's `data`: how old the value is and whether it is a recording. */
export const weatherMetaSchema = z.object({
  /** True when upstream failed and this is the last good value. */
  stale: z.boolean(),
  fetchedAt: isoTime,
  ageSeconds: z.number().int().min(0),
  /** True when served from the recorded replay data, not the network. */
  replay: z.boolean(),
  recording: weatherRecordingSchema.optional(),
  /** In replay mode on the forecast: the recorded forecast is served for any point. */
  note: z.string().optional(),
});

const flightCategory = z.enum(['VFR', 'MVFR', 'IFR', 'LIFR']);

export const metarAnswerSchema = z.object({ station: z.string(), raw: z.string(), time: isoTime });

export const decodedMetarAnswerSchema = z.object({
  station: z.string(),
  text: z.string(),
  time: isoTime,
  raw: z.string(),
  /** From ceiling and visibility; null when the report has neither. */
  flightCategory: flightCategory.nullable().optional(),
});

const tafPeriodKind = z.enum(['BASE', 'FM', 'BECMG', 'TEMPO', 'PROB']);

/** A TAF, one line per change group; a station without one has `formattedData: null` and no periods. */
export const tafAnswerSchema = z.union([
  z.object({
    station: z.string(),
    formattedData: z.string(),
    time: isoTime,
    raw: z.string(),
    periods: z.array(
      z.object({
        kind: tafPeriodKind,
        text: z.string(),
        raw: z.string(),
        from: isoTime.optional(),
        /** Null for FM: it runs until the next FM or the end of the TAF. */
        to: isoTime.nullable().optional(),
        probability: z.number().nullable().optional(),
        flightCategory: flightCategory.nullable().optional(),
        categoryPartial: z.enum(['ceiling-only', 'visibility-only']).nullable().optional(),
        wind: z
          .object({
            directionTrue: z.number().nullable(),
            speedKt: z.number(),
            gustKt: z.number().nullable(),
            isVariable: z.boolean(),
            isCalm: z.boolean(),
          })
          .nullable()
          .optional(),
      }),
    ),
    validFrom: isoTime.optional(),
    validTo: isoTime.optional(),
  }),
  z.object({
    station: z.string(),
    formattedData: z.null(),
    time: z.null(),
    raw: z.null(),
    periods: z.array(z.unknown()).max(0),
  }),
]);

/** The crosswind report; the density altitude endpoint adds `pressureAltitude`, `densityAltitude`. */
export const crosswindAnswerSchema = z.object({
  station: z.string(),
  time: isoTime,
  temperature: z.object({ fahrenheit: z.number().nullable(), celsius: z.number().nullable() }),
  wind: z.object({
    direction: z.object({ degrees: z.number().nullable() }),
    kt: z.number(),
    gust: z.number().nullable(),
    isCalm: z.boolean(),
    isVariable: z.boolean(),
  }),
  rawData: z.string(),
  magneticVariation: z.number(),
  crosswinds: z.array(
    z.object({
      runway: z.string(),
      /** `direction.degrees`: the wind's angle to the runway in (−180, 180], positive from the right. */
      baseCrosswindVelocity: z.object({ kt: z.number(), direction: z.object({ degrees: z.number() }) }),
      gustCrosswindVelocity: z.object({ kt: z.number().nullable() }),
      /** Headwind (negative: tailwind). */
      parallelWindVelocity: z.object({ kt: z.number() }),
      gustParallelWindVelocity: z.object({ kt: z.number().nullable() }).optional(),
      /** Variable wind only: the worst headwind over the directions in play. */
      minParallelWindVelocity: z.object({ kt: z.number(), gustKt: z.number().nullable() }).optional(),
      headingMag: z.number().optional(),
    }),
  ),
  densityAltitude: feetAndMeters.optional(),
  pressureAltitude: feetAndMeters.optional(),
  densityAltitudeRuleOfThumb: feetAndMeters.optional(),
  flightCategory: flightCategory.nullable().optional(),
  /** The observation time in the station's local time, `HH:MM`. */
  localTime: z.string().optional(),
  /** What could not be computed, or was read with doubt. */
  warnings: z.array(z.string()).optional(),
});

/** The wind on one runway end at one observation, from the crosswind report's maths. */
const windHistoryRunwaySchema = z.object({
  runway: z.string(),
  /** Knots to a tenth, signed: positive from the right; a variable wind gives the worst case (as the crosswind report). */
  crosswindKt: z.number(),
  /** Negative: a tailwind. */
  headwindKt: z.number(),
  /** The gust's crosswind, null without a gust. */
  gustCrosswindKt: z.number().nullable(),
});

/**
 * `GET /api/NoaaWindHistory/{station}/{runway1}/{runway2}`: the station's kept METARs of the 24 hours up to
 * its latest one (`to`), oldest first, each with its wind and each runway end's components.
 */
export const windHistoryAnswerSchema = z.object({
  station: z.string(),
  hours: z.number().int(),
  from: isoTime,
  to: isoTime,
  magneticVariation: z.number(),
  observations: z.array(
    z.object({
      time: isoTime,
      /** Degrees true; null when calm, variable (VRB) or missing. */
      directionTrue: z.number().nullable(),
      /** Null when the report gave no wind. */
      speedKt: z.number().nullable(),
      gustKt: z.number().nullable(),
      isVariable: z.boolean(),
      isCalm: z.boolean(),
      /** Empty when the report gave no wind. */
      runways: z.array(windHistoryRunwaySchema),
    }),
  ),
});

export const forecastAnswerSchema = z.object({
  office: z.string(),
  gridX: z.number().int(),
  gridY: z.number().int(),
  updated: z.string().nullable(),
  periods: z.array(
    z.object({
      number: z.number().int(),
      name: z.string(),
      startTime: z.string(),
      isDaytime: z.boolean(),
      icon: z.string(),
      shortForecast: z.string(),
      detailedForecast: z.string(),
      temperature: z.number(),
      temperatureUnit: z.enum(['F', 'C']),
      windDirection: z.string(),
      windSpeed: z.string(),
      probabilityOfPrecipitation: z.number().nullable(),
    }),
  ),
});

/** A weather answer: `{ success: true, data, meta }`. */
export const weatherOkSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, meta: weatherMetaSchema });

/** `GET /api/health`: the process answers (it does not open the database). */
export const healthAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), time: isoTime }),
});
