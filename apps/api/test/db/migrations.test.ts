// The committed migrations match the Drizzle schema: drizzle-kit finds nothing left to generate.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/database';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

describe('migrations', () => {
  it('are up to date with src/db/schema.ts', () => {
    const out = mkdtempSync(join(tmpdir(), 'hangar-migrations-'));
    try {
      cpSync(migrationsFolder(), out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit takes `--out` relative to the working folder.
      const output = execFileSync(
        'npx',
        [
          'drizzle-kit',
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema.ts',
          '--out',
          relative(apiDir, out),
        ],
        {
          cwd: apiDir,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
      expect(output).toMatch(/No schema changes/);
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
