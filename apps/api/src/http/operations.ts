// Every API operation as the OpenAPI document names it: its operationId and who may call it, from the routes.
import { operationAccess, operationIds, operationKey, type OperationAccess } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from '../security/headers';

export type Operation = {
  method: string;
  /** Fastify's pattern: `/api/Contact/:id`. */
  url: string;
  /** The OpenAPI path: `/api/Contact/{id}`. */
  path: string;
  operationId: string;
  access: OperationAccess;
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

/** On the root instance, after `collectRouteContracts` and before any route. */
export function collectOperations(app: FastifyInstance): void {
  let byRoute: Map<string, Operation> | null = null;
  const table = () => {
    if (byRoute) return byRoute;
    const routes = app.routeContracts
      .filter((r) => isOperation(r.method, r.url))
      .map((r) => ({ method: r.method, url: r.url, path: openApiPath(r.url) }));
    const ids = operationIds(routes);
    byRoute = new Map(
      routes.map((r) => {
        const operationId = ids.get(operationKey(r))!;
        return [`${r.method} ${r.url}`, { ...r, operationId, access: operationAccess(operationId) }];
      }),
    );
    return byRoute;
  };
  // Names depend on every route (a shared name gets verbs): a route added later recomputes them.
  app.addHook('onRoute', () => {
    byRoute = null;
  });
  // Two operations left with one name stop the server from starting, not its first request.
  app.addHook('onReady', async () => {
    table();
  });
  app.decorate('operations', () => [...table().values()]);
  app.decorate('operationOf', (method: string, url: string | undefined) =>
    url === undefined ? undefined : table().get(`${method === 'HEAD' ? 'GET' : method} ${url}`),
  );
}
