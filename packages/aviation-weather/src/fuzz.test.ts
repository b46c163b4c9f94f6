import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAwcMetar } from './awc';
import { crosswinds } from './crosswind';
import { decodeMetar } from './metar';
import { decodedMetarText } from './metar-text';
import { buildCrosswindReport } from './report';
import { decodeTaf, formattedTaf } from './taf';
import type { Decoded } from './types';
import {
  edgeCaseMetars,
  fixtureTafLines,
  northTexasMetars,
  nwsTafProducts,
  readFixture,
} from './test/fixtures';

const NOW = new Date(Date.UTC(2026, 10, 22, 2));
const METARS = [...northTexasMetars(), ...edgeCaseMetars().map((e) => e.raw)];
const TAFS = [...fixtureTafLines().map((l) => l.raw), ...nwsTafProducts().map((p) => p.text)];
const AWC_RECORDS = JSON.parse(
  readFixture('aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json'),
) as Array<Record<string, unknown>>;
const CATEGORIES = new Set(['VFR', 'MVFR', 'IFR', 'LIFR', null]);

/** Groups that take the parsers deep into their branches, put together in random order. */
const VOCABULARY = [
  'METAR',
  'SPECI',
  'TAF',
  'AMD',
  'COR',
  'AUTO',
  'NIL',
  'CNL',
  'RMK',
  'KAFW',
  'T67',
  '021016Z',
  '311721Z',
  '3118/0118',
  '2506/2606',
  '010606',
  '12007KT',
  'VRB03KT',
  '00000KT',
  '17011G15KT',
  '05010MPS',
  '05036KMH',
  '/////KT',
  '200/07KT',
  '120V180',
  '999V000',
  '10SM',
  'P6SM',
  'M1/4SM',
  '2',
  '1/2SM',
  '11/2SM',
  '9999',
  '0350',
  '4000E',
  'CAVOK',
  '////SM',
  '-TSRA',
  'VCSH',
  '+FC',
  'BR',
  'FZFG',
  'REFZRA',
  'TS',
  'FEW060',
  'BKN010CB',
  'OVC///',
  'VV002',
  'VV///',
  'CLR',
  'SKC',
  'NSC',
  '20/18',
  'M05/M13',
  '//',
  'A3006',
  'Q1013',
  'A////',
  'FM010200',
  'FM256300',
  'FM062X00',
  'TEMPO',
  'BECMG',
  'PROB30',
  'PROB40',
  'INTER',
  '2220/2224',
  '1219/1221',
  '9999/0000',
  'WS020/23030KT',
  'QNH3007INS',
  'TX32/0718Z',
  'R36/4000FT/D',
  'SLP171',
  'T02000183',
  '$',
  '=',
];

const tokenSoup = fc
  .array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 25 })
  .map((t) => t.join(' '));

type Mutation = {
  kind: 'delete' | 'insert' | 'replace' | 'dropToken' | 'dupToken' | 'truncate' | 'swapTokens';
  at: number;
  char: string;
};
const mutation = fc.record({
  kind: fc.constantFrom<Mutation['kind']>(
    'delete',
    'insert',
    'replace',
    'dropToken',
    'dupToken',
    'truncate',
    'swapTokens',
  ),
  at: fc.nat(),
  char: fc.constantFrom(
    ' ',
    '/',
    'M',
    'P',
    'V',
    'G',
    'K',
    'T',
    'Z',
    '0',
    '9',
    '=',
    '-',
    '+',
    '\n',
    '\u0000',
    'é',
  ),
});

function mutate(report: string, mutations: Mutation[]): string {
  let s = report;
  for (const m of mutations) {
    const i = s.length ? m.at % s.length : 0;
    const tokens = s.split(' ');
    const t = tokens.length ? m.at % tokens.length : 0;
    if (m.kind === 'delete') s = s.slice(0, i) + s.slice(i + 1);
    else if (m.kind === 'insert') s = s.slice(0, i) + m.char + s.slice(i);
    else if (m.kind === 'replace') s = s.slice(0, i) + m.char + s.slice(i + 1);
    else if (m.kind === 'truncate') s = s.slice(0, i);
    else if (m.kind === 'dropToken') s = tokens.filter((_, j) => j !== t).join(' ');
    else if (m.kind === 'dupToken') s = [...tokens.slice(0, t + 1), ...tokens.slice(t)].join(' ');
    else {
      const other = (t + 1) % Math.max(1, tokens.length);
      [tokens[t], tokens[other]] = [tokens[other] ?? '', tokens[t] ?? ''];
      s = tokens.join(' ');
    }
  }
  return s;
}

