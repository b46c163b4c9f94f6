import { describe, expect, it } from 'vitest';
import { readEmbedConfig } from './attributes';

const reader = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('readEmbedConfig', () => {
  it('reads a crosswind element of another airport', () => {
    const result = readEmbedConfig(
      reader({
        'api-base': 'https://wx.example/api',
        station: 'kgky',
        runways: '160, 340',
        'utc-offset': '-6',
        elevation: '628',
        'mag-var': '3.5',
      }),
      { station: true, runways: true },
    );
    expect(result).toEqual({
      ok: true,
      station: 'KGKY',
      runwayList: [160, 340],
      config: {
        apiBaseUrl: 'https://wx.example/api',
        stations: ['KGKY'],
        runways: [160, 340],
        utcOffset: -6,
        elevation: 628,
        magVar: 3.5,
      },
    });
  });

  it('says what is wrong instead of guessing', () => {
    expect(readEmbedConfig(reader({}), { station: true })).toEqual({
      ok: false,
      error: 'station must be a 3–4 letter station id, e.g. KAFW',
    });
    expect(
      readEmbedConfig(reader({ station: 'KAFW', runways: '140' }), { station: true, runways: true }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('two magnetic headings') });
    expect(readEmbedConfig(reader({ station: 'KAFW', elevation: 'high' }), { station: true })).toMatchObject({
      ok: false,
      error: 'elevation must be a number from -1500 to 15000',
    });
    expect(readEmbedConfig(reader({ lat: '32.9' }), { point: true })).toMatchObject({
      ok: false,
      error: 'lat and lon are needed for the forecast',
    });
    expect(
      readEmbedConfig(reader({ station: 'KAFW', 'api-base': 'javascript:alert(1)' }), { station: true }),
    ).toMatchObject({ ok: false });
  });

  it('defaults the API base to /api and reads a forecast point', () => {
    const result = readEmbedConfig(reader({ lat: '32.9312', lon: '-97.4117' }), { point: true });
    expect(result.ok && result.config.apiBaseUrl).toBe('/api');
    expect(result.ok && result.config.forecastPoint).toEqual({ lat: 32.9312, lon: -97.4117 });
  });

  it('the runway diagram takes any list of runway ends; the crosswind table exactly two', () => {
    const read = reader({ station: 'KDFW', runways: '170,350,130,310' });
    expect(readEmbedConfig(read, { station: true, runways: 'any' })).toMatchObject({
      ok: true,
      runwayList: [170, 350, 130, 310],
      config: { runways: [170, 350] },
    });
    expect(readEmbedConfig(read, { station: true, runways: true })).toEqual({
      ok: false,
      error: 'runways must be two magnetic headings, e.g. "140,320"',
    });
    expect(
      readEmbedConfig(reader({ station: 'KDFW', runways: '170,x' }), { station: true, runways: 'any' }),
    ).toMatchObject({
      ok: false,
    });
  });
});
