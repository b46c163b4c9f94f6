// The release setup: Changesets versions every publishable workspace and none of the private ones; the
// publishable ones move together, and a changeset bumps them all and the apps' ranges (never the apps' versions).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkspaces, repoRoot } from './workspaces.mjs';

const DEP_TYPES = ['dependencies', 'devDependencies', 'peerDependencies'] as const;
type PackageJson = { name: string; version: string } & {
  [type in (typeof DEP_TYPES)[number]]?: Record<string, string>;
};

// semver comes with @changesets/cli, which depends on it.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
};
const satisfies = (version: string, range: string) => semver.satisfies(version, range);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const config = readJson<Record<string, unknown>>(join(repoRoot, '.changeset/config.json'));
const workspaces = readWorkspaces();

describe('.changeset/config.json', () => {
  it('ignores exactly the private workspaces', () => {
    const privateNames = workspaces.filter((w) => w.private).map((w) => w.name);
    const publishable = workspaces.filter((w) => !w.private).map((w) => w.name);

    expect(privateNames.length).toBeGreaterThan(0);
    expect([...(config.ignore as string[])].sort()).toEqual(privateNames.sort());
    for (const name of publishable) expect(config.ignore).not.toContain(name);
  });

  it('releases from main, keeps the packages restricted and patches the dependents of a bumped package', () => {
    expect(config).toMatchObject({
      baseBranch: 'main',
      access: 'restricted',
      updateInternalDependencies: 'patch',
      privatePackages: { version: false, tag: false },
    });
  });
});

describe('changeset version', () => {
  it('a minor change to @hangar/ui: the five packages get its new version, the apps keep theirs', () => {
    // The repository's package.json files and Changesets config in a scratch folder, with one changeset.
    const dir = mkdtempSync(join(tmpdir(), 'hangar-changeset-'));
    try {
      cpSync(join(repoRoot, 'package.json'), join(dir, 'package.json'));
      for (const w of workspaces) {
        mkdirSync(join(dir, w.dir), { recursive: true });
        cpSync(join(repoRoot, w.dir, 'package.json'), join(dir, w.dir, 'package.json'));
      }
      mkdirSync(join(dir, '.changeset'));
      cpSync(join(repoRoot, '.changeset/config.json'), join(dir, '.changeset/config.json'));
      writeFileSync(
        join(dir, '.changeset/ui-loading.md'),
        "---\n'@hangar/ui': minor\n---\n\nButton: a loading state.\n",
      );
      symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');

      execFileSync(join(repoRoot, 'node_modules/.bin/changeset'), ['version'], { cwd: dir, stdio: 'pipe' });

      const read = (root: string) =>
        new Map(workspaces.map((w) => [w.name, readJson<PackageJson>(join(root, w.dir, 'package.json'))]));
      const before = read(repoRoot);
      const after = read(dir);
      const [major = 0, minor = 0] = before.get('@hangar/ui')!.version.split('.').map(Number);
      const newUi = `${major}.${minor + 1}.0`;
      expect(after.get('@hangar/ui')!.version).toBe(newUi);
      for (const w of workspaces.filter((w) => w.name !== '@hangar/ui')) {
        const old = before.get(w.name)!;
        const now = after.get(w.name)!;
        // The publishable packages share one version (a fixed group): a host installs one set that fits.
        // Still 0.x, so nothing is pushed to 1.0 by a peer range left behind.
        expect(now.version, w.name).toBe(w.private ? old.version : newUi);
        // Every range that names @hangar/ui still takes the workspace's new version, so installs keep linking it.
        for (const type of DEP_TYPES) {
          const range = now[type]?.['@hangar/ui'];
          if (range) expect(satisfies(newUi, range), `${w.name} ${type} ${range}`).toBe(true);
        }
      }
      const changelog = readFileSync(join(dir, 'packages/ui/CHANGELOG.md'), 'utf8');
      expect(changelog).toContain(`## ${newUi}`);
      expect(changelog).toContain('Button: a loading state.');
      expect(existsSync(join(dir, '.changeset/ui-loading.md'))).toBe(false);
      for (const w of workspaces.filter((w) => w.private)) {
        expect(existsSync(join(dir, w.dir, 'CHANGELOG.md')), w.name).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