const mutated = (reports: string[]) =>
  fc
    .tuple(fc.constantFrom(...reports), fc.array(mutation, { minLength: 1, maxLength: 6 }))
    .map(([r, ms]) => mutate(r, ms));
const anyText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  tokenSoup,
);

function expectAnswered<T>(r: Decoded<T>): void {
  expect(typeof r.ok).toBe('boolean');
  if (r.ok) expect(Array.isArray(r.warnings)).toBe(true);
  else expect(r.error).toEqual(expect.any(String));
  if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
}

const runs = { numRuns: Number(process.env.FUZZ_RUNS ?? 400) };

describe('fuzz: nothing escapes the decoders', () => {
  it('decodeMetar on random text, token soup and mutated real reports: an answer, and a sane one when ok', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, mutated(METARS)),
        fc.date({
          min: new Date(Date.UTC(2000, 0, 1)),
          max: new Date(Date.UTC(2100, 0, 1)),
          noInvalidDate: true,
        }),
        (raw, now) => {
          const r = decodeMetar(raw, { now });
          expectAnswered(r);
          if (!r.ok) return;
          const obs = r.value;
          expect(Number.isNaN(obs.time.getTime())).toBe(false);
          expect(obs.time.getTime()).toBeLessThanOrEqual(now.getTime() + 3 * 3600_000);
          expect(CATEGORIES.has(obs.flightCategory)).toBe(true);
          expect(
            obs.visibilitySm === null || (Number.isFinite(obs.visibilitySm) && obs.visibilitySm >= 0),
          ).toBe(true);
          expect(decodedMetarText(obs)).toContain(obs.station);
          if (obs.wind) {
            for (const rw of crosswinds(obs.wind, [140, 320])) {
              expect(Number.isFinite(rw.headwindKt) && Number.isFinite(rw.crosswindKt)).toBe(true);
              expect(Math.abs(rw.crosswindKt)).toBeLessThanOrEqual(obs.wind.speedKt + 1e-9);
            }
          }
          const report = buildCrosswindReport(obs, [140, 320], { elevationFt: 855 });
          expect(JSON.parse(JSON.stringify(report))).toEqual(report);
        },
      ),
      runs,
    );
  });

  it('decodeTaf and formattedTaf on random text, token soup and mutated real TAFs and products', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, mutated(TAFS)), (raw) => {
        const r = decodeTaf(raw, { now: NOW });
        expectAnswered(r);
        if (r.ok) {
          for (const p of r.value.periods) {
            expect(Number.isNaN(p.from.getTime())).toBe(false);
            expect(p.to === null || !Number.isNaN(p.to.getTime())).toBe(true);
            expect(typeof p.text).toBe('string');
          }
        }
        const f = formattedTaf(raw, { now: NOW });
        expectAnswered(f);
        expect(f.ok).toBe(r.ok);
      }),
      runs,
    );
  });

  it('decodeAwcMetar on any JSON value and on records with fields replaced by random values', () => {
    const fieldNames = Object.keys(AWC_RECORDS[0] ?? {});
    const brokenRecord = fc
      .tuple(
        fc.constantFrom(...AWC_RECORDS),
        fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(fc.jsonValue(), fc.constant(undefined)), {
          maxKeys: 4,
        }),
      )
      .map(([record, patch]) => ({ ...record, ...patch }));
    const withMutatedRaw = fc
      .tuple(fc.constantFrom(...AWC_RECORDS), mutated(AWC_RECORDS.map((r) => String(r.rawOb))))
      .map(([record, rawOb]) => ({ ...record, rawOb }));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), brokenRecord, withMutatedRaw), (record) => {
        const r = decodeAwcMetar(record);
        expectAnswered(r);
        if (r.ok) expect(Number.isNaN(r.value.time.getTime())).toBe(false);
      }),
      runs,
    );
  });
});
