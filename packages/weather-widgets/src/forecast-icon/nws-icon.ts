// The National Weather Service's forecast icon URLs read as data: day or night, the weather codes, and the icon we draw for them.

/** The icons of the bundled set (forecast-icon.tsx draws each one). */
export const FORECAST_ICON_KINDS = [
  'clear',
  'partly-cloudy',
  'mostly-cloudy',
  'cloudy',
  'wind',
  'rain',
  'showers',
  'thunderstorm',
  'snow',
  'mixed',
  'blizzard',
  'fog',
  'haze',
  'hot',
  'cold',
  'tornado',
  'hurricane',
  'unknown',
] as const;
export type ForecastIconKind = (typeof FORECAST_ICON_KINDS)[number];

export type NwsIcon = {
  /** From the URL's `/day/` or `/night/` part. */
  time: 'day' | 'night';
  /** The first code: the weather the period's picture shows first, e.g. `tsra_hi`. */
  code: string;
  /** Its chance of precipitation in percent (`tsra_hi,40`), when the URL gives one. */
  probability: number | null;
  /** A second code, when the period changes (`…/snow,40/bkn`). */
  then: string | null;
  kind: ForecastIconKind;
};

/** Every code api.weather.gov documents, with the icon that shows it. */
const KINDS: Record<string, ForecastIconKind> = {
  skc: 'clear',
  few: 'partly-cloudy',
  sct: 'partly-cloudy',
  bkn: 'mostly-cloudy',
  ovc: 'cloudy',
  wind_skc: 'wind',
  wind_few: 'wind',
  wind_sct: 'wind',
  wind_bkn: 'wind',
  wind_ovc: 'wind',
  rain: 'rain',
  rain_showers: 'showers',
  rain_showers_hi: 'showers',
  tsra: 'thunderstorm',
  tsra_sct: 'thunderstorm',
  tsra_hi: 'thunderstorm',
  snow: 'snow',
  rain_snow: 'mixed',
  rain_sleet: 'mixed',
  snow_sleet: 'mixed',
  fzra: 'mixed',
  rain_fzra: 'mixed',
  snow_fzra: 'mixed',
  sleet: 'mixed',
  blizzard: 'blizzard',
  fog: 'fog',
  haze: 'haze',
  smoke: 'haze',
  dust: 'haze',
  hot: 'hot',
  cold: 'cold',
  tornado: 'tornado',
  hurricane: 'hurricane',
  tropical_storm: 'hurricane',
};

/** An undocumented code: judged by the words in it (a new `snow_…` is still snow), else a neutral icon. */
function guessKind(code: string): ForecastIconKind {
  if (code.includes('ts')) return 'thunderstorm';
  if (code.includes('snow') && (code.includes('rain') || code.includes('fz') || code.includes('sleet')))
    return 'mixed';
  if (code.includes('snow')) return 'snow';
  if (code.includes('fz') || code.includes('sleet')) return 'mixed';
  if (code.includes('shower')) return 'showers';
  if (code.includes('rain')) return 'rain';
  if (code.includes('wind')) return 'wind';
  return 'unknown';
}

export function forecastIconKind(code: string): ForecastIconKind {
  return KINDS[code] ?? guessKind(code);
}

/**
 * Reads `https://api.weather.gov/icons/land/day/tsra_hi,40/sct?size=medium` (also the older
 * `/icons/land/day/tsra_hi,40?size=medium`); null for anything else. The URL is never fetched.
 */
export function parseNwsIcon(url: string | null | undefined): NwsIcon | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'https://api.weather.gov').pathname;
  } catch {
    return null;
  }
  const match =
    /\/icons\/[a-z]+\/(day|night)\/([a-z_]+)(?:,(\d{1,3}))?(?:\/([a-z_]+)(?:,\d{1,3})?)?\/?$/.exec(path);
  if (!match) return null;
  const [, time, code = '', probability, then] = match;
  return {
    time: time === 'night' ? 'night' : 'day',
    code,
    probability: probability === undefined ? null : Math.min(100, Number(probability)),
    then: then ?? null,
    kind: forecastIconKind(code),
  };
}
