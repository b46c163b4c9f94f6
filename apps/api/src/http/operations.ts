// Every API route is an operation of the contracts' table (OPERATIONS): registering a route looks its operation
// up by method and path and takes its schemas from the table (validation, answer stripping and the OpenAPI
// document all read them), and the server does not start with a route missing from the table or an operation
// without a route.
import {
  OPERATION_LIST,
  okSchema,
  operationKey,
  type Operation as ContractOperation,
  type OperationAccess,
} from '@hangar/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { DOCS_PREFIX } from '../security/headers';

/** The schemas a route file declared itself, before the table's replaced them (for the test that compares). */
export type DeclaredSchemas = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  /** The declared success answer (`response[200]`). */
  answer?: unknown;
};

export type Operation = {
  method: string;
  /** Fastify's pattern: `/api/Contact/:id`. */
  url: string;
  /** The OpenAPI path: `/api/Contact/{id}`. */
  path: string;
  operationId: string;
  access: OperationAccess;
  /** The operation as the contracts declare it. */
  contract: ContractOperation;
  declared: DeclaredSchemas;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every operation of the API (those of the OpenAPI document), once the routes are registered. */
    operations(): readonly Operation[];
    /** The operation a route serves, by method (HEAD reads as GET) and Fastify pattern. */
    operationOf(method: string, url: string | undefined): Operation | undefined;
  }
}

/** `/api/Contact/:id` → `/api/Contact/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Whether a route is an operation of the document: `/api/…` but Swagger UI's own, not HEAD or OPTIONS. */
export const isOperation = (method: string, url: string) =>
  url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX) && method !== 'HEAD' && method !== 'OPTIONS';

const TABLE = new Map(OPERATION_LIST.map((op) => [operationKey(op), op]));

/**
 * What disagrees between the routes (`METHOD /api/path`, OpenAPI paths) and an operation table: a route the
 * table does not list, and an operation no route serves. Empty when they agree.
 */
export function operationTableProblems(
  routes: readonly { method: string; path: string }[],
  table: readonly { name: string; method: string; path: string }[],
): string[] {
  const served = new Set(routes.map(operationKey));
  const listed = new Set(table.map(operationKey));
  return [
    ...[...served]
      .filter((key) => !listed.has(key))
      .map((key) => `${key} is served but is no operation of OPERATIONS (@hangar/contracts)`),
    ...table
      .filter((op) => !served.has(operationKey(op)))
      .map((op) => `operation ${op.name} (${operationKey(op)}) has no route`),
  ];
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/** The route's schema with the table's params, query, body and success answer in place of its own. */
function fromTable(schema: RouteSchema | undefined, op: ContractOperation): RouteSchema {
  const out: RouteSchema = { ...schema };
  if (op.params) out.params = op.params;
  if (op.query) out.querystring = op.query;
  if (op.body) out.body = op.body;
  // A file's answer is its bytes, documented by the route; every other answer is the table's.
  if (!op.file) out.response = { ...schema?.response, 200: op.response ?? okSchema(op.answer) };
  // A report answers JSON, or with `format=csv` the same as a CSV file: both are documented.
  if (op.csv)
    out.response = {
      ...out.response,
      200: {
        description: 'The answer as JSON, or with `format=csv` as a CSV file',
        content: {
          'application/json': { schema: okSchema(op.answer) },
          'text/csv': { schema: z.string() },
        },
      },
    };
  return out;
}

/** On the root instance, before any route (and before `collectRouteContracts`, which records the result). */
export function collectOperations(app: FastifyInstance): void {
  const byRoute = new Map<string, Operation>();
  const unlisted: { method: string; path: string }[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (!isOperation(method, route.url)) continue;
      const path = openApiPath(route.url);
      const contract = TABLE.get(operationKey({ method, path }));
      if (!contract) {
        unlisted.push({ method, path });
        continue;
      }
      const schema = route.schema as RouteSchema | undefined;
      const declared: DeclaredSchemas = {
        params: schema?.params,
        querystring: schema?.querystring,
        body: schema?.body,
        answer: schema?.response?.[200],
      };
      route.schema = fromTable(schema, contract);
      byRoute.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        path,
        operationId: contract.name,
        access: contract.access,
        contract,
        declared,
      });
    }
  });
  // A route missing from the table, or an operation without its route, stops the server from starting.
  app.addHook('onReady', async () => {
    const problems = operationTableProblems([...byRoute.values(), ...unlisted], OPERATION_LIST);
    if (problems.length)
      throw new Error(`The routes and the operation table disagree:\n${problems.join('\n')}`);
  });
  app.decorate('operations', () => [...byRoute.values()]);
  app.decorate('operationOf', (method: string, url: string | undefined) =>
    url === undefined ? undefined : byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`),
  );
}
