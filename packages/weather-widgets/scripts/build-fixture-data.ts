// Rebuilds src/fixtures/weather-data.json (the stories' API payloads) from the recorded reports with aviation-weather's builders.

// Run: npx tsx --conditions=source packages/weather-widgets/scripts/build-fixture-data.ts (the API builds its answers the same way).
import {
  buildCrosswindReport,
  decodeMetar,
  decodedMetarResponse,
  formattedTaf,
  noTafResponse,
  parseNwsForecast,
  tafResponse,
} from '@hangar/aviation-weather';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../src/fixtures/', import.meta.url));
const read = (name: string) => readFileSync(dir + name, 'utf8');
const metarLines = [
  ...read('metars-north-texas.txt').split('\n'),
  ...read('metars-edge-cases.tsv')
    .split('\n')
    .map((l) => l.split('\t')[0] ?? ''),
]
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const metar = (prefix: string) => {
  const line = metarLines.find((l) => l.startsWith(prefix));
  if (!line) throw new Error(`No recorded METAR starts with ${prefix}`);
  return line;
};

// The day-of-month in a report is resolved against a reading time; these are when each was "read".
const cases = {
  kafw: { raw: metar('KAFW 021016Z'), now: '2026-11-02T10:20:00Z' },
  kftw: { raw: metar('KFTW 020953Z'), now: '2026-11-02T10:20:00Z' },
  hot: { raw: metar('KAFW 112253Z'), now: '2026-09-11T23:00:00Z' },
  calm: { raw: metar('KPHF 191054Z'), now: '2026-11-19T11:00:00Z' },
  gusty: { raw: metar('KGAG 021009Z'), now: '2026-11-02T10:20:00Z' },
  variable: { raw: metar('KCWC 021015Z'), now: '2026-11-02T10:20:00Z' },
  vrb: { raw: metar('LTFE 200420Z'), now: '2026-11-20T04:30:00Z' },
  missing: { raw: metar('KPVG 181956Z'), now: '2026-11-18T20:00:00Z' },
};

const crosswind: Record<string, unknown> = {};
const decodedMetar: Record<string, unknown> = {};
for (const [key, { raw, now }] of Object.entries(cases)) {
  const decoded = decodeMetar(raw, { now: new Date(now) });
  if (!decoded.ok) throw new Error(`${key}: ${decoded.error}`);
  crosswind[key] = buildCrosswindReport(decoded.value, [140, 320], {
    magneticVariation: 3,
    elevationFt: 855,
    utcOffsetHours: -7,
  });
  decodedMetar[key] = decodedMetarResponse(decoded.value);
}

const tafLines = read('tafs.txt')
  .split('\n')
  .filter((l) => l.startsWith('TAF'));
const taf = (station: string, now: string) => {
  const raw = (tafLines.find((l) => l.includes(` ${station} `)) ?? '').split(' ## ')[0]!.trim();
  const formatted = formattedTaf(raw, { now: new Date(now) });
  if (!formatted.ok) throw new Error(`${station}: ${formatted.error}`);
  return tafResponse(formatted.value.forecast, formatted.value.formattedData);
};

const forecast = (file: string, office: string, gridX: number, gridY: number) =>
  parseNwsForecast(JSON.parse(read(file)), { office, gridX, gridY }, file);

const data = {
  _about:
    'API data payloads built by scripts/build-fixture-data.ts from the recorded reports in this folder.',
  crosswind,
  decodedMetar,
  taf: {
    gusty: taf('KGRI', '2026-11-22T20:30:00Z'),
    long: taf('KHPN', '2026-11-20T09:40:00Z'),
    // TEMPO, PROB30 and FM groups; then TEMPO and BECMG.
    changes: taf('KGRR', '2026-11-12T19:20:00Z'),
    becoming: taf('KPAM', '2026-11-06T19:10:00Z'),
    none: noTafResponse('KFTW'),
  },
  forecast: {
    winter: forecast('nws_forecast_rochesterNY_2025-01-05.json', 'BUF', 0, 0),
    spring: forecast('nws_forecast_GSP_55-25_2022-03-05.json', 'GSP', 55, 25),
  },
};
writeFileSync(`${dir}weather-data.json`, `${JSON.stringify(data, null, 1)}\n`);
console.log('wrote', `${dir}weather-data.json`);
