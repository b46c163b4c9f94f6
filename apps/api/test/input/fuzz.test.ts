// The fuzz driver: every operation of the served OpenAPI document gets hostile values per parameter type and spoiled
// bodies, as an anonymous visitor, a read-only user and an administrator. Seeded and bounded (a few thousand
// requests); it fails on any 5xx or a failure off the API's shape, and on an error-log row written by a 4xx.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorLog } from '../../src/db/schema';
import { useTestServer, type Client } from '../support/server';
import {
  baselineText,
  exampleOf,
  hostileTexts,
  hostileValues,
  RAW_NUMBERS,
  seededRandom,
  withField,
  type HostileText,
  type Random,
} from './hostile-values';
import { fillPath, operationsOf, servedDocument, walkFields, type Operation } from './openapi-walk';

const SEED = Number(process.env.FUZZ_SEED ?? 21);
/** Multiplies every budget below, for a longer sweep by hand (`FUZZ_SCALE=10`). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/**
 * Requests per operation, sampled from every parameter × hostile value, field × hostile value and hostile whole
 * body: the administrator (who gets furthest past the checks) tries more than the other callers.
 */
const BUDGET: Record<Role, { parameters: number; fields: number; bodies: number; other: number }> = {
  administrator: { parameters: 6, fields: 8, bodies: 3, other: 0 },
  viewer: { parameters: 0, fields: 0, bodies: 0, other: 4 },
  anonymous: { parameters: 0, fields: 0, bodies: 0, other: 4 },
};
/** Requests in flight at once. */
const PARALLEL = 4;

const server = useTestServer({
  WEATHER_SOURCE: 'replay',
  // Closed ports: the replay never needs the network.
  AVIATIONWEATHER_BASE_URL: 'http://127.0.0.1:9',
  NWS_BASE_URL: 'http://127.0.0.1:9',
  // Thousands of requests from one address: the per-address limits would answer most of them 429.
  RATE_LIMIT_SCALE: '1000',
});

type Role = 'anonymous' | 'viewer' | 'administrator';
type Sent = {
  role: Role;
  method: string;
  path: string;
  what: string;
  /** The body text, when there is one. */
  body?: string;
  contentType?: string;
};
type Outcome = Sent & { status: number; text: string };

/** A path id that names nothing, so a write with an otherwise good body changes no demo record. */
const NO_RECORD = '99999';

function bodyText(value: unknown): string {
  let text = JSON.stringify(value);
  for (const [marker, number] of Object.entries(RAW_NUMBERS)) text = text.replaceAll(marker, number);
  return text;
}

/** What may be sent for one operation: hostile parameters, spoiled fields, hostile whole bodies (made when sampled). */
function casesFor(op: Operation) {
  const write = op.method !== 'GET' && op.method !== 'HEAD';
  const baseline: Record<string, string> = {};
  for (const p of op.parameters) {
    const value = baselineText(p.name, p.schema);
    baseline[p.name] = write && p.in === 'path' && value === '1' ? NO_RECORD : value;
  }
  const build = (values: Record<string, string>, raw: Set<string>) => {
    const path = fillPath(op.path, values, raw);
    const query = op.parameters
      .filter(
        (p) => p.in === 'query' && (p.required || raw.has(p.name) || values[p.name] !== baseline[p.name]),
      )
      .map((p) => `${p.name}=${raw.has(p.name) ? values[p.name] : encodeURIComponent(values[p.name]!)}`);
    return query.length ? `${path}?${query.join('&')}` : path;
  };
  const example = op.body ? exampleOf(op.body) : undefined;
  const exampleText = example === undefined ? undefined : bodyText(example);
  const path = build(baseline, new Set());
  // Built only when sampled: a spoiled body can be large (10,000 items, 100 KB strings).
  const request =
    (what: string, at: string, body?: () => string, contentType = 'application/json') =>
    (role: Role): Sent => ({
      role,
      method: op.method,
      path: at,
      what,
      ...(body !== undefined && { body: body(), contentType }),
    });
  const text = (t: string | undefined) => (t === undefined ? undefined : () => t);

  const parameters = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .flatMap((p) =>
      hostileTexts(p).map((v: HostileText) =>
        request(
          `${p.in} ${p.name}: ${v.what}`,
          build({ ...baseline, [p.name]: v.text }, v.raw ? new Set([p.name]) : new Set()),
          text(exampleText),
        ),
      ),
    );
  const fields: ((role: Role) => Sent)[] = [];
  if (op.body)
    walkFields(op.body, (field, schema) => {
      if (!field) return;
      for (const h of hostileValues(schema))
        fields.push(
          request(`body.${field}: ${h.what}`, path, () => bodyText(withField(example, field, h.value))),
        );
    });
  const bodies: ((role: Role) => Sent)[] = [];
  if (exampleText !== undefined) {
    bodies.push(request('missing fields', path, text('{}')));
    if (exampleText.startsWith('{'))
      bodies.push(
        request(
          'extra fields and a prototype',
          path,
          text(`{"zzExtra":1,"__proto__":{"isSystemAdmin":true},${exampleText.slice(1)}`),
        ),
      );
    bodies.push(request('a list for the body', path, text('[]')));
    bodies.push(request('text for the body', path, text('"x"')));
    bodies.push(request('JSON null', path, text('null')));
    bodies.push(request('truncated JSON', path, text(exampleText.slice(0, -1))));
  }
  if (write) {
    // The input rules hold whether or not the operation takes a body.
    bodies.push(request('8,000 levels deep', path, () => `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`));
    bodies.push(request('a key with a lone surrogate', path, text('{"\\udc00":1}')));
    bodies.push(request('form data', path, text('--x\r\n\r\n'), 'multipart/form-data; boundary=x'));
  }
  // The body as documented, with nothing spoiled: it must be judged without a 5xx too.
  const plain = exampleText === undefined ? [] : [request('the example body', path, text(exampleText))];
  return { parameters, fields, bodies, plain };
}

