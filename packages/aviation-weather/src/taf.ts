// TAF decoding: NWS products and single-line reports → dated periods with English text, and the formatted lines.
import { parseTAF, type ITAF, type TAFTrend } from 'metar-taf-parser';
import { parseDroppingBadGroups } from './recover';
import type { Decoded, TafForecast, TafPeriod, TafPeriodKind, Wind } from './types';
import { cloudsFrom, decodeWindGroup, fixRunTogetherFraction, isKnownGroup, visibilityFrom } from './metar';
import { resolveDayTime } from './time';
import { isWeatherGroup, weatherWords } from './weather-words';
import { visibilityText } from './metar-text';

export type TafDecodeOptions = {
  /** The moment the TAF is read; its issue day is resolved to the latest such date not after it. Default: now. */
  now?: Date;
};

export type FormattedTaf = { formattedData: string; periods: TafPeriod[]; forecast: TafForecast };

/** NWS products are longer than a report: several TAFs and a header. */
export const MAX_PRODUCT_LENGTH = 20_000;
/** One TAF is well under 1,000 characters; longer "reports" are refused before parsing. */
export const MAX_TAF_LENGTH = 4000;

const WIND_RE = /^(\d{3}|VRB)(\d{2,3})(?:G(\d{2,3}))?(KT|MPS|KMH)$/;
const SECTOR_RE = /^\d{3}V\d{3}$/;
const WIND_SHEAR_RE = /^WS(\d{3})\/(\d{3})(\d{2,3})KT$/;
const ISSUE_RE = /^(\d{2})(\d{2})(\d{2})Z$/;
const VALIDITY_RE = /^(\d{2})(\d{2})\/(\d{2})(\d{2})$/;
const OLD_VALIDITY_RE = /^\d{6}$/;

const WMO_HEADER_LINES = [
  /^\d{3}$/, // sequence number
  /^[A-Z]{4}\d{2} [A-Z]{4} \d{6}( [A-Z]{3})?$/, // WMO abbreviated heading, e.g. FTUS43 KDMX 311721 AAA
  /^TAF[A-Z0-9]{3}$/, // AWIPS identifier, e.g. TAFDSM
];

/**
 * Splits text into single-line TAF reports: strips the WMO/AWIPS header lines of an NWS product, joins
 * continuation lines, and cuts at each `=` or `TAF` keyword. A `TAF AMD` heading applies to every report
 * under it (collectives). Single-line reports come back as they are.
 */
export function splitTafProduct(text: string): string[] {
  // Control characters (SOH/ETX framing of raw products) carry no meaning here.
  const lines = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x09\x0b-\x1f\x7f]/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim());
  let i = 0;
  while (i < lines.length && (lines[i] === '' || WMO_HEADER_LINES.some((re) => re.test(lines[i] ?? '')))) i++;
  const body = lines.slice(i).join(' ').toUpperCase();
  const reports: string[] = [];
  let heading: string[] = ['TAF'];
  for (const chunk of body.split(/=|(?=\bTAF\b)/)) {
    let tokens = chunk.trim().split(' ').filter(Boolean);
    if (tokens.length === 0) continue;
    if (tokens[0] === 'TAF') {
      const flags: string[] = [];
      tokens = tokens.slice(1);
      while (tokens[0] === 'AMD' || tokens[0] === 'COR') {
        flags.push(tokens[0]);
        tokens = tokens.slice(1);
      }
      heading = ['TAF', ...flags];
    }
    if (tokens.length === 0) continue;
    reports.push([...heading, ...tokens].join(' '));
  }
  return reports;
}

function ordinal(n: number): string {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
}

/** "18:00Z on the 31st". */
export function tafTime(d: Date): string {
  return `${d.toISOString().slice(11, 16)}Z on the ${ordinal(d.getUTCDate())}`;
}

const COVER: Record<string, string> = {
  FEW: 'few',
  SCT: 'scattered',
  BKN: 'broken',
  OVC: 'overcast',
  VV: 'vertical visibility',
  SKC: 'sky clear',
  CLR: 'sky clear',
  NSC: 'no significant cloud',
};

