// `npm start`: build the site and the API, then run the API serving the site from the same origin.
import { execSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
execSync('npx turbo run build --filter=@hangar/site --filter=@hangar/api --output-logs=errors-only', {
  cwd: root,
  stdio: 'inherit',
});
const api = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
