// aviationweather.gov data API records: shape checks, and decoding cross-checked against the raw report.
import type { CloudLayer, Decoded, MetarObservation, TafForecast } from './types';
import { ceilingOf, decodeMetar, flightCategory } from './metar';
import { decodeTaf } from './taf';
import { cToF, hpaToInHg, round } from './units';
import { ShapeCheck, isFiniteNumber, isObject, type Validation } from './validate';

/** One METAR of `/api/data/metar?format=json`. Traps: `altim` is hPa, `visib` may be "10+", `obsTime` is Unix seconds. */
export type AwcMetarRecord = {
  icaoId: string;
  rawOb: string;
  /** Unix seconds. */
  obsTime: number;
  reportTime?: string;
  receiptTime?: string;
  metarType?: string | null;
  temp?: number | null;
  dewp?: number | null;
  /** Degrees true, "VRB", or absent. */
  wdir?: number | 'VRB' | null;
  wspd?: number | null;
  wgst?: number | null;
  /** Statute miles, or a string such as "10+". */
  visib?: number | string | null;
  /** Hectopascals. */
  altim?: number | null;
  slp?: number | null;
  fltCat?: string | null;
  name?: string;
  lat?: number;
  lon?: number;
  elev?: number;
  clouds?: Array<{ cover: string; base: number | null }>;
};

/** One TAF of `/api/data/taf?format=json`. */
export type AwcTafRecord = {
  icaoId: string;
  rawTAF: string;
  issueTime?: string;
  bulletinTime?: string;
  /** Unix seconds. */
  validTimeFrom?: number;
  validTimeTo?: number;
  name?: string;
  fcsts?: unknown[];
};

const VISIB_RE = /^(\d+(?:\.\d+)?)(\+)?$/;

export function validateAwcMetarRecord(record: unknown, where = 'record'): Validation<AwcMetarRecord> {
  if (!isObject(record)) return { ok: false, error: `${where}: expected an object` };
  const c = new ShapeCheck(record, where)
    .string('icaoId')
    .string('rawOb')
    .number('obsTime')
    .string('reportTime', { optional: true, nullable: true })
    .string('metarType', { optional: true, nullable: true })
    .number('temp', { optional: true, nullable: true })
    .number('dewp', { optional: true, nullable: true })
    .check(
      'wdir',
      (v) => v === undefined || v === null || v === 'VRB' || isFiniteNumber(v),
      'degrees, "VRB" or nothing',
    )
    .number('wspd', { optional: true, nullable: true })
    .number('wgst', { optional: true, nullable: true })
    .check(
      'visib',
      (v) =>
        v === undefined || v === null || isFiniteNumber(v) || (typeof v === 'string' && VISIB_RE.test(v)),
      'miles or "10+"',
    )
    .number('altim', { optional: true, nullable: true })
    .string('fltCat', { optional: true, nullable: true })
    .check(
      'clouds',
      (v) =>
        v === undefined ||
        v === null ||
        (Array.isArray(v) &&
          v.every(
            (l) =>
              isObject(l) &&
              typeof l.cover === 'string' &&
              (l.base === null || l.base === undefined || isFiniteNumber(l.base)),
          )),
      'a list of { cover, base }',
    );
  const r = c.result<AwcMetarRecord>();
  if (r.ok && (r.value.obsTime < 0 || r.value.obsTime > 1e11))
    return { ok: false, error: `${where}.obsTime: expected Unix seconds` };
  return r;
}

export function validateAwcTafRecord(record: unknown, where = 'record'): Validation<AwcTafRecord> {
  if (!isObject(record)) return { ok: false, error: `${where}: expected an object` };
  return new ShapeCheck(record, where)
    .string('icaoId')
    .string('rawTAF')
    .string('issueTime', { optional: true, nullable: true })
    .number('validTimeFrom', { optional: true, nullable: true })
    .number('validTimeTo', { optional: true, nullable: true })
    .check('fcsts', (v) => v === undefined || v === null || Array.isArray(v), 'a list')
    .result<AwcTafRecord>();
}

