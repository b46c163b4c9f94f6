// Starts the real API over HTTP against the fake upstream, with a log capture and a clock the test can move.
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { afterAll, beforeAll } from 'vitest';
import { FIXTURES_DIR, startFakeUpstream, type FakeUpstream } from './fake-upstream';

export type Body = {
  success: boolean;
  data?: Record<string, unknown> & { [k: string]: unknown };
  error?: string;
  meta?: Meta;
};
export type Meta = {
  stale: boolean;
  fetchedAt: string;
  ageSeconds: number;
  replay: boolean;
  recording?: { what: string; place: string; time: string; note?: string };
  note?: string;
};

export type TestApp = {
  app: FastifyInstance;
  base: string;
  logs: Array<Record<string, unknown>>;
  get(path: string): Promise<{ status: number; body: Body }>;
  /** Moves the weather clock forward, so cached values age without waiting. */
  advance(ms: number): void;
  close(): Promise<void>;
};

/** A pino destination keeping each logged line, parsed, in `logs`. */
export function logCapture() {
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logs, stream };
}

export async function startApp(env: Record<string, string>): Promise<TestApp> {
  const { logs, stream } = logCapture();
  // On-demand refresh only unless a test asks for the schedule: upstream call counts stay exact.
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: '',
    WEATHER_TIMEOUT_MS: '200',
    WEATHER_REFRESH_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, logger: { level: 'warn', stream } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  let offset = 0;
  app.weather.now = () => Date.now() + offset;
  return {
    app,
    base,
    logs,
    async get(path) {
      const res = await fetch(base + path);
      return { status: res.status, body: (await res.json()) as Body };
    },
    advance(ms) {
      offset += ms;
    },
    close: () => app.close(),
  };
}

/** The raw METAR of a station, as recorded in the north-Texas fixture file. */
export function fixtureMetar(station: string): string {
  const line = readFileSync(join(FIXTURES_DIR, 'metars-north-texas.txt'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${station} `));
  if (!line) throw new Error(`No fixture METAR for ${station}`);
  return line.trim();
}

/**
 * For the enclosing describe (or file): a fake upstream on 127.0.0.1 and the real app pointed at it,
 * started before the tests and closed after them. Read `s.upstream` and `s.t` inside tests.
 */
export function useAppAgainstFakeUpstream(env: Record<string, string> = {}) {
  const s = {} as { upstream: FakeUpstream; t: TestApp };
  beforeAll(async () => {
    s.upstream = await startFakeUpstream();
    s.t = await startApp({ AVIATIONWEATHER_BASE_URL: s.upstream.url, NWS_BASE_URL: s.upstream.url, ...env });
  });
  afterAll(async () => {
    await s.t?.close();
    await s.upstream?.close();
  });
  return s;
}
