// Where each operation of the airport face is (the public weather and listings, the start-up activity entry,
// health), and how a request is made from a route: the airport's first load carries this short list only,
// never the management face's (`OPERATION_ROUTES` in operation-routes.ts adds every other operation).

/** `METHOD /api/path` of the operations the airport face calls, by name. */
export const PUBLIC_OPERATION_ROUTES = {
  AddActivity: 'PUT /api/AddActivity',
  health: 'GET /api/health',
  listings: 'GET /api/listings',
  NoaaMetar: 'GET /api/NoaaMetar/{station}',
  NoaaDecodedMetar: 'GET /api/NoaaDecodedMetar/{station}',
  NoaaTaf: 'GET /api/NoaaTaf/{station}',
  NoaaCrosswindMetar: 'GET /api/NoaaCrosswindMetar/{station}/{runway1}/{runway2}/{utcOffset}',
  NoaaCrosswindMetarDensityAltitude:
    'GET /api/NoaaCrosswindMetarDensityAltitude/{station}/{runway1}/{runway2}/{utcOffset}/{elevation}',
  forecast: 'GET /api/forecast/{latlon}',
  NoaaWindHistory: 'GET /api/NoaaWindHistory/{station}/{runway1}/{runway2}',
} as const;

export type PublicOperationName = keyof typeof PUBLIC_OPERATION_ROUTES;

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of the `{param}` parts of an OpenAPI path, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The request of operation `name` of `routes`: its method, the path with the path parameters filled in
 * (encoded) and the other parameters as its query string (empty, undefined and null ones left out).
 */
export function routeRequest(
  routes: Readonly<Record<string, string>>,
  name: string,
  params: object = {},
): { method: OperationMethod; path: string } {
  const route = routes[name];
  if (!route) throw new Error(`No operation named "${name}"`);
  const [method, template] = route.split(' ') as [OperationMethod, string];
  const values = params as Record<string, unknown>;
  const inPath = new Set(pathParamNames(template));
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`Operation ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (inPath.has(key) || value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return { method, path: search ? `${path}?${search}` : path };
}

/**
 * `operationRequest` for the airport face's operations only (see `PUBLIC_OPERATION_ROUTES`).
 *
 * @example
 * publicOperationRequest('listings') // { method: 'GET', path: '/api/listings' }
 */
export function publicOperationRequest(
  name: PublicOperationName,
  params: object = {},
): { method: OperationMethod; path: string } {
  return routeRequest(PUBLIC_OPERATION_ROUTES, name, params);
}
