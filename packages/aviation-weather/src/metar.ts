// METAR decoding: raw text → typed observation (metar-taf-parser underneath), flight category, refusals with reasons.
import { parseMetar, type ICloud, type Visibility } from 'metar-taf-parser';
import { parseDroppingBadGroups } from './recover';
import type { CloudLayer, Decoded, FlightCategory, MetarObservation, Wind } from './types';
import { KT_PER_KMH, KT_PER_MPS, cToF, hpaToInHg, inHgToHpa, metresToSm, round } from './units';
import { resolveDayTime } from './time';
import { isWeatherGroup, weatherWords } from './weather-words';

export type DecodeOptions = {
  /** The moment the report is read; the report's day of month is resolved to the closest date. Default: now. */
  now?: Date;
};

/** Longer input is refused before parsing: no real report comes near it. */
export const MAX_REPORT_LENGTH = 2000;

const STATION_RE = /^[A-Z][A-Z0-9]{2,3}$/;
const TIME_RE = /^(\d{2})(\d{2})(\d{2})Z$/;
const WIND_RE = /^(\d{3}|VRB)(\d{2,3})(?:G(\d{2,3}))?(KT|MPS|KMH)$/;
const WIND_MISSING_RE = /^(\d{3}|VRB|\/{3})(\d{2,3}|\/{2,3})(?:G(\d{2,3}|\/\/))?(KT|MPS|KMH)$/;
const SECTOR_RE = /^(\d{3})V(\d{3})$/;
const VIS_SM_RE = /^[MP]?(\d{1,2}|\d\/\d{1,2}|\d{1,2}\/\d{1,2})SM$/;
const VIS_M_RE = /^(\d{4})(NDV)?$/;
const VIS_MIN_RE = /^\d{4}(N|NE|E|SE|S|SW|W|NW)$/;
const CLOUD_RE = /^(FEW|SCT|BKN|OVC)(\d{3}|\/{3})(CB|TCU|\/{3})?$/;
const VV_RE = /^VV(\d{3}|\/{3})$/;
const TEMP_RE = /^(M?\d{2}|\/\/)\/(M?\d{2}|\/\/)?$/;
const ALTIMETER_RE = /^([AQ])(\d{4}|\/{4})$/;
const RVR_RE = /^R\d{2}[LRC]?\/\S+$/;
const RECENT_RE = /^RE[A-Z]{2,8}$/;
const WIND_SHEAR_RE = /^WS(\d{3}\/\S+|RWY\d{2}[LRC]?|ALL)$/;
const RUNWAY_RE = /^RWY\d{2}[LRC]?$/;
const KNOWN_WORDS = new Set([
  'METAR',
  'SPECI',
  'AUTO',
  'COR',
  'CAVOK',
  'CLR',
  'SKC',
  'NSC',
  'NCD',
  'NOSIG',
  'NSW',
  'RWY',
  'ALL',
  'WS',
  '$',
]);

/** Collapses whitespace, drops a trailing '=' and upper-cases; the remarks stay as they are otherwise. */
export function normalizeReport(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().replace(/=+$/, '').trim().toUpperCase();
}

/**
 * "11/2SM" is how some stations and transcriptions write 1 1/2 SM; metar-taf-parser reads it as 5.5.
 * An improper fraction is never a reported visibility, so split it into whole + fraction.
 */
export function fixRunTogetherFraction(token: string): { token: string; fixed: boolean } {
  const m = /^(M?)(\d)(\d)\/(\d{1,2})SM$/.exec(token);
  if (!m) return { token, fixed: false };
  const [, minus = '', whole = '', num = '', den = ''] = m;
  const numerator = Number(`${whole}${num}`);
  if (numerator < Number(den)) return { token, fixed: false };
  return { token: `${minus}${whole} ${num}/${den}SM`, fixed: true };
}

function splitRemarks(text: string): { body: string; remarks: string | null } {
  const i = text.search(/(^| )RMK( |$)/);
  if (i < 0) return { body: text, remarks: null };
  const body = text.slice(0, i).trim();
  const remarks = text
    .slice(i)
    .replace(/^ ?RMK ?/, '')
    .trim();
  return { body, remarks: remarks || null };
}