function conditionsText(
  p: Omit<TafPeriod, 'text' | 'raw' | 'kind' | 'probability' | 'from' | 'to'>,
  windShear: string | null,
  cavok: boolean,
): string {
  const parts: string[] = [];
  if (p.wind) parts.push(`wind ${shortWind(p.wind)}`);
  if (cavok) parts.push('ceiling and visibility OK');
  else if (p.visibilityMetres !== undefined && p.visibilityMetres !== null) {
    parts.push(
      `visibility ${p.visibilityMetres >= 10_000 && p.visibilityPlus ? '10 km or more' : `${p.visibilityMetres.toLocaleString('en-US')} m`}`,
    );
  } else if (p.visibilitySm !== null) {
    parts.push(
      `visibility ${visibilityText(p.visibilitySm, p.visibilityPlus)
        .replace(/ statute miles?$/, ' SM')
        .replace(' or more', '+')}`,
    );
  }
  for (const w of p.weather) parts.push(weatherWords(w));
  for (const c of p.clouds) {
    const type = c.type === 'CB' ? ' cumulonimbus' : c.type === 'TCU' ? ' towering cumulus' : '';
    parts.push(
      c.baseFt === null
        ? `${COVER[c.cover] ?? c.cover}${type}`
        : `${COVER[c.cover] ?? c.cover} ${c.baseFt.toLocaleString('en-US')} ft${type}`,
    );
  }
  if (windShear) parts.push(windShear);
  return parts.length ? parts.join(', ') : 'no change stated';
}

function shortWind(w: Wind): string {
  if (w.isCalm) return 'calm';
  const dir = w.directionTrue === null ? 'variable' : `${String(w.directionTrue).padStart(3, '0')}°`;
  return `${dir} at ${w.speedKt} kt${w.gustKt !== null ? ` gusting ${w.gustKt}` : ''}`;
}

function windShearText(tokens: string[]): string | null {
  const ws = tokens.map((t) => WIND_SHEAR_RE.exec(t)).find(Boolean);
  if (!ws) return null;
  return `wind shear at ${(Number(ws[1]) * 100).toLocaleString('en-US')} ft: ${ws[2]}° at ${Number(ws[3])} kt`;
}

function lead(
  kind: TafPeriodKind,
  probability: number | null,
  from: Date,
  to: Date | null,
  inter: boolean,
): string {
  const span = to ? `between ${tafTime(from)} and ${tafTime(to)}` : `from ${tafTime(from)}`;
  switch (kind) {
    case 'BASE':
      return `From ${tafTime(from)}`;
    case 'FM':
      return `From ${tafTime(from)}`;
    case 'BECMG':
      return `Becoming ${span}`;
    case 'TEMPO':
      return `${probability !== null ? `${probability}% chance, ` : ''}${inter ? 'intermittently' : 'temporarily'} ${span}`.replace(
        /^./,
        (c) => c.toUpperCase(),
      );
    case 'PROB':
      return `${probability ?? '?'}% chance ${span}`;
  }
}

type GroupInput = {
  kind: TafPeriodKind;
  probability: number | null;
  from: Date;
  to: Date | null;
  raw: string;
  /** The group's condition tokens (after its time groups). */
  tokens: string[];
  container: Pick<ITAF, 'visibility' | 'cavok' | 'clouds' | 'verticalVisibility'>;
  inter?: boolean;
};

function buildPeriod(g: GroupInput): TafPeriod {
  const rmk = g.tokens.indexOf('RMK');
  const tokens = rmk >= 0 ? g.tokens.slice(0, rmk) : g.tokens;
  const windIndex = tokens.findIndex((t) => WIND_RE.test(t));
  const wind =
    windIndex >= 0
      ? decodeWindGroup(
          tokens[windIndex] ?? '',
          SECTOR_RE.test(tokens[windIndex + 1] ?? '') ? tokens[windIndex + 1] : undefined,
        )
      : null;
  const cavok = g.container.cavok === true || tokens.includes('CAVOK');
  const vis = visibilityFrom(g.container.visibility, cavok);
  const clouds = cavok ? [] : cloudsFrom(g.container.clouds ?? [], g.container.verticalVisibility, tokens);
  const weather = tokens.filter((t) => isWeatherGroup(t));
  const conditions = {
    wind,
    visibilitySm: vis.sm,
    visibilityPlus: vis.plus,
    visibilityMetres: vis.metres,
    weather,
    clouds,
  };
  const text = `${lead(g.kind, g.probability, g.from, g.to, g.inter === true)}: ${conditionsText(conditions, windShearText(tokens), cavok)}.`;
  return {
    kind: g.kind,
    probability: g.probability,
    from: g.from,
    to: g.to,
    ...conditions,
    raw: g.raw,
    text,
  };
}

