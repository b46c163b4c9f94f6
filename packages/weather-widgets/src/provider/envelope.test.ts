import { describe, expect, it } from 'vitest';
import { unwrapEnvelope, WeatherRequestError } from './envelope';

const meta = { stale: false, fetchedAt: '2026-11-02T10:20:00Z', ageSeconds: 60, replay: true };
const recording = {
  what: 'The NWS 7-day forecast',
  place: 'for Rochester, New York',
  time: 'issued 5 January 2025',
};

describe('the weather answer envelope', () => {
  it('keeps the recording a replayed answer names', () => {
    expect(unwrapEnvelope({ success: true, data: 1, meta: { ...meta, recording } }).meta).toEqual({
      ...meta,
      recording,
    });
    const withNote = { ...recording, note: 'Served here for any point' };
    expect(
      unwrapEnvelope({ success: true, data: 1, meta: { ...meta, recording: withNote } }).meta?.recording,
    ).toEqual(withNote);
  });

  it('drops a recording without its fields, and any recording of a live answer', () => {
    const bad = unwrapEnvelope({
      success: true,
      data: 1,
      meta: { ...meta, recording: { what: 'x', place: 3 } },
    });
    expect(bad.meta).toEqual(meta);
    const live = unwrapEnvelope({ success: true, data: 1, meta: { ...meta, replay: false, recording } });
    expect(live.meta).toEqual({ ...meta, replay: false });
  });

  it('throws on a failed or empty answer', () => {
    expect(() => unwrapEnvelope({ success: false, error: 'Upstream down' })).toThrow(WeatherRequestError);
    expect(() => unwrapEnvelope({ success: true, data: null })).toThrow('The weather service sent no data');
  });
});