export function decodeWindGroup(token: string, sector?: string): Wind | null {
  const m = WIND_RE.exec(token);
  if (!m) return null;
  const [, dir = '', spd = '', gst, unit] = m;
  const factor = unit === 'MPS' ? KT_PER_MPS : unit === 'KMH' ? KT_PER_KMH : 1;
  const convert = (v: number) => (factor === 1 ? v : round(v * factor, 1));
  const speedKt = convert(Number(spd));
  const gustKt = gst === undefined ? null : convert(Number(gst));
  const isVariable = dir === 'VRB';
  let directionTrue = isVariable ? null : Number(dir);
  if (directionTrue !== null && directionTrue > 360) return null;
  const isCalm = speedKt === 0 && (gustKt === null || gustKt === 0);
  if (isCalm) directionTrue = null;
  else if (directionTrue === 0) directionTrue = 360;
  const s = sector ? SECTOR_RE.exec(sector) : null;
  const from = s ? Number(s[1]) : null;
  const to = s ? Number(s[2]) : null;
  const sectorOk = from !== null && to !== null && from <= 360 && to <= 360;
  return {
    directionTrue,
    speedKt,
    gustKt,
    variableFrom: sectorOk ? from : null,
    variableTo: sectorOk ? to : null,
    isVariable,
    isCalm,
  };
}

export type VisibilityValue = { sm: number | null; plus: boolean; less: boolean; metres: number | null };

/**
 * Statute miles from the parser's visibility; 9999 m and CAVOK are "10 km or more" = 6.21 SM plus.
 * `metres` keeps a metric report's own value (10000 for 9999 and CAVOK), null for statute miles.
 */
export function visibilityFrom(v: Visibility | undefined, cavok: boolean): VisibilityValue {
  const tenKm = { sm: round(metresToSm(10_000), 2), plus: true, less: false, metres: 10_000 };
  if (cavok) return tenKm;
  if (!v || !Number.isFinite(v.value)) return { sm: null, plus: false, less: false, metres: null };
  if (v.unit === 'm') {
    if (v.value >= 9999) return tenKm;
    return {
      sm: round(metresToSm(v.value), 2),
      plus: v.indicator === 'P',
      less: v.indicator === 'M',
      metres: v.value,
    };
  }
  // 10SM is the largest value a US METAR reports: it means 10 or more, like AWC's "10+".
  return { sm: v.value, plus: v.indicator === 'P' || v.value >= 10, less: v.indicator === 'M', metres: null };
}

export function cloudsFrom(
  parsed: ICloud[],
  verticalVisibility: number | undefined,
  tokens: string[],
): CloudLayer[] {
  const layers: CloudLayer[] = [];
  for (const c of parsed) {
    const q = String(c.quantity);
    if (q === 'SKC' || q === 'NSC') {
      layers.push({ cover: q, baseFt: null });
      continue;
    }
    if (q !== 'FEW' && q !== 'SCT' && q !== 'BKN' && q !== 'OVC') continue;
    const layer: CloudLayer = { cover: q, baseFt: typeof c.height === 'number' ? c.height : null };
    const type = String(c.type ?? '');
    if (type === 'CB' || type === 'TCU') layer.type = type;
    layers.push(layer);
  }
  const vvToken = tokens.find((t) => VV_RE.test(t));
  if (verticalVisibility !== undefined || vvToken) {
    layers.push({ cover: 'VV', baseFt: typeof verticalVisibility === 'number' ? verticalVisibility : null });
  }
  if (layers.length === 0 && tokens.some((t) => t === 'CLR' || t === 'NCD'))
    layers.push({ cover: 'CLR', baseFt: null });
  if (layers.length === 0 && tokens.includes('SKC')) layers.push({ cover: 'SKC', baseFt: null });
  return layers.sort((a, b) => (a.baseFt ?? -1) - (b.baseFt ?? -1));
}

