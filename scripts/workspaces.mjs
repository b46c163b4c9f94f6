// The workspaces of this repository, as the root package.json's `workspaces` globs ("folder/*") list them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Every workspace: its name, version, folder (relative to the root), and whether it is private (never published).
 * @param {string} [root]
 * @returns {{ name: string, version: string, dir: string, private: boolean }[]}
 */
export function readWorkspaces(root = repoRoot) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return { name: pkg.name, version: pkg.version, dir, private: pkg.private === true };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The workspaces that are published: every one not marked `"private": true`. */
export function publishableWorkspaces(root = repoRoot) {
  return readWorkspaces(root).filter((w) => !w.private);
}
