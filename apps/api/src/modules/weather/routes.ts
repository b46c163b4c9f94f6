// The weather endpoints: /api/Noaa*, /api/forecast; validated parameters, cached answers with their meta.
import type { WeatherMeta, WeatherRecording } from '@hangar/aviation-weather';
import {
  crosswindAnswerSchema,
  decodedMetarAnswerSchema,
  failureSchema,
  forecastAnswerSchema,
  metarAnswerSchema,
  tafAnswerSchema,
  weatherOkSchema,
  windHistoryAnswerSchema,
} from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config';
import { fail } from '../../http/reply';
import type { Answer } from './last-good-cache';
import {
  crosswindParams,
  densityAltitudeParams,
  forecastParams,
  parseParams,
  stationParams,
  weatherQuery,
  windHistoryParams,
} from './params';
import { decodedMetarResponse, metarResponse } from '@hangar/aviation-weather';
import { crosswindData, tafData } from './present';
import { REPLAY_FORECAST_NOTE, replayRecordings, type ReplayRecordings } from './recorded-upstream';
import { createWeatherService } from './create';
import type { SharedRedis } from '../../scale/redis';
import type { WeatherService } from './service';
import { windHistoryData, type MetarHistoryStore } from './wind-history';

declare module 'fastify' {
  interface FastifyInstance {
    /** The weather cache behind the /api/Noaa* and forecast endpoints. */
    weather: WeatherService;
  }
}

export type WeatherRoutesOptions = {
  config: Config;
  /** Redis shared with other instances (REDIS_URL): one weather cache for all of them. */
  redis?: SharedRedis | null;
  /** Where fetched METARs are kept for the wind history (the database); none: the history answers 503. */
  history?: MetarHistoryStore | null;
};

/** The OpenAPI text and answer schemas of an endpoint (its parameters are checked by the handler). */
const doc = ({ summary, params, query, data }: EndpointDoc) => ({
  tags: ['Weather'],
  summary,
  description:
    'Answers `{ success: true, data, meta: { stale, fetchedAt, ageSeconds, replay, recording? } }` (`recording`: what, where and when was recorded, in replay mode), or `{ success: false, error }` with 400 (bad parameter), 404 (unknown station) or 503 (upstream down, nothing cached). Public: no token, any origin.',
  params,
  ...(query ? { querystring: query } : {}),
  response: { 200: weatherOkSchema(data), 404: failureSchema, 503: failureSchema },
});

/** The handlers parse the parameters themselves, so that a 400 names the bad one in words. */
const checkedByHandler = () => (value: unknown) => ({ value });

async function weatherPlugin(
  app: FastifyInstance,
  { config, redis, history }: WeatherRoutesOptions,
): Promise<void> {
  const weather = createWeatherService(config, app.log, redis ?? null, history ?? null);
  app.decorate('weather', weather);
  app.addHook('onClose', async () => weather.close());
  // Other airports embed the widgets (@hangar/weather-widgets/embed) and read these public, cookie-free
  // answers from their own origin.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/api/Noaa') || route.startsWith('/api/forecast/')) {
      reply.header('Access-Control-Allow-Origin', '*');
    }
  });

  for (const endpoint of ENDPOINTS) {
    const options = {
      schema: doc(endpoint),
      validatorCompiler: checkedByHandler,
      // Failures are checked against their schema; a value's answer is sent as the string rendered below.
      serializerCompiler: serializerCompiler as never,
    };
    app.get(endpoint.path, options, async (request, reply) => {
      const result = await endpoint.answer(weather, request.params, request.query);
      if ('error' in result) return fail(reply, 400, result.error);
      const { answer } = result;
      if (!answer.ok) return fail(reply, answer.status, answer.error);
      return reply.type('application/json; charset=utf-8').send(body(weather, result));
    });
  }
}

/** How an endpoint reads the weather: `WeatherService` itself (upstream when due), or its cache alone. */
type WeatherReads = Pick<WeatherService, 'metar' | 'taf' | 'forecast' | 'windHistory'>;

/** An answer of the cache and how its value is presented. */
type Presented = {
  answer: Answer<unknown>;
  /** The parameters the presented data depends on (its rendering is reused per value and variant). */
  variant: string;
  present: (value: unknown) => unknown;
  /** In replay mode, `meta.note` says the recorded forecast is served for any point. */
  replayNote?: boolean;
  /** In replay mode, the recording behind the answer (`meta.recording`). */
  recording?: (recordings: ReplayRecordings) => WeatherRecording | undefined;
};

