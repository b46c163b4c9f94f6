// The API's answer shape and the one place that turns `{ success: false }` into a thrown error.
import type { WeatherMeta, WeatherRecording } from '@hangar/aviation-weather';

export type WeatherEnvelope<T> =
  { success: true; data: T; meta?: WeatherMeta } | { success: false; error: string };

/** What the hooks keep: the data plus the server's freshness metadata. */
export type WeatherValue<T> = { data: T; meta: WeatherMeta | null };

export class WeatherRequestError extends Error {
  override name = 'WeatherRequestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The recording behind a replayed answer, when the server names one with the fields it should have. */
function readRecording(value: unknown): WeatherRecording | undefined {
  if (!isRecord(value)) return undefined;
  const { what, place, time, note } = value;
  if (typeof what !== 'string' || typeof place !== 'string' || typeof time !== 'string') return undefined;
  return { what, place, time, ...(typeof note === 'string' && note ? { note } : {}) };
}

function readMeta(value: unknown): WeatherMeta | null {
  if (!isRecord(value)) return null;
  const { stale, fetchedAt, ageSeconds, replay } = value;
  if (typeof stale !== 'boolean' || typeof fetchedAt !== 'string') return null;
  const recording = replay === true ? readRecording(value.recording) : undefined;
  return {
    stale,
    fetchedAt,
    ageSeconds: typeof ageSeconds === 'number' ? ageSeconds : 0,
    replay: replay === true,
    ...(recording ? { recording } : {}),
  };
}

/**
 * Accepts only `{ success: true, data }`: anything else throws, so SWR keeps the last good value and
 * exposes the error (a cached value is replaced only when success is true).
 */
export function unwrapEnvelope<T>(body: unknown): WeatherValue<T> {
  if (!isRecord(body)) throw new WeatherRequestError('The weather service sent an unreadable answer');
  if (body.success !== true) {
    const error = typeof body.error === 'string' && body.error ? body.error : 'Weather unavailable';
    throw new WeatherRequestError(error);
  }
  if (body.data === undefined || body.data === null)
    throw new WeatherRequestError('The weather service sent no data');
  return { data: body.data as T, meta: readMeta(body.meta) };
}