/** Lowest broken, overcast or vertical-visibility base (feet). */
export function ceilingOf(clouds: CloudLayer[]): number | null {
  let ceiling: number | null = null;
  for (const c of clouds) {
    if ((c.cover === 'BKN' || c.cover === 'OVC' || c.cover === 'VV') && c.baseFt !== null) {
      ceiling = ceiling === null ? c.baseFt : Math.min(ceiling, c.baseFt);
    }
  }
  return ceiling;
}

const CATEGORY_ORDER: FlightCategory[] = ['LIFR', 'IFR', 'MVFR', 'VFR'];

function categoryFromCeiling(ceilingFt: number | null): FlightCategory {
  if (ceilingFt === null) return 'VFR';
  if (ceilingFt < 500) return 'LIFR';
  if (ceilingFt < 1000) return 'IFR';
  if (ceilingFt <= 3000) return 'MVFR';
  return 'VFR';
}

function categoryFromVisibility(sm: number): FlightCategory {
  if (sm < 1) return 'LIFR';
  if (sm < 3) return 'IFR';
  if (sm <= 5) return 'MVFR';
  return 'VFR';
}

/**
 * FAA flight category, the worse of ceiling and visibility: LIFR below 500 ft or 1 SM; IFR 500 to
 * below 1000 ft or 1 to below 3 SM; MVFR 1000–3000 ft or 3–5 SM; VFR above 3000 ft and 5 SM.
 * With visibility missing the category comes from the ceiling alone (and vice versa when the sky
 * is missing); `partial` says so. With neither: null.
 */
export function flightCategory(input: {
  ceilingFt: number | null;
  visibilitySm: number | null;
  skyKnown: boolean;
}): {
  category: FlightCategory | null;
  partial: 'ceiling-only' | 'visibility-only' | null;
} {
  const byCeiling = input.skyKnown ? categoryFromCeiling(input.ceilingFt) : null;
  const byVisibility = input.visibilitySm !== null ? categoryFromVisibility(input.visibilitySm) : null;
  if (byCeiling && byVisibility) {
    const worst = Math.min(CATEGORY_ORDER.indexOf(byCeiling), CATEGORY_ORDER.indexOf(byVisibility));
    return { category: CATEGORY_ORDER[worst] ?? null, partial: null };
  }
  if (byCeiling) return { category: byCeiling, partial: 'ceiling-only' };
  if (byVisibility) return { category: byVisibility, partial: 'visibility-only' };
  return { category: null, partial: null };
}

/** True for a group of the observation body this package knows (it may still be unparseable in context). */
export function isKnownGroup(t: string, next = ''): boolean {
  if (KNOWN_WORDS.has(t) || TIME_RE.test(t)) return true;
  if (
    WIND_RE.test(t) ||
    WIND_MISSING_RE.test(t) ||
    SECTOR_RE.test(t) ||
    VIS_SM_RE.test(t) ||
    VIS_M_RE.test(t) ||
    VIS_MIN_RE.test(t)
  )
    return true;
  if (/^\d$/.test(t) && /^\d\/\d{1,2}SM$/.test(next)) return true;
  if (CLOUD_RE.test(t) || VV_RE.test(t) || TEMP_RE.test(t) || ALTIMETER_RE.test(t) || RVR_RE.test(t))
    return true;
  return isWeatherGroup(t) || RECENT_RE.test(t) || WIND_SHEAR_RE.test(t) || RUNWAY_RE.test(t);
}

function classify(tokens: string[]): string[] {
  const unread: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    // A trend (TEMPO/BECMG) ends the observation; its groups are forecast, not observed.
    if (t === 'TEMPO' || t === 'BECMG') break;
    if (!isKnownGroup(t, tokens[i + 1])) unread.push(t);
  }
  return unread;
}