const HEADER_WORDS = new Set(['TAF', 'AMD', 'COR']);
// Groups a TAF may carry that a METAR does not: altimeter forecasts, max/min temperatures, "AMD NOT SKED AFT 2512".
const TAF_ONLY_RE =
  /^(QNH\d{4}INS|T[XN]M?\d{2}\/\d{4}Z|NSW|NOT|SKED|AFT|TIL|LAST|NO|AMDS|AMD|CHG|OBS|NXT|FCST|\d{4,6}|[56]\d{5})$/;

/** Groups of a forecast group that could not be read (RMK and what follows are not checked). */
function unreadGroups(tokens: string[]): string[] {
  const rmk = tokens.indexOf('RMK');
  const body = rmk >= 0 ? tokens.slice(0, rmk) : tokens;
  return body.filter((t, i) => !isKnownGroup(t, body[i + 1]) && !TAF_ONLY_RE.test(t));
}

function trendTimes(t: TAFTrend, issued: Date): { from: Date | null; to: Date | null; error: string | null } {
  const v = t.validity as {
    startDay?: number;
    startHour?: number;
    startMinutes?: number;
    endDay?: number;
    endHour?: number;
  };
  const from = resolveDayTime(
    Number(v.startDay),
    Number(v.startHour),
    Number(v.startMinutes ?? 0),
    issued,
    'nearest',
  );
  if (!from)
    return { from: null, to: null, error: `impossible start time (day ${v.startDay}, hour ${v.startHour})` };
  if (String(t.type) === 'FM') return { from, to: null, error: null };
  const to = resolveDayTime(Number(v.endDay), Number(v.endHour), 0, issued, 'nearest');
  if (!to) return { from, to: null, error: `impossible end time (day ${v.endDay}, hour ${v.endHour})` };
  return { from, to, error: null };
}

