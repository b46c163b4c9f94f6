// The answer schemas of every route, kept by method and URL pattern, so clients (the API's tests) can check them.
import type { FastifyInstance } from 'fastify';

export type RouteContract = {
  method: string;
  /** Fastify's pattern: `/api/SystemUser/:id`. */
  url: string;
  /** The route's answer schemas by HTTP status (zod), when it declares any. */
  response?: Record<string, unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeContracts: RouteContract[];
  }
}

/** On the root instance before any route: records each route as it is added. */
export function collectRouteContracts(app: FastifyInstance): void {
  const contracts: RouteContract[] = [];
  app.decorate('routeContracts', contracts);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      contracts.push({
        method,
        url: route.url,
        response: (route.schema as { response?: Record<string, unknown> } | undefined)?.response,
      });
    }
  });
}