function decodeMetarUnsafe(input: unknown, options: DecodeOptions): Decoded<MetarObservation> {
  if (typeof input !== 'string') return { ok: false, error: 'Not a METAR: expected the report as text.' };
  if (input.length > MAX_REPORT_LENGTH)
    return { ok: false, error: `Not a METAR: longer than ${MAX_REPORT_LENGTH} characters.` };
  const raw = normalizeReport(input);
  if (!raw) return { ok: false, error: 'Empty report.' };
  const warnings: string[] = [];
  const { body, remarks } = splitRemarks(raw);
  let tokens = body.split(' ').filter(Boolean);
  let type: MetarObservation['type'] = 'METAR';
  while (tokens[0] === 'METAR' || tokens[0] === 'SPECI') {
    if (tokens[0] === 'SPECI') type = 'SPECI';
    tokens = tokens.slice(1);
  }
  const corrected = tokens[0] === 'COR' || tokens.includes('COR');
  tokens = tokens.filter((t, i) => !(i === 0 && t === 'COR'));
  const station = tokens[0] ?? '';
  if (!STATION_RE.test(station))
    return { ok: false, error: `Not a METAR: "${station.slice(0, 12)}" is not a station identifier.` };
  const timeToken = tokens[1] ?? '';
  const tm = TIME_RE.exec(timeToken);
  if (!tm) return { ok: false, error: `${station}: no observation time (ddhhmmZ) after the station.` };
  const rest = tokens.slice(2);
  if (rest.includes('NIL') || rest.length === 0 || (rest.length === 1 && rest[0] === 'AUTO')) {
    return { ok: false, error: `${station}: NIL report, the station sent no observation.` };
  }
  const reference = options.now ?? new Date();
  if (!(reference instanceof Date) || Number.isNaN(reference.getTime()))
    return { ok: false, error: 'The reading time (now) is not a valid date.' };
  const time = resolveDayTime(Number(tm[1]), Number(tm[2]), Number(tm[3]), reference);
  if (!time) return { ok: false, error: `${station}: impossible observation time ${timeToken}.` };

  const fixedTokens: string[] = [];
  for (const t of tokens) {
    const f = fixRunTogetherFraction(t);
    if (f.fixed) warnings.push(`Visibility "${t}" read as ${f.token} (a run-together mixed fraction).`);
    fixedTokens.push(...f.token.split(' '));
  }
  const parseTokens = [type === 'SPECI' ? 'SPECI' : '', ...fixedTokens].filter(Boolean);
  const keep = parseTokens.indexOf(timeToken) + 1;
  const result = parseDroppingBadGroups(
    parseTokens,
    remarks ? ` RMK ${remarks}` : '',
    (text) => parseMetar(text),
    keep,
  );
  if ('error' in result) return { ok: false, error: `${station}: ${result.error}.` };
  const { parsed, dropped } = result;
  for (const d of dropped) warnings.push(`Could not read group "${d}"; decoded without it.`);
  if (result.remarksDropped) warnings.push('The remarks could not be read; decoded without them.');
  for (const u of classify(fixedTokens))
    if (!dropped.includes(u)) warnings.push(`Could not read group "${u}"; ignored.`);

  // Groups after TEMPO/BECMG are forecast (trend), not observed.
  const trendAt = fixedTokens.findIndex((t) => t === 'TEMPO' || t === 'BECMG');
  const observed = trendAt >= 0 ? fixedTokens.slice(0, trendAt) : fixedTokens;
  const windIndex = observed.findIndex((t) => WIND_RE.test(t));
  const windToken = windIndex >= 0 ? observed[windIndex] : undefined;
  const wind = windToken ? decodeWindGroup(windToken, observed[windIndex + 1]) : null;
  if (!wind) {
    const missing = observed.find((t) => WIND_MISSING_RE.test(t));
    if (windToken) warnings.push(`Wind group "${windToken}" is impossible; left out.`);
    else warnings.push(missing ? `Wind not reported ("${missing}").` : 'No wind group.');
  }

  const cavok = parsed.cavok === true || fixedTokens.includes('CAVOK');
  const vis = visibilityFrom(parsed.visibility, cavok);
  const clouds = cavok ? [] : cloudsFrom(parsed.clouds ?? [], parsed.verticalVisibility, fixedTokens);
  const ceilingFt = ceilingOf(clouds);
  const skyKnown = cavok || clouds.length > 0;
  if (vis.sm === null) warnings.push('No visibility group.');
  if (!skyKnown) warnings.push('No sky condition group.');
  const cat = flightCategory({ ceilingFt, visibilitySm: vis.sm, skyKnown });
  if (cat.partial === 'ceiling-only')
    warnings.push('Flight category from the ceiling alone (visibility missing).');
  if (cat.partial === 'visibility-only')
    warnings.push('Flight category from the visibility alone (sky condition missing).');

  const weather = observed.slice(2).filter((t) => isWeatherGroup(t));
  const recentWeather = fixedTokens.filter((t) => RECENT_RE.test(t) && !isWeatherGroup(t));
  // M00 (just below zero) comes back as −0, which JSON and text would show as "-0"/"0" inconsistently.
  // Surface records are about −89 °C and +57 °C: anything beyond is a garbled group.
  const plausible = (c: unknown, what: string): number | null => {
    if (typeof c !== 'number' || !Number.isFinite(c)) return null;
    if (c < -90 || c > 60) {
      warnings.push(`${what} ${c} °C is impossible; left out.`);
      return null;
    }
    return c + 0;
  };
  const temperatureC = plausible(parsed.temperature, 'Temperature');
  const dewpointC = plausible(parsed.dewPoint, 'Dewpoint');
  if (temperatureC === null) warnings.push('No temperature group.');

  let altimeterInHg: number | null = null;
  let altimeterHpa: number | null = null;
  const alt = parsed.altimeter;
  if (alt && Number.isFinite(alt.value)) {
    if (String(alt.unit) === 'hPa') {
      altimeterHpa = alt.value;
      altimeterInHg = round(hpaToInHg(alt.value), 2);
    } else {
      altimeterInHg = alt.value;
      altimeterHpa = round(inHgToHpa(alt.value), 1);
    }
  } else warnings.push('No altimeter setting.');
  // The lowest and highest sea-level pressures ever measured are about 870 and 1084 hPa.
  if (altimeterInHg !== null && (altimeterInHg < 25 || altimeterInHg > 33)) {
    warnings.push(`Altimeter ${altimeterInHg} inHg is impossible; left out.`);
    altimeterInHg = null;
    altimeterHpa = null;
  }

  const observation: MetarObservation = {
    station,
    time,
    raw,
    type,
    auto: parsed.auto === true || fixedTokens.includes('AUTO'),
    corrected: corrected || parsed.corrected === true,
    wind,
    visibilitySm: vis.sm,
    visibilityPlus: vis.plus,
    visibilityLessThan: vis.less,
    visibilityMetres: vis.metres,
    weather,
    weatherText: weather.map(weatherWords),
    recentWeather,
    clouds,
    ceilingFt,
    temperatureC,
    temperatureF: temperatureC === null ? null : round(cToF(temperatureC), 1),
    dewpointC,
    dewpointF: dewpointC === null ? null : round(cToF(dewpointC), 1),
    altimeterInHg,
    altimeterHpa,
    flightCategory: cat.category,
    remarks,
    remarksDecoded:
      !result.remarksDropped && typeof parsed.remark === 'string' && parsed.remark ? parsed.remark : null,
  };
  return { ok: true, value: observation, warnings };
}

/**
 * Decodes a raw METAR or SPECI. Never throws: malformed input comes back as `{ ok: false, error }`
 * (NIL reports, no station or time, text the parser cannot read even without its worst group);
 * groups that could not be read are dropped and named in `warnings`.
 *
 * @example decodeMetar('KAFW 021016Z 12007KT 7SM BKN010 20/18 A3006', { now: new Date() })
 */
export function decodeMetar(raw: string, options: DecodeOptions = {}): Decoded<MetarObservation> {
  try {
    return decodeMetarUnsafe(raw, options);
  } catch (e) {
    return { ok: false, error: `Could not decode the METAR: ${e instanceof Error ? e.message : String(e)}` };
  }
}