function awcVisibility(v: AwcMetarRecord['visib']): { sm: number | null; plus: boolean } {
  if (v === undefined || v === null) return { sm: null, plus: false };
  if (typeof v === 'number') return { sm: v, plus: false };
  const m = VISIB_RE.exec(v);
  return m ? { sm: Number(m[1]), plus: m[2] === '+' } : { sm: null, plus: false };
}

const COVERS = new Set(['SKC', 'CLR', 'NSC', 'FEW', 'SCT', 'BKN', 'OVC', 'VV']);

/** An observation from the record's own fields, for when its raw report cannot be decoded. */
function fromRecordFields(r: AwcMetarRecord): MetarObservation {
  const vis = awcVisibility(r.visib);
  const clouds: CloudLayer[] = (r.clouds ?? [])
    .filter((c) => COVERS.has(c.cover))
    .map((c) => ({ cover: c.cover as CloudLayer['cover'], baseFt: isFiniteNumber(c.base) ? c.base : null }));
  const ceilingFt = ceilingOf(clouds);
  const speed = r.wspd ?? null;
  const temp = r.temp ?? null;
  const dewp = r.dewp ?? null;
  return {
    station: r.icaoId,
    time: new Date(r.obsTime * 1000),
    raw: r.rawOb,
    type: r.metarType === 'SPECI' ? 'SPECI' : 'METAR',
    auto: /\bAUTO\b/.test(r.rawOb),
    corrected: /\bCOR\b/.test(r.rawOb),
    wind:
      speed === null
        ? null
        : {
            directionTrue:
              speed === 0 || r.wdir === 'VRB' || r.wdir === null || r.wdir === undefined ? null : r.wdir,
            speedKt: speed,
            gustKt: r.wgst ?? null,
            variableFrom: null,
            variableTo: null,
            isVariable: r.wdir === 'VRB',
            isCalm: speed === 0,
          },
    visibilitySm: vis.sm,
    visibilityPlus: vis.plus,
    weather: [],
    clouds,
    ceilingFt,
    temperatureC: temp,
    temperatureF: temp === null ? null : round(cToF(temp), 1),
    dewpointC: dewp,
    dewpointF: dewp === null ? null : round(cToF(dewp), 1),
    altimeterInHg: r.altim === null || r.altim === undefined ? null : round(hpaToInHg(r.altim), 2),
    altimeterHpa: r.altim ?? null,
    flightCategory: flightCategory({ ceilingFt, visibilitySm: vis.sm, skyKnown: clouds.length > 0 }).category,
    remarks: null,
  };
}

