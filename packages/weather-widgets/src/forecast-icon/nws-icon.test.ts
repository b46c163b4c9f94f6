import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forecastIconKind, parseNwsIcon } from './nws-icon';

const root = join(import.meta.dirname, '../../../..');
/** Every recorded forecast: the API's replay recordings and the widgets' story fixtures. */
const FIXTURE_DIRS = ['apps/api/fixtures/weather/nws', 'packages/weather-widgets/src/fixtures'];

function recordedIconUrls(): string[] {
  const urls = new Set<string>();
  for (const dir of FIXTURE_DIRS)
    for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(root, dir, file), 'utf8');
      for (const [url] of text.matchAll(/https:\/\/api\.weather\.gov\/icons\/[^"]+/g)) urls.add(url);
    }
  return [...urls];
}

describe('NWS forecast icon URLs', () => {
  it('reads day or night, the first code, its probability and the code that follows', () => {
    expect(parseNwsIcon('https://api.weather.gov/icons/land/day/tsra_hi,40/sct?size=medium')).toEqual({
      time: 'day',
      code: 'tsra_hi',
      probability: 40,
      then: 'sct',
      kind: 'thunderstorm',
    });
    expect(parseNwsIcon('https://api.weather.gov/icons/land/night/bkn?size=medium')).toEqual({
      time: 'night',
      code: 'bkn',
      probability: null,
      then: null,
      kind: 'mostly-cloudy',
    });
    expect(parseNwsIcon('https://api.weather.gov/icons/land/night/snow/snow,40?size=small')).toMatchObject({
      code: 'snow',
      probability: null,
      then: 'snow',
      kind: 'snow',
    });
  });

  it('maps every icon of the recorded forecasts to a drawn icon', () => {
    const urls = recordedIconUrls();
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const icon = parseNwsIcon(url);
      expect(icon, url).not.toBeNull();
      expect(icon!.kind, url).not.toBe('unknown');
    }
  });

  it('maps every code api.weather.gov documents', () => {
    const expected = {
      skc: 'clear',
      few: 'partly-cloudy',
      sct: 'partly-cloudy',
      bkn: 'mostly-cloudy',
      ovc: 'cloudy',
      wind_skc: 'wind',
      wind_ovc: 'wind',
      snow: 'snow',
      rain_snow: 'mixed',
      rain_sleet: 'mixed',
      snow_sleet: 'mixed',
      fzra: 'mixed',
      rain_fzra: 'mixed',
      snow_fzra: 'mixed',
      sleet: 'mixed',
      rain: 'rain',
      rain_showers: 'showers',
      rain_showers_hi: 'showers',
      tsra: 'thunderstorm',
      tsra_sct: 'thunderstorm',
      tsra_hi: 'thunderstorm',
      tornado: 'tornado',
      hurricane: 'hurricane',
      tropical_storm: 'hurricane',
      dust: 'haze',
      smoke: 'haze',
      haze: 'haze',
      hot: 'hot',
      cold: 'cold',
      blizzard: 'blizzard',
      fog: 'fog',
    };
    for (const [code, kind] of Object.entries(expected)) expect(forecastIconKind(code), code).toBe(kind);
  });

  it('judges an unknown code by the weather words in it, else gives the neutral icon', () => {
    expect(forecastIconKind('snow_showers')).toBe('snow');
    expect(forecastIconKind('freezing_drizzle_fz')).toBe('mixed');
    expect(forecastIconKind('heavy_rain')).toBe('rain');
    expect(forecastIconKind('volcanic_ash')).toBe('unknown');
  });

  it('reads nothing from a missing or foreign URL', () => {
    expect(parseNwsIcon('')).toBeNull();
    expect(parseNwsIcon(null)).toBeNull();
    expect(parseNwsIcon('https://example.org/sunny.png')).toBeNull();
    expect(parseNwsIcon('data:image/svg+xml,<svg/>')).toBeNull();
    expect(parseNwsIcon('https://api.weather.gov/icons/land/day/TSRA')).toBeNull();
  });
});