function decodeOneTaf(report: string, now: Date): Decoded<TafForecast> {
  const warnings: string[] = [];
  if (report.length > MAX_TAF_LENGTH)
    return { ok: false, error: `Not a TAF: one report longer than ${MAX_TAF_LENGTH} characters.` };
  let tokens = report.replace(/\s+/g, ' ').trim().toUpperCase().split(' ').filter(Boolean);
  const header: string[] = [];
  while (tokens.length && HEADER_WORDS.has(tokens[0] ?? '')) {
    header.push(tokens[0] ?? '');
    tokens = tokens.slice(1);
  }
  const station = tokens[0] ?? '';
  if (!/^[A-Z][A-Z0-9]{2,3}$/.test(station))
    return { ok: false, error: `Not a TAF: "${station.slice(0, 12)}" is not a station identifier.` };
  const issueToken = tokens[1] ?? '';
  const im = ISSUE_RE.exec(issueToken);
  if (!im) return { ok: false, error: `${station}: no issue time (ddhhmmZ) after the station.` };
  if (tokens[2] === 'NIL') return { ok: false, error: `${station}: NIL TAF, no forecast issued.` };
  if (tokens[2] === 'CNL' || tokens[3] === 'CNL')
    return { ok: false, error: `${station}: the TAF was cancelled (CNL).` };
  if (OLD_VALIDITY_RE.test(tokens[2] ?? '')) {
    return {
      ok: false,
      error: `${station}: old TAF format (validity ${tokens[2]}, before November 2008) is not supported.`,
    };
  }
  if (!VALIDITY_RE.test(tokens[2] ?? ''))
    return { ok: false, error: `${station}: no validity period (ddhh/ddhh) after the issue time.` };
  const issued = resolveDayTime(Number(im[1]), Number(im[2]), Number(im[3]), now, 'past');
  if (!issued) return { ok: false, error: `${station}: impossible issue time ${issueToken}.` };

  const fixed: string[] = [];
  for (const t of tokens) {
    const f = fixRunTogetherFraction(t);
    if (f.fixed) warnings.push(`Visibility "${t}" read as ${f.token} (a run-together mixed fraction).`);
    fixed.push(...f.token.split(' '));
  }
  const text = ['TAF', ...header.filter((h) => h !== 'TAF'), ...fixed].join(' ');
  // The validity group is kept: without it the parser cannot be asked about a prefix at all.
  const result = parseDroppingBadGroups(
    text.split(' '),
    '',
    (t) => parseTAF(t),
    header.filter((h) => h !== 'TAF').length + 4,
  );
  if ('error' in result) return { ok: false, error: `${station}: ${result.error}.` };
  const { parsed, dropped } = result;
  for (const d of dropped) warnings.push(`Could not read group "${d}"; decoded without it.`);

  const vm = VALIDITY_RE.exec(fixed[2] ?? '');
  const validFrom = vm ? resolveDayTime(Number(vm[1]), Number(vm[2]), 0, issued, 'nearest') : null;
  const validTo = vm ? resolveDayTime(Number(vm[3]), Number(vm[4]), 0, issued, 'nearest') : null;
  if (!validFrom || !validTo)
    return { ok: false, error: `${station}: impossible validity period ${fixed[2]}.` };

  const trends = parsed.trends ?? [];
  const timed: Array<{ trend: TAFTrend; from: Date; to: Date | null }> = [];
  for (const trend of trends) {
    const times = trendTimes(trend, issued);
    const words = trend.raw.split(' ');
    const headLength =
      String(trend.type) === 'FM' ? 1 : words.findIndex((w) => /^\d{4}\/\d{4}$/.test(w)) + 1 || 2;
    const head = words.slice(0, headLength).join(' ');
    if (times.error || !times.from) {
      const rest = words.slice(headLength).join(' ');
      warnings.push(
        `Change group "${head}" has an ${times.error}: its conditions (${rest || 'none'}) are left out of the periods.`,
      );
      continue;
    }
    if (times.from < validFrom || times.from > validTo)
      warnings.push(`Change group "${head}" starts outside the validity period.`);
    timed.push({ trend, from: times.from, to: times.to });
  }

  const fmStarts = timed.filter((t) => String(t.trend.type) === 'FM').map((t) => t.from);
  const nextFm = (after: Date): Date => fmStarts.find((d) => d > after) ?? validTo;
  const baseGroup = splitChangeGroups(fixed.join(' '))[0] ?? '';
  for (const u of unreadGroups(baseGroup.split(' ').slice(3)))
    if (!dropped.includes(u)) warnings.push(`Could not read group "${u}"; ignored.`);
  const periods: TafPeriod[] = [
    buildPeriod({
      kind: 'BASE',
      probability: null,
      from: validFrom,
      to: nextFm(validFrom),
      raw: baseGroup,
      tokens: baseGroup.split(' ').slice(3),
      container: parsed,
    }),
  ];
  for (const { trend, from, to } of timed) {
    const type = String(trend.type);
    const groupTokens = trend.raw.split(' ');
    let skip = 1;
    while (
      skip < groupTokens.length &&
      /^(TEMPO|INTER|PROB\d{2}|\d{4}\/\d{4})$/.test(groupTokens[skip] ?? '')
    )
      skip++;
    for (const u of unreadGroups(groupTokens.slice(skip)))
      if (!dropped.includes(u))
        warnings.push(`Could not read group "${u}" in "${groupTokens.slice(0, skip).join(' ')}"; ignored.`);
    const kind: TafPeriodKind =
      type === 'FM' ? 'FM' : type === 'BECMG' ? 'BECMG' : type === 'PROB' ? 'PROB' : 'TEMPO';
    periods.push(
      buildPeriod({
        kind,
        probability: typeof trend.probability === 'number' ? trend.probability : null,
        from,
        to: type === 'FM' ? nextFm(from) : to,
        raw: trend.raw,
        tokens: groupTokens.slice(skip),
        container: trend,
        inter: type === 'INTER',
      }),
    );
  }

  const forecast: TafForecast = {
    station,
    issued,
    validFrom,
    validTo,
    amended: header.includes('AMD') || parsed.amendment === true,
    corrected: header.includes('COR') || parsed.corrected === true,
    raw: ['TAF', ...header.filter((h) => h !== 'TAF'), ...tokens].join(' '),
    periods,
  };
  return { ok: true, value: forecast, warnings };
}

