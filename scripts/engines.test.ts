// The Node versions Hangar declares: every workspace says the same, every installed package accepts them, and
// the hosted CI runs the suite on each major the range names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkspaces, repoRoot } from './workspaces.mjs';

// semver comes with @changesets/cli, which depends on it.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
const root = readJson('package.json') as { engines: { node: string } };
const RANGE = root.engines.node;

/** The lowest release of each major line the range admits, and the one this machine runs. */
const LINES = ['20', '22', '24'].map(
  (major) =>
    semver.minVersion(
      `${RANGE.split('||').find((r) => r.includes(`^${major}.`) || r.includes(`>=${major}.`))}`,
    )!.version,
);

/**
 * Packages that declare a newer Node than 20 yet run on it: the whole suite runs on Node 20 here, so a break
 * would show. Each is named with what pulls it in; the list may only shrink.
 */
const RUN_ON_20_ANYWAY: Record<string, string> = {
  cookie: 'fastify (light-my-request) and @fastify/cookie; declares >=22',
  'content-disposition': '@fastify/static; declares >=22',
};

type LockEntry = { version?: string; engines?: { node?: string }; optional?: boolean };
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
const installed = Object.entries(lock.packages)
  .filter(([path, p]) => path.includes('node_modules/') && p.engines?.node && !p.optional)
  .map(([path, p]) => ({
    name: path.replace(/.*node_modules\//, ''),
    version: p.version!,
    node: p.engines!.node!,
  }));

describe('Node versions', () => {
  it('are declared for Node 20, 22 and 24, not older', () => {
    expect(LINES).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    expect(semver.satisfies('18.20.0', RANGE)).toBe(false);
    expect(semver.satisfies(process.versions.node, RANGE)).toBe(true);
  });

  it('are the same in every workspace', () => {
    for (const w of readWorkspaces()) {
      expect(readJson(join(w.dir, 'package.json')).engines?.node, w.name).toBe(RANGE);
    }
  });

  it('are accepted by every installed package on 22 and 24, and on 20 but for the named ones', () => {
    expect(installed.length).toBeGreaterThan(300);
    for (const version of LINES) {
      const refusing = installed.filter((p) => !semver.satisfies(version, p.node));
      const allowed = version.startsWith('20.') ? Object.keys(RUN_ON_20_ANYWAY) : [];
      expect(
        refusing.filter((p) => !allowed.includes(p.name)).map((p) => `${p.name}@${p.version} (${p.node})`),
        `on Node ${version}`,
      ).toEqual([]);
    }
    // An exception no package needs any more goes.
    for (const name of Object.keys(RUN_ON_20_ANYWAY)) {
      expect(
        installed.some((p) => p.name === name && !semver.satisfies('20.19.0', p.node)),
        name,
      ).toBe(true);
    }
  });

  it("leave every platform's optional bindings in the lockfile, which npm ci on another machine needs", () => {
    // A lockfile written where npm pruned other platforms' bindings (npm/cli#4828) makes npm ci fail there.
    for (const binding of ['@rollup/rollup-darwin-arm64', '@esbuild/win32-x64', '@img/sharp-darwin-arm64']) {
      expect(
        Object.keys(lock.packages).some((path) => path.endsWith(`node_modules/${binding}`)),
        binding,
      ).toBe(true);
    }
  });

  it('are each run by the hosted CI', () => {
    const workflow = readFileSync(join(repoRoot, '.github/workflows/ci.yml'), 'utf8');
    const matrix = /node:\s*\[([^\]]*)\]/
      .exec(workflow)?.[1]
      ?.split(',')
      .map((s) => s.trim());
    expect(matrix).toEqual(['20', '22', '24']);
    expect(workflow).toContain('node-version: ${{ matrix.node }}');
    expect(workflow).not.toMatch(/npm install --no-audit/);
    expect(readFileSync(join(repoRoot, '.ci/run'), 'utf8')).toMatch(/^npm ci /m);
  });
});
