// `npm run release`: applies the pending changesets (new versions, CHANGELOG.md entries, the internal dependency
// ranges, the lockfile), builds every publishable package and packs each into releases/. It publishes nothing:
// publishing needs a registry token and is its own step (README, "Contributing").
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { publishableWorkspaces, repoRoot as root } from './workspaces.mjs';

const releasesDir = join(root, 'releases');
const run = (cmd, args, cwd = root) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const bin = (name) => join(root, 'node_modules/.bin', name);

const pending = readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
const before = new Map(publishableWorkspaces().map((w) => [w.name, w.version]));

if (pending.length === 0) {
  console.log('release: no pending changesets, so every version stays as it is.');
  console.log('release: describe a change with `npx changeset` first to release new versions.');
} else {
  console.log(`release: applying ${pending.length} pending changeset(s): ${pending.join(', ')}`);
  run(bin('changeset'), ['version']);
  // The workspaces' new versions and dependency ranges go into the lockfile too (nothing is downloaded).
  run('npm', [
    'install',
    '--package-lock-only',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
}

const packages = publishableWorkspaces();
for (const { name, version } of packages) {
  const old = before.get(name);
  console.log(`release: ${name} ${old === version ? version : `${old} -> ${version}`}`);
}

console.log(`release: building ${packages.length} packages`);
run(bin('turbo'), [
  'run',
  'build',
  ...packages.map((p) => `--filter=${p.name}`),
  '--output-logs=errors-only',
]);

mkdirSync(releasesDir, { recursive: true });
for (const { name, dir } of packages) {
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', releasesDir], join(root, dir)),
  );
  const kb = (packed.size / 1024).toFixed(1);
  console.log(
    `release: packed ${relative(root, join(releasesDir, packed.filename))} (${name}, ${packed.entryCount} files, ${kb} KB)`,
  );
}

if (pending.length > 0) {
  console.log('release: review and commit the new versions, CHANGELOG.md files and package-lock.json.');
}
console.log('release: to publish (needs NPM_TOKEN): npx changeset publish && git push --follow-tags');
