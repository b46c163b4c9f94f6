// Wires the weather service from the configuration: live upstreams, or the recordings in replay mode.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { describeRecordings, recordedFetch, recordedUpstream, replayRecordings } from './recorded-upstream';
import { WeatherService } from './service';
import type { SharedRedis } from '../../scale/redis';
import { redisWeatherStates } from '../../scale/weather-states';
import { createUpstream } from './upstream';
import type { MetarHistoryStore } from './wind-history';

export function createWeatherService(
  config: Config,
  log: FastifyBaseLogger,
  redis: SharedRedis | null = null,
  history: MetarHistoryStore | null = null,
): WeatherService {
  const replay = config.WEATHER_SOURCE === 'replay';
  const closing = new AbortController();
  // Replay runs the very same clients, cache and decoding, against the recorded services in process.
  const upstream = createUpstream({
    aviationWeatherBaseUrl: replay ? 'https://aviationweather.gov' : config.AVIATIONWEATHER_BASE_URL,
    nwsBaseUrl: replay ? 'https://api.weather.gov' : config.NWS_BASE_URL,
    userAgent: config.WEATHER_USER_AGENT,
    timeoutMs: config.WEATHER_TIMEOUT_MS,
    fetch: replay ? recordedFetch(recordedUpstream(config.WEATHER_REPLAY_DIR)) : globalThis.fetch,
    signal: closing.signal,
  });
  if (replay) log.info({ dir: config.WEATHER_REPLAY_DIR }, 'weather: replaying recorded reports');
  const service = new WeatherService({
    upstream,
    stations: config.WEATHER_STATIONS,
    retryMs: config.WEATHER_RETRY_MS,
    replay,
    log,
    onClose: () => closing.abort(),
    refreshEveryMs: config.WEATHER_REFRESH_MS,
    history,
    // With Redis, every instance serves one cache and one of them at a time calls upstream per kind of value.
    ...(redis && {
      shared: (kind) =>
        redisWeatherStates(redis, {
          prefix: config.REDIS_KEY_PREFIX,
          kind,
          turnMs: 2 * config.WEATHER_TIMEOUT_MS + 1_000,
        }),
    }),
  });
  // Every replayed answer names its recording (meta.recording): what, where and when.
  if (replay) replayRecordings.set(service, describeRecordings(config.WEATHER_REPLAY_DIR));
  return service;
}
