// The API's sources stay readable: no function over 200 lines, no import circle (type-only imports count too).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionLengths, importCircles, sourceFiles } from './source-shape';

const MAX_LINES = 200;

/**
 * Functions allowed to be longer for now, by file and name (none today); an entry that is no longer too long
 * fails below, so it cannot outlive its reason.
 */
const ALLOWED_LONG = new Set<string>([]);

const scratch = mkdtempSync(join(tmpdir(), 'hangar-source-shape-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the API sources', () => {
  const files = sourceFiles();
  const lengths = files.flatMap(functionLengths);
  const keyOf = (f: { where: string; name: string }) => `${f.where.replace(/:\d+$/, '')} ${f.name}`;

  it(`have no function longer than ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(100);
    const tooLong = lengths.filter((f) => f.lines > MAX_LINES && !ALLOWED_LONG.has(keyOf(f)));
    expect(tooLong).toEqual([]);
  });

  it('allow a long function only while it is long', () => {
    const stillLong = new Set(lengths.filter((f) => f.lines > MAX_LINES).map(keyOf));
    expect([...ALLOWED_LONG].filter((key) => !stillLong.has(key))).toEqual([]);
  });

  it('import no module that imports them back, directly or around a circle', () => {
    expect(importCircles(files)).toEqual([]);
  });
});

describe('the checks', () => {
  it('measure a function from its first line to its last, nested ones on their own', () => {
    const file = join(scratch, 'long.ts');
    const body = Array.from({ length: 199 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    writeFileSync(file, `export function long() {\n${body}\n  const inner = () => 1;\n}\n`);
    const found = functionLengths(file);
    expect(found.map((f) => [f.name, f.lines])).toEqual([
      ['long', 202],
      ['inner', 1],
    ]);
  });

  it('find a circle made of type-only imports and re-exports', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((name) => join(scratch, name));
    writeFileSync(a!, "import type { B } from './b';\nexport type A = B;\n");
    writeFileSync(b!, "export type { C as B } from './c';\n");
    writeFileSync(c!, "import type { A } from './a';\nexport type C = { a?: A };\n");
    expect(importCircles([a!, b!, c!]).map((circle) => circle.length)).toEqual([3]);
    expect(importCircles([a!, b!])).toEqual([]);
  });
});
