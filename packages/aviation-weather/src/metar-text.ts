// Plain-English, multi-line decode of an observation, the text a pilot reads next to the raw report.
import type { CloudLayer, MetarObservation, Wind } from './types';
import { MPH_PER_KT, relativeHumidity, round } from './units';
import { weatherWords } from './weather-words';

const COVER_WORDS: Record<CloudLayer['cover'], string> = {
  SKC: 'sky clear',
  CLR: 'clear below 12,000 ft',
  NSC: 'no significant cloud',
  FEW: 'few clouds',
  SCT: 'scattered clouds',
  BKN: 'broken clouds',
  OVC: 'overcast',
  VV: 'sky obscured, vertical visibility',
};

const feet = (n: number) => `${n.toLocaleString('en-US')} ft`;
const ktMph = (kt: number) => `${round(kt, 1)} kt (${round(kt * MPH_PER_KT)} mph)`;

function utcStamp(d: Date): string {
  const iso = d.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function windText(wind: Wind | null): string {
  if (!wind) return 'not reported';
  if (wind.isCalm) return 'calm';
  const from =
    wind.directionTrue === null
      ? 'variable direction'
      : `from ${String(wind.directionTrue).padStart(3, '0')}° true`;
  let text = `${from} at ${ktMph(wind.speedKt)}`;
  if (wind.gustKt !== null) text += `, gusting ${ktMph(wind.gustKt)}`;
  if (wind.variableFrom !== null && wind.variableTo !== null) {
    text += `, varying between ${String(wind.variableFrom).padStart(3, '0')}° and ${String(wind.variableTo).padStart(3, '0')}°`;
  }
  return text;
}

export function visibilityText(
  sm: number | null,
  plus: boolean,
  less = false,
  metres: number | null = null,
): string {
  if (sm === null) return 'not reported';
  const whole = Math.floor(sm);
  const frac = round(sm - whole, 4);
  const fractions: Record<string, string> = {
    '0.0625': '1/16',
    '0.125': '1/8',
    '0.1875': '3/16',
    '0.25': '1/4',
    '0.3125': '5/16',
    '0.375': '3/8',
    '0.5': '1/2',
    '0.625': '5/8',
    '0.75': '3/4',
    '0.875': '7/8',
  };
  const f = fractions[String(frac)];
  const value = frac === 0 ? String(whole) : f ? (whole ? `${whole} ${f}` : f) : String(round(sm, 2));
  const unit = sm <= 1 && !plus ? 'statute mile' : 'statute miles';
  const miles = `${less ? 'less than ' : ''}${value}${plus ? ' or more' : ''} ${unit}`;
  if (metres === null) return miles;
  const metric =
    metres >= 10_000 && plus
      ? '10 km or more'
      : `${less ? 'less than ' : ''}${metres.toLocaleString('en-US')} m${plus ? ' or more' : ''}`;
  return `${metric} (${value}${plus ? '+' : ''} SM)`;
}

export function skyText(clouds: CloudLayer[]): string {
  if (clouds.length === 0) return 'not reported';
  return clouds
    .map((c) => {
      const words = COVER_WORDS[c.cover];
      const type = c.type === 'CB' ? ' (cumulonimbus)' : c.type === 'TCU' ? ' (towering cumulus)' : '';
      return c.baseFt === null ? `${words}${type}` : `${words} at ${feet(c.baseFt)}${type}`;
    })
    .join(', ');
}

const temp = (c: number | null, f: number | null) =>
  c === null || f === null ? 'not reported' : `${round(f)}°F (${c}°C)`;

/**
 * A plain-English, multi-line decode: station and time, wind (kt and mph, gusts), visibility, sky,
 * weather in words, temperature and dewpoint (°F and °C), relative humidity, altimeter (inHg and hPa),
 * flight category, remarks, and the raw report last.
 */
export function decodedMetarText(obs: MetarObservation): string {
  const kind = obs.type === 'SPECI' ? 'Special report' : 'Report';
  const flags = [obs.auto ? 'automated' : '', obs.corrected ? 'corrected' : ''].filter(Boolean).join(', ');
  const lines = [`${kind} for ${obs.station} at ${utcStamp(obs.time)}${flags ? ` (${flags})` : ''}`];
  lines.push(`Wind: ${windText(obs.wind)}`);
  lines.push(
    `Visibility: ${visibilityText(obs.visibilitySm, obs.visibilityPlus, obs.visibilityLessThan, obs.visibilityMetres ?? null)}`,
  );
  lines.push(
    `Sky: ${skyText(obs.clouds)}${obs.ceilingFt !== null ? `; ceiling ${feet(obs.ceilingFt)}` : ''}`,
  );
  const wx = obs.weatherText ?? obs.weather.map(weatherWords);
  lines.push(`Weather: ${wx.length ? wx.join(', ') : 'none reported'}`);
  lines.push(`Temperature: ${temp(obs.temperatureC, obs.temperatureF)}`);
  lines.push(`Dewpoint: ${temp(obs.dewpointC, obs.dewpointF)}`);
  if (obs.temperatureC !== null && obs.dewpointC !== null) {
    lines.push(`Relative humidity: ${round(relativeHumidity(obs.temperatureC, obs.dewpointC))}%`);
  }
  lines.push(
    `Altimeter: ${obs.altimeterInHg === null || obs.altimeterHpa === null ? 'not reported' : `${obs.altimeterInHg.toFixed(2)} inHg (${obs.altimeterHpa.toFixed(1)} hPa)`}`,
  );
  if (obs.flightCategory) lines.push(`Flight category: ${obs.flightCategory}`);
  if (obs.remarks) lines.push(`Remarks: ${obs.remarks}`);
  lines.push(`Raw: ${obs.raw}`);
  return lines.join('\n');
}
