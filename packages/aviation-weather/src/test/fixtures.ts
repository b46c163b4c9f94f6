// Test helper: the recorded weather fixtures shipped in packages/aviation-weather/fixtures.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const fixturesDir = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export const readFixture = (name: string): string => readFileSync(`${fixturesDir}${name}`, 'utf8');

export const northTexasMetars = (): string[] =>
  readFixture('metars-north-texas.txt')
    .split('\n')
    .filter((l) => l.trim());

export type EdgeCase = { raw: string; features: string; source: string; confidence: string };
export const edgeCaseMetars = (): EdgeCase[] =>
  readFixture('metars-edge-cases.tsv')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [raw = '', features = '', source = '', confidence = ''] = l.split('\t');
      return { raw, features, source, confidence };
    });

export const fixtureTafLines = (): Array<{ raw: string; note: string }> =>
  readFixture('tafs.txt')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [raw = '', note = ''] = l.split(' ## ');
      return { raw, note };
    });

export const nwsTafProducts = (): Array<{ name: string; text: string }> =>
  readdirSync(`${fixturesDir}nws-taf-products`)
    .sort()
    .map((name) => ({ name, text: readFixture(`nws-taf-products/${name}`) }));

export const findMetar = (
  station: string,
  lines: string[] = [...northTexasMetars(), ...edgeCaseMetars().map((e) => e.raw)],
): string => {
  const found = lines.find((l) => l.replace(/^(METAR|SPECI) /, '').startsWith(`${station} `));
  if (!found) throw new Error(`no fixture METAR for ${station}`);
  return found;
};
