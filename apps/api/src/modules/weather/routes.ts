// The weather endpoints: /api/Noaa*, /api/forecast; validated parameters, cached answers with their meta.
import type { WeatherMeta } from '@hangar/aviation-weather';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
} from './params';
import { decodedMetarResponse, metarResponse } from '@hangar/aviation-weather';
import { crosswindData, tafData } from './present';
import { REPLAY_FORECAST_NOTE } from './recorded-upstream';
import { createWeatherService } from './create';
import type { WeatherService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The weather cache behind the /api/Noaa* and forecast endpoints. */
    weather: WeatherService;
  }
}

export type WeatherRoutesOptions = { config: Config };

/** OpenAPI text only: the parameters are checked by the handlers, whose 400s name the bad one. */
const doc = (summary: string) => ({
  tags: ['Weather'],
  summary,
  description:
    'Answers `{ success: true, data, meta: { stale, fetchedAt, ageSeconds, replay } }`, or `{ success: false, error }` with 400 (bad parameter), 404 (unknown station) or 503 (upstream down, nothing cached). Public: no token, any origin.',
  security: [],
});

async function weatherPlugin(app: FastifyInstance, { config }: WeatherRoutesOptions): Promise<void> {
  const weather = createWeatherService(config, app.log);
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

  /**
   * Sends `{ success, data, meta }`. The `data` JSON is rendered once per cached value and variant
   * (`variant` names the parameters it depends on) and reused until the value is replaced: the cached
   * endpoints then cost little more than a static route.
   */
  const send = <V extends object | null, D>(
    reply: FastifyReply,
    answer: Answer<V>,
    variant: string,
    present: (value: V) => D,
    note?: string,
  ) => {
    if (!answer.ok) return fail(reply, answer.status, answer.error);
    const meta: WeatherMeta & { note?: string } = {
      stale: answer.stale,
      fetchedAt: new Date(answer.fetchedAt).toISOString(),
      ageSeconds: Math.max(0, Math.floor((weather.now() - answer.fetchedAt) / 1000)),
      replay: weather.replay,
      ...(note ? { note } : {}),
    };
    const data = rendered(answer.value, variant, () => JSON.stringify(present(answer.value)));
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"success":true,"data":${data},"meta":${JSON.stringify(meta)}}`);
  };

  app.get(
    '/api/NoaaMetar/:station',
    { schema: doc('The latest raw METAR of a station and its UTC time') },
    async (request, reply) => {
      const params = parseParams(stationParams, request.params);
      if (!params.ok) return fail(reply, 400, params.error);
      return send(reply, await weather.metar(params.value.station), 'metar', metarResponse);
    },
  );

  app.get(
    '/api/NoaaDecodedMetar/:station',
    { schema: doc('The latest METAR decoded to plain English') },
    async (request, reply) => {
      const params = parseParams(stationParams, request.params);
      if (!params.ok) return fail(reply, 400, params.error);
      return send(reply, await weather.metar(params.value.station), 'decoded', decodedMetarResponse);
    },
  );

  app.get(
    '/api/NoaaTaf/:station',
    { schema: doc('The TAF of a station, one line per change group; formattedData null when it has none') },
    async (request, reply) => {
      const params = parseParams(stationParams, request.params);
      if (!params.ok) return fail(reply, 400, params.error);
      const { station } = params.value;
      return send(reply, await weather.taf(station), `taf ${station}`, (taf) => tafData(station, taf));
    },
  );

  app.get(
    '/api/NoaaCrosswindMetar/:station/:runway1/:runway2/:utcOffset',
    { schema: doc('Crosswind and headwind per runway end from the latest METAR (?magVar= overrides 3° E)') },
    async (request, reply) => {
      const params = parseParams(crosswindParams, request.params);
      if (!params.ok) return fail(reply, 400, params.error);
      const query = parseParams(weatherQuery, request.query);
      if (!query.ok) return fail(reply, 400, query.error);
      const { station, runway1, runway2, utcOffset } = params.value;
      const runways = [runway1, runway2];
      const { magVar } = query.value;
      return send(reply, await weather.metar(station), `xw ${runways} ${utcOffset} ${magVar}`, (obs) =>
        crosswindData(obs, { runways, utcOffset, magVar }),
      );
    },
  );

  app.get(
    '/api/NoaaCrosswindMetarDensityAltitude/:station/:runway1/:runway2/:utcOffset/:elevation',
    { schema: doc('The crosswind report plus pressure and density altitude at the field elevation (feet)') },
    async (request, reply) => {
      const params = parseParams(densityAltitudeParams, request.params);
      if (!params.ok) return fail(reply, 400, params.error);
      const query = parseParams(weatherQuery, request.query);
      if (!query.ok) return fail(reply, 400, query.error);
      const { station, runway1, runway2, utcOffset, elevation } = params.value;
      const runways = [runway1, runway2];
      const { magVar } = query.value;
      return send(
        reply,
        await weather.metar(station),
        `da ${runways} ${utcOffset} ${magVar} ${elevation}`,
        (obs) => crosswindData(obs, { runways, utcOffset, magVar, elevationFt: elevation }),
      );
    },
  );

  app.get(
    '/api/forecast/:latlon',
    { schema: doc('The National Weather Service 7-day forecast for `lat,lon`') },
    async (request, reply) => {
      const params = parseParams(forecastParams, request.params);
      if (!params.ok) return fail(reply, 400, params.error);
      const { lat, lon } = params.value.latlon;
      return send(
        reply,
        await weather.forecast(lat, lon),
        'forecast',
        (forecast) => forecast,
        weather.replay ? REPLAY_FORECAST_NOTE : undefined,
      );
    },
  );
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
