// `npm run chromatic` on a machine without the Chromatic project token: it says what it needs and succeeds.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './workspaces.mjs';

describe('npm run chromatic', () => {
  it('without CHROMATIC_PROJECT_TOKEN: names the variable, builds nothing and exits 0', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/chromatic.mjs')], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });

    expect(result.status).toBe(0);
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN is not set');
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic');
    expect(result.stdout).toContain('nothing was built or published');
    // No Storybook build was started.
    expect(result.stdout + result.stderr).not.toMatch(/build-storybook|Building storybook/);
  });
});