/** What an endpoint answers: a presented answer, or a bad parameter. */
type Result = Presented | { error: string };

const presented = <V>(
  answer: Answer<V>,
  variant: string,
  present: (value: V) => unknown,
  recording: Presented['recording'],
  replayNote = false,
): Presented => ({
  answer,
  variant,
  present: present as (value: unknown) => unknown,
  recording,
  replayNote,
});
const metarRecording = (station: string) => (r: ReplayRecordings) => r.metar(station);

type EndpointDoc = {
  summary: string;
  params: z.ZodType;
  query?: z.ZodType;
  /** The answer's `data`. */
  data: z.ZodType;
};

type Endpoint = EndpointDoc & {
  path: string;
  answer: (read: WeatherReads, params: unknown, query: unknown) => Promise<Result>;
};

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/NoaaMetar/:station',
    params: stationParams,
    data: metarAnswerSchema,
    summary: 'The latest raw METAR of a station and its UTC time',
    async answer(read, rawParams) {
      const params = parseParams(stationParams, rawParams);
      if (!params.ok) return { error: params.error };
      const { station } = params.value;
      return presented(await read.metar(station), 'metar', metarResponse, metarRecording(station));
    },
  },
  {
    path: '/api/NoaaDecodedMetar/:station',
    params: stationParams,
    data: decodedMetarAnswerSchema,
    summary: 'The latest METAR decoded to plain English',
    async answer(read, rawParams) {
      const params = parseParams(stationParams, rawParams);
      if (!params.ok) return { error: params.error };
      const { station } = params.value;
      return presented(await read.metar(station), 'decoded', decodedMetarResponse, metarRecording(station));
    },
  },
  {
    path: '/api/NoaaTaf/:station',
    params: stationParams,
    data: tafAnswerSchema,
    summary: 'The TAF of a station, one line per change group; formattedData null when it has none',
    async answer(read, rawParams) {
      const params = parseParams(stationParams, rawParams);
      if (!params.ok) return { error: params.error };
      const { station } = params.value;
      return presented(
        await read.taf(station),
        `taf ${station}`,
        (taf) => tafData(station, taf),
        (r) => r.taf(station),
      );
    },
  },
  {
    path: '/api/NoaaCrosswindMetar/:station/:runway1/:runway2/:utcOffset',
    params: crosswindParams,
    query: weatherQuery,
    data: crosswindAnswerSchema,
    summary: 'Crosswind and headwind per runway end from the latest METAR (?magVar= overrides 3° E)',
    async answer(read, rawParams, rawQuery) {
      const params = parseParams(crosswindParams, rawParams);
      if (!params.ok) return { error: params.error };
      const query = parseParams(weatherQuery, rawQuery);
      if (!query.ok) return { error: query.error };
      const { station, runway1, runway2, utcOffset } = params.value;
      const runways = [runway1, runway2];
      const { magVar } = query.value;
      return presented(
        await read.metar(station),
        `xw ${runways} ${utcOffset} ${magVar}`,
        (obs) => crosswindData(obs, { runways, utcOffset, magVar }),
        metarRecording(station),
      );
    },
  },
  {
    path: '/api/NoaaCrosswindMetarDensityAltitude/:station/:runway1/:runway2/:utcOffset/:elevation',
    params: densityAltitudeParams,
    query: weatherQuery,
    data: crosswindAnswerSchema,
    summary: 'The crosswind report plus pressure and density altitude at the field elevation (feet)',
    async answer(read, rawParams, rawQuery) {
      const params = parseParams(densityAltitudeParams, rawParams);
      if (!params.ok) return { error: params.error };
      const query = parseParams(weatherQuery, rawQuery);
      if (!query.ok) return { error: query.error };
      const { station, runway1, runway2, utcOffset, elevation } = params.value;
      const runways = [runway1, runway2];
      const { magVar } = query.value;
      return presented(
        await read.metar(station),
        `da ${runways} ${utcOffset} ${magVar} ${elevation}`,
        (obs) => crosswindData(obs, { runways, utcOffset, magVar, elevationFt: elevation }),
        metarRecording(station),
      );
    },
  },
  {
    path: '/api/NoaaWindHistory/:station/:runway1/:runway2',
    params: windHistoryParams,
    query: weatherQuery,
    data: windHistoryAnswerSchema,
    summary:
      'Wind, gusts and runway components of every METAR kept over the 24 hours up to the latest (?magVar= overrides 3° E)',
    async answer(read, rawParams, rawQuery) {
      const params = parseParams(windHistoryParams, rawParams);
      if (!params.ok) return { error: params.error };
      const query = parseParams(weatherQuery, rawQuery);
      if (!query.ok) return { error: query.error };
      const { station, runway1, runway2 } = params.value;
      const { magVar } = query.value;
      return presented(
        await read.windHistory(station),
        `history ${runway1} ${runway2} ${magVar}`,
        (history) => windHistoryData(history, [runway1, runway2], magVar),
        (r) => r.metarHistory(station),
      );
    },
  },
  {
    path: '/api/forecast/:latlon',
    params: forecastParams,
    data: forecastAnswerSchema,
    summary: 'The National Weather Service 7-day forecast for `lat,lon`',
    async answer(read, rawParams) {
      const params = parseParams(forecastParams, rawParams);
      if (!params.ok) return { error: params.error };
      const { lat, lon } = params.value.latlon;
      return presented(
        await read.forecast(lat, lon),
        'forecast',
        (forecast) => forecast,
        (r) => r.forecast,
        true,
      );
    },
  },
];

