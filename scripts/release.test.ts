// The release setup: Changesets versions every publishable workspace and none of the private ones, and a
// changeset bumps a package, the packages that depend on it, and the apps' ranges (never the apps' versions).
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
  gt(a: string, b: string): boolean;
  satisfies(version: string, range: string): boolean;
};
const newer = (a: string, b: string) => semver.gt(a, b);
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
  it('a minor change to @hangar/ui: ui and the packages that use it get new versions, the apps keep theirs', () => {
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
      // Runtime dependencies on @hangar/ui, direct or through another workspace.
      const usesUi = (name: string): boolean =>
        Object.keys(before.get(name)?.dependencies ?? {}).some(
          (d) => d === '@hangar/ui' || (before.has(d) && usesUi(d)),
        );
      const namesUi = (pkg: PackageJson) => DEP_TYPES.some((type) => pkg[type]?.['@hangar/ui'] !== undefined);

      expect(after.get('@hangar/ui')!.version).toBe(newUi);
      for (const w of workspaces.filter((w) => w.name !== '@hangar/ui')) {
        const old = before.get(w.name)!;
        const now = after.get(w.name)!;
        if (w.private || (!namesUi(old) && !usesUi(w.name))) expect(now.version, w.name).toBe(old.version);
        else if (usesUi(w.name))
          expect(newer(now.version, old.version), `${w.name} ${now.version}`).toBe(true);
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