function crossCheck(r: AwcMetarRecord, obs: MetarObservation): string[] {
  const out: string[] = [];
  const differ = (field: string, theirs: unknown, ours: unknown) =>
    out.push(
      `aviationweather.gov ${field} ${JSON.stringify(theirs)} disagrees with the raw report (${JSON.stringify(ours)}); using the raw report.`,
    );
  if (r.icaoId.toUpperCase() !== obs.station) differ('icaoId', r.icaoId, obs.station);
  if (Math.abs(r.obsTime * 1000 - obs.time.getTime()) > 60_000)
    differ('obsTime', new Date(r.obsTime * 1000).toISOString(), obs.time.toISOString());
  // The record's temperatures come from the T-group (tenths); the body group is whole degrees.
  if (isFiniteNumber(r.temp) && (obs.temperatureC === null || Math.abs(r.temp - obs.temperatureC) > 0.55))
    differ('temp', r.temp, obs.temperatureC);
  if (isFiniteNumber(r.dewp) && (obs.dewpointC === null || Math.abs(r.dewp - obs.dewpointC) > 0.55))
    differ('dewp', r.dewp, obs.dewpointC);
  const w = obs.wind;
  if (isFiniteNumber(r.wspd) && (!w || Math.abs(r.wspd - w.speedKt) > 0.5))
    differ('wspd', r.wspd, w?.speedKt ?? null);
  if (r.wdir === 'VRB' && w && !w.isVariable) differ('wdir', r.wdir, w.directionTrue);
  if (
    isFiniteNumber(r.wdir) &&
    w &&
    !w.isCalm &&
    w.directionTrue !== null &&
    r.wdir % 360 !== w.directionTrue % 360
  )
    differ('wdir', r.wdir, w.directionTrue);
  if (isFiniteNumber(r.wgst) && (!w || w.gustKt === null || Math.abs(r.wgst - w.gustKt) > 0.5))
    differ('wgst', r.wgst, w?.gustKt ?? null);
  const vis = awcVisibility(r.visib);
  if (vis.sm !== null && (obs.visibilitySm === null || Math.abs(vis.sm - obs.visibilitySm) > 0.02))
    differ('visib', r.visib, obs.visibilitySm);
  // A2987 is 1011.5 hPa; the record rounds from the exact pressure, so allow a few tenths.
  if (isFiniteNumber(r.altim) && (obs.altimeterHpa === null || Math.abs(r.altim - obs.altimeterHpa) > 0.6))
    differ('altim (hPa)', r.altim, obs.altimeterHpa);
  if (typeof r.fltCat === 'string' && r.fltCat && obs.flightCategory && r.fltCat !== obs.flightCategory)
    differ('fltCat', r.fltCat, obs.flightCategory);
  return out;
}

/**
 * Decodes an aviationweather.gov METAR record: checks its shape, decodes `rawOb` (its day of month
 * resolved around `obsTime`), and cross-checks the record's fields against it. The raw text wins
 * where they disagree; each disagreement is a warning. When the raw report cannot be decoded, the
 * record's own fields are used (with a warning), converted the same way (`altim` hPa → inHg).
 */
export function decodeAwcMetar(record: unknown): Decoded<MetarObservation> {
  try {
    const v = validateAwcMetarRecord(record);
    if (!v.ok) return { ok: false, error: `Not an aviationweather.gov METAR record: ${v.error}` };
    const r = v.value;
    const decoded = decodeMetar(r.rawOb, { now: new Date(r.obsTime * 1000) });
    if (!decoded.ok) {
      const measured = [r.wspd, r.visib, r.temp, r.altim].some((v) => v !== null && v !== undefined);
      // A NIL report (or garbage) with no measured fields either: nothing to fall back on.
      if (!measured) return { ok: false, error: `${r.icaoId}: ${decoded.error}` };
      const obs = fromRecordFields(r);
      return {
        ok: true,
        value: obs,
        warnings: [
          `The raw report could not be decoded (${decoded.error}); values from the aviationweather.gov record.`,
        ],
      };
    }
    return {
      ok: true,
      value: decoded.value,
      warnings: [...decoded.warnings, ...crossCheck(r, decoded.value)],
    };
  } catch (e) {
    return {
      ok: false,
      error: `Could not decode the aviationweather.gov record: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/** Decodes an aviationweather.gov TAF record's `rawTAF`, its issue day resolved around `issueTime`. */
export function decodeAwcTaf(record: unknown): Decoded<TafForecast> {
  try {
    const v = validateAwcTafRecord(record);
    if (!v.ok) return { ok: false, error: `Not an aviationweather.gov TAF record: ${v.error}` };
    const issued = v.value.issueTime ? new Date(v.value.issueTime) : null;
    const now =
      issued && Number.isFinite(issued.getTime())
        ? issued
        : v.value.validTimeFrom
          ? new Date(v.value.validTimeFrom * 1000)
          : new Date();
    return decodeTaf(v.value.rawTAF, { now });
  } catch (e) {
    return {
      ok: false,
      error: `Could not decode the aviationweather.gov TAF record: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}