function guard<T>(fn: () => Decoded<T>, what: string): Decoded<T> {
  try {
    return fn();
  } catch (e) {
    return {
      ok: false,
      error: `Could not decode the ${what}: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

function checkText(raw: unknown): string | null {
  if (typeof raw !== 'string') return 'Not a TAF: expected the report as text.';
  if (raw.length > MAX_PRODUCT_LENGTH) return `Not a TAF: longer than ${MAX_PRODUCT_LENGTH} characters.`;
  return null;
}

/**
 * Decodes every TAF in a text: one report, or an NWS product with WMO headers and several reports.
 * Never throws; each report is decoded or refused with a reason.
 */
export function decodeTafs(
  raw: string,
  { now = new Date() }: TafDecodeOptions = {},
): Array<Decoded<TafForecast>> {
  const bad = checkText(raw);
  if (bad) return [{ ok: false, error: bad }];
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    return [{ ok: false, error: 'The reading time (now) is not a valid date.' }];
  try {
    const reports = splitTafProduct(raw);
    if (reports.length === 0) return [{ ok: false, error: 'No TAF in the text.' }];
    return reports.map((r) => guard(() => decodeOneTaf(r, now), 'TAF'));
  } catch (e) {
    return [{ ok: false, error: `Could not decode the TAF: ${e instanceof Error ? e.message : String(e)}` }];
  }
}

/**
 * Decodes a TAF: a single line, or the multi-line text of an NWS product (WMO headers stripped).
 * With several TAFs in the text, the first is decoded and a warning says so (see decodeTafs).
 * Never throws: NIL and cancelled TAFs, the pre-2008 format and unreadable text are refused with a
 * reason; change groups with impossible times (e.g. FM256300) are left out of the periods and named.
 */
export function decodeTaf(raw: string, options: TafDecodeOptions = {}): Decoded<TafForecast> {
  const all = decodeTafs(raw, options);
  const first = all[0] ?? { ok: false as const, error: 'No TAF in the text.' };
  if (first.ok && all.length > 1) {
    return {
      ...first,
      warnings: [
        ...first.warnings,
        `${all.length - 1} more TAF(s) in the text; decoded the first (${first.value.station}).`,
      ],
    };
  }
  return first;
}

/**
 * The TAF as NOAA-style lines, one per change group (the first line is the base forecast, change groups
 * indented), with the dated periods and their English text.
 */
export function formattedTaf(raw: string, options: TafDecodeOptions = {}): Decoded<FormattedTaf> {
  return guard(() => {
    const decoded = decodeTaf(raw, options);
    if (!decoded.ok) return decoded;
    const forecast = decoded.value;
    return {
      ok: true,
      value: { formattedData: formatTafData(forecast), periods: forecast.periods, forecast },
      warnings: decoded.warnings,
    };
  }, 'TAF');
}

/** `formattedData` of a decoded TAF: the base forecast line, then one indented line per change group. */
export function formatTafData(forecast: Pick<TafForecast, 'raw'>): string {
  const [base, ...groups] = splitChangeGroups(forecast.raw);
  return [base ?? forecast.raw, ...groups.map((g) => `     ${g}`)].join('\n');
}

/** Cuts a single-line TAF before each FM, BECMG, TEMPO, INTER and PROB group (PROB30 TEMPO stays one group). */
export function splitChangeGroups(tafLine: string): string[] {
  const tokens = tafLine.split(' ').filter(Boolean);
  const groups: string[][] = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    const prev = tokens[i - 1] ?? '';
    const startsGroup =
      /^FM\d{6}$/.test(t) ||
      t === 'BECMG' ||
      /^PROB\d{2}$/.test(t) ||
      ((t === 'TEMPO' || t === 'INTER') && !/^PROB\d{2}$/.test(prev));
    if (startsGroup && i > 0) groups.push([]);
    groups[groups.length - 1]?.push(t);
  }
  return groups.map((g) => g.join(' ')).filter(Boolean);
}
