// The served OpenAPI document as a contract: Redocly's lint, one name, summary and answers per operation, and
// the public operations exactly those that work without a session.
import {
  OPERATION_NAMES,
  PUBLIC_OPERATIONS,
  SESSION_OPTIONAL_OPERATIONS,
  operationIds,
} from '@hangar/contracts';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const server = useTestServer({ WEATHER_SOURCE: 'replay' });
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const redocly = join(apiDir, '../../node_modules/.bin/redocly');

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>>; servers?: { url: string }[] };

let doc: Document;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

beforeAll(async () => {
  doc = (await server.client().get<Document>('/api/docs/json')).body;
});

describe('the served OpenAPI document', () => {
  let dir = '';
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes Redocly lint with the checked-in rules: no error, no warning', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hangar-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const { stdout } = await promisify(execFile)(
      redocly,
      ['lint', file, '--config', join(apiDir, 'redocly.yaml'), '--format=json'],
      {
        // Offline and quiet: no usage report, no update check.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const result = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    expect(result.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names a server, and gives every operation a unique operationId, a summary, a 2xx and its 4xx answers', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const problems = all.flatMap(({ method, path, op }) => {
      const statuses = Object.keys(op.responses ?? {});
      return [
        !op.operationId && `${method} ${path}: no operationId`,
        !op.summary?.trim() && `${method} ${path}: no summary`,
        !statuses.some((s) => s.startsWith('2')) && `${method} ${path}: no 2xx answer`,
        !statuses.includes('400') && `${method} ${path}: no 400 answer`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // Every operation that needs a session documents 401; every write 403 (the XSRF check).
    for (const { method, path, op } of all) {
      const statuses = Object.keys(op.responses ?? {});
      if (op.security === undefined)
        expect([method, path, statuses]).toContainEqual(expect.arrayContaining(['401']));
      if (method !== 'GET') expect([method, path, statuses]).toContainEqual(expect.arrayContaining(['403']));
    }
  });

  it('names operations by the rule: the product’s path names, with a verb where several share one', () => {
    const id = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    expect(id('get', '/api/ContactSearch')).toBe('ContactSearch');
    expect(id('get', '/api/Contact/{id}')).toBe('Contact_get');
    expect(id('put', '/api/Contact/{id}')).toBe('Contact_update');
    expect(id('delete', '/api/Contact/{id}')).toBe('Contact_delete');
    expect(id('post', '/api/Contact')).toBe('Contact_create');
    expect(id('get', '/api/SystemUser')).toBe('SystemUser_list');
    expect(id('post', '/api/authenticate')).toBe('authenticate');
    expect(id('get', '/api/NoaaMetar/{station}')).toBe('NoaaMetar');
    expect(id('delete', '/api/errorlog')).toBe('errorlog_purge');
    // The rule is the one the contracts package states, and its hand-given names name existing routes.
    const routes = operations().map(({ method, path }) => ({ method, path }));
    const ruled = operationIds(routes);
    for (const { method, path, op } of operations())
      expect(op.operationId).toBe(ruled.get(`${method} ${path}`));
    const keys = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(OPERATION_NAMES).filter((k) => !keys.has(k))).toEqual([]);
    expect(() => operationIds([...routes, { method: 'GET', path: '/api/Contact/{id}/{other}' }])).toThrow(
      /OPERATION_NAMES/,
    );
  });
});

/** A value for a path parameter that a public operation accepts. */
const SAMPLE: Record<string, string> = {
  station: 'KAFW',
  runway1: '140',
  runway2: '320',
  utcOffset: '-6',
  elevation: '722',
  latlon: '32.9312,-97.4117',
  name: 'alpha.admin',
  email: 'nobody@example.com',
  key: 'no-such-key',
  token: 'no-such-token',
  ownerKind: 'unit',
  level: 'mgmtco',
};

describe('the public operations', () => {
  it('are listed by names that exist, each once', () => {
    const names = new Set(operations().map(({ op }) => op.operationId));
    const listed = [...PUBLIC_OPERATIONS, ...SESSION_OPTIONAL_OPERATIONS];
    expect(listed.filter((n) => !names.has(n))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('are documented without the bearer (optional where a session is used when sent), and the rest with it', () => {
    for (const { op } of operations()) {
      const expected = PUBLIC_OPERATIONS.includes(op.operationId!)
        ? []
        : SESSION_OPTIONAL_OPERATIONS.includes(op.operationId!)
          ? [{}, { bearer: [] }]
          : undefined;
      expect([op.operationId, op.security]).toEqual([op.operationId, expected]);
    }
  });

  it('are exactly the operations that answer a caller without a session: every other one is 401', async () => {
    const anonymous = server.client();
    await anonymous.get('/api/health');
    const headers = {
      cookie: `XSRF-TOKEN=${anonymous.xsrf}`,
      'x-xsrf-token': anonymous.xsrf!,
      'content-type': 'application/json',
    };
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? '1');
      // Some answer files (a public image): the status and, for a 401, the body are what counts.
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : '{}',
      });
      const body = res.status === 401 ? ((await res.json()) as { tokenError?: string }) : null;
      const isPublic = op.security !== undefined;
      if (isPublic ? res.status === 401 : body?.tokenError !== 'InvalidToken')
        wrong.push(`${method} ${url} (${isPublic ? 'public' : 'needs a session'}): ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // The public ones really answer: the reads among them succeed.
    for (const path of [
      '/api/countries',
      '/api/listings',
      '/api/NoaaMetar/KAFW',
      '/api/health',
      '/api/about',
    ])
      expect([path, (await anonymous.get(path)).status]).toEqual([path, 200]);
  });
});