/**
 * The body `{ success: true, data, meta }` of an answer with a value. The `data` JSON is rendered once per
 * cached value and variant and reused until the value is replaced: the cached endpoints then cost little
 * more than a static route.
 */
function body(
  weather: WeatherService,
  { answer, variant, present, replayNote, recording }: Presented,
): string {
  if (!answer.ok) throw new Error('an answer without a value has no body');
  const note = replayNote && weather.replay ? REPLAY_FORECAST_NOTE : undefined;
  const recordings = weather.replay ? replayRecordings.get(weather) : undefined;
  const recorded = recordings && recording?.(recordings);
  const meta: WeatherMeta & { note?: string } = {
    stale: answer.stale,
    fetchedAt: new Date(answer.fetchedAt).toISOString(),
    ageSeconds: Math.max(0, Math.floor((weather.now() - answer.fetchedAt) / 1000)),
    replay: weather.replay,
    ...(recorded ? { recording: recorded } : {}),
    ...(note ? { note } : {}),
  };
  const value = answer.value as object | null;
  const data = rendered(value, variant, () => JSON.stringify(present(value)));
  return `{"success":true,"data":${data},"meta":${JSON.stringify(meta)}}`;
}

/** Splits `/api/a/b?x=1` against an endpoint path `/api/a/:p`: its parameters, or null when it does not match. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = got[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

/**
 * The answer body a weather endpoint would send for `url` (`/api/…`, as the site's widgets ask for it),
 * from the cache alone: never a call upstream, so a page can show what is there without waiting. Null
 * when the URL is no weather endpoint, its parameters are bad, or nothing is cached for it.
 */
export async function cachedWeatherBody(weather: WeatherService, url: string): Promise<string | null> {
  const parsed = new URL(url, 'http://cache.invalid');
  if (parsed.origin !== 'http://cache.invalid') return null;
  for (const endpoint of ENDPOINTS) {
    const params = matchPath(endpoint.path, parsed.pathname);
    if (!params) continue;
    const result = await endpoint.answer(weather.cached, params, Object.fromEntries(parsed.searchParams));
    return 'error' in result || !result.answer.ok ? null : body(weather, result);
  }
  return null;
}

/** Rendered bodies per cached value; an entry goes when its value is replaced and garbage-collected. */
const renderings = new WeakMap<object, Map<string, string>>();
const NO_VALUE = {};
const MAX_VARIANTS = 256;

function rendered(value: object | null, variant: string, render: () => string): string {
  const holder = value ?? NO_VALUE;
  let byVariant = renderings.get(holder);
  if (!byVariant) renderings.set(holder, (byVariant = new Map()));
  let json = byVariant.get(variant);
  if (json === undefined) {
    // Clients choose the parameters: bound the variants kept per value.
    if (byVariant.size >= MAX_VARIANTS) byVariant.clear();
    json = render();
    byVariant.set(variant, json);
  }
  return json;
}

// Registered without encapsulation (what fastify-plugin does), so `app.weather` is reachable from the app.
Object.assign(weatherPlugin, { [Symbol.for('skip-override')]: true });

export const weatherRoutes = weatherPlugin;
