// `npm run chromatic`: builds the Storybook with its module graph (preview-stats.json) and publishes it to
// Chromatic for visual review. TurboSnap is on (chromatic.config.json): only the stories that the files changed
// since the baseline build can reach are snapshotted again. Arguments go to the Chromatic CLI
// (`npm run chromatic -- --dry-run`), except `--reuse-build`: publish the existing storybook-static/ as it is,
// when it was built with its preview-stats.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot as root } from './workspaces.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was built or published.
chromatic: It needs the Hangar project's token from Chromatic (chromatic.com, the project's Manage page):
chromatic:   CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
chromatic: In GitHub Actions it comes from the repository secret CHROMATIC_PROJECT_TOKEN (.github/workflows/ci.yml).`);
  process.exit(0);
}

const { storybookBuildDir } = JSON.parse(readFileSync(join(root, 'chromatic.config.json'), 'utf8'));
const args = process.argv.slice(2);
const reuse = args.includes('--reuse-build');
const chromaticArgs = args.filter((a) => a !== '--reuse-build');
const stats = join(root, storybookBuildDir, 'preview-stats.json');

const run = (cmd, cmdArgs) => spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (reuse && existsSync(stats)) {
  console.log(`chromatic: publishing the existing ${storybookBuildDir}/ (--reuse-build)`);
} else {
  if (reuse) console.log(`chromatic: ${storybookBuildDir}/ has no preview-stats.json: building it again`);
  console.log(
    `chromatic: building the Storybook into ${storybookBuildDir}/ with preview-stats.json for TurboSnap`,
  );
  const status = run('npm', ['run', 'build-storybook', '--', '--stats-json', storybookBuildDir]);
  if (status !== 0) process.exit(status);
  if (!existsSync(stats)) {
    console.error(`chromatic: the Storybook build wrote no ${storybookBuildDir}/preview-stats.json`);
    process.exit(1);
  }
}

process.exit(run(join(root, 'node_modules/.bin/chromatic'), chromaticArgs));