function requestsFor(cases: ReturnType<typeof casesFor>, role: Role, random: Random): Sent[] {
  const { parameters, fields, bodies, plain } = cases;
  const budget = Object.fromEntries(
    Object.entries(BUDGET[role]).map(([k, n]) => [k, Math.round(n * SCALE)]),
  ) as (typeof BUDGET)[Role];
  return [
    ...(role === 'administrator' ? plain : []),
    ...random.sample(parameters, budget.parameters),
    ...random.sample(fields, budget.fields),
    ...random.sample(bodies, budget.bodies),
    ...random.sample([...parameters, ...fields, ...bodies], budget.other),
  ].map((make) => make(role));
}

async function send(client: Client | null, request: Sent): Promise<Outcome> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (client?.token) headers.authorization = `Bearer ${client.token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  // Anonymous callers hold the XSRF cookie too: the CSRF check is not what this exercises.
  const xsrf = client?.xsrf ?? 'fuzz-xsrf';
  headers.cookie = `XSRF-TOKEN=${xsrf}`;
  headers['x-xsrf-token'] = xsrf;
  const res = await fetch(`${server.base}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
  });
  return { ...request, status: res.status, text: await res.text() };
}

/** Runs `tasks` with at most `limit` in flight, keeping their order in the answer. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

/** A failure must be the API's `{ success: false, error }` in JSON. */
function offShape(o: Outcome): boolean {
  if (o.status < 400 || o.method === 'HEAD') return false;
  try {
    const body = JSON.parse(o.text) as { success?: unknown; error?: unknown };
    return body.success !== false || typeof body.error !== 'string';
  } catch {
    return true;
  }
}

const errorRows = async (source: 'server' | 'client') => {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(errorLog)
    .where(eq(errorLog.source, source));
  return row!.n;
};

describe('fuzzing every documented operation', () => {
  it(
    'answers no 5xx and no failure off the error shape, and logs no error for a 4xx',
    { timeout: 120_000 },
    async () => {
      const operations = operationsOf(await servedDocument(server.base));
      expect(operations.length).toBeGreaterThan(100);
      const callers: Record<Role, Client | null> = {
        anonymous: null,
        viewer: await server.as('alpha.viewer'),
        administrator: await server.as('sysadmin'),
      };
      const random = seededRandom(SEED);
      const started = performance.now();
      const cases = operations.map(casesFor);
      const requests = (Object.keys(callers) as Role[]).flatMap((role) =>
        cases.flatMap((c) => requestsFor(c, role, random)),
      );
      const serverRowsBefore = await errorRows('server');
      const clientRowsBefore = await errorRows('client');
      const built = performance.now();
      const outcomes = await inParallel(
        requests.map((r) => () => send(callers[r.role], r)),
        PARALLEL,
      );
      const seconds = (performance.now() - built) / 1000;

      const byStatus = new Map<number, number>();
      for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
      const failures = outcomes.filter((o) => o.status >= 500 || offShape(o));
      const reportsStored = outcomes.filter(
        (o) => o.method === 'POST' && o.path.startsWith('/api/errorlog') && o.status < 300,
      ).length;
      console.log(
        [
          `fuzz seed ${SEED}: ${outcomes.length} requests over ${operations.length} operations, 3 callers: built in ${((built - started) / 1000).toFixed(1)} s, answered in ${seconds.toFixed(1)} s`,
          `statuses: ${[...byStatus]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
          `failures: ${failures.length}`,
          ...failures
            .slice(0, 30)
            .map(
              (f) =>
                `  ${f.status} ${f.role} ${f.method} ${f.path.slice(0, 120)} (${f.what}): ${f.text.slice(0, 160)}`,
            ),
        ].join('\n'),
      );
      expect(
        failures.map((f) => `${f.status} ${f.role} ${f.method} ${f.path.slice(0, 120)} (${f.what})`),
      ).toEqual([]);
      expect(await errorRows('server')).toBe(serverRowsBefore);
      // The only rows written are the error reports the site may file (POST /api/errorlog answered 200).
      expect((await errorRows('client')) - clientRowsBefore).toBe(reportsStored);
      expect(outcomes.length).toBeGreaterThan(2_000 * Math.min(1, SCALE));
    },
  );
});
