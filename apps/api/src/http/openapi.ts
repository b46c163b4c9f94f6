// OpenAPI document generated from the operation table (each route's schemas are the table's: see operations.ts),
// served with Swagger UI at /api/docs: names, access and the failure answers are added here once.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { failureSchema } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import type { Operation } from './operations';

type Transform = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

const isZod = (value: unknown) => value instanceof $ZodType;

/** The failure answers, each a shared response of the document (`#/components/responses/…`). */
export const FAILURES = {
  400: [
    'BadRequest',
    'The request is not valid: `error` says why; `fieldErrors` names the fields of a body.',
  ],
  401: ['Unauthorized', 'No session, or it expired or was revoked: `tokenError` says which.'],
  403: ['Forbidden', 'The user lacks the right, or a write came without its X-XSRF-TOKEN header.'],
  404: ['NotFound', 'No such record, or one the user may not see.'],
  409: ['Conflict', 'The record changed since it was read (stale `version`), or a value must be unique.'],
  413: ['ContentTooLarge', 'The body is larger than the operation takes.'],
  415: ['UnsupportedMediaType', 'The body is not of a type the operation takes.'],
  429: ['TooManyRequests', 'Too many requests from this address: try again later.'],
  503: ['ServiceUnavailable', 'A service the answer needs is down (the database, or upstream weather).'],
} as const satisfies Record<number, readonly [string, string]>;
type FailureStatus = keyof typeof FAILURES;

const described = Object.fromEntries(
  Object.entries(FAILURES).map(([status, [, description]]) => [status, failureSchema.meta({ description })]),
) as unknown as Record<FailureStatus, z.ZodType>;

/** The one file of an upload (`multipart/form-data`, field `file`). */
const uploadBody = z.object({
  file: z.file().meta({ description: 'The file: one per request, in the field `file`' }),
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures an operation can answer besides those its route declares: 400 for any input (every query is
 * checked for NUL); 401 without a session where one is needed; 403 for a missing right or a write without
 * its XSRF token; 404 for a record not found or not the caller's; 413 and 415 for a body; 429 when rate
 * limited.
 */
function failureStatuses(op: Operation, schema: RouteSchema, rateLimited: boolean): FailureStatus[] {
  const statuses = new Set<FailureStatus>([400]);
  if (op.access === 'session') statuses.add(401);
  if (op.access === 'session' || WRITES.has(op.method)) statuses.add(403);
  if (op.access === 'session' || op.path.includes('{')) statuses.add(404);
  if (schema.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (rateLimited) statuses.add(429);
  return [...statuses];
}

const isMultipart = (schema: RouteSchema) =>
  Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');

/** The route's schema as documented: its operationId, access, upload body and failure answers added. */
function documented(op: Operation, schema: RouteSchema, rateLimited: boolean): RouteSchema {
  const out: RouteSchema = { ...schema, operationId: op.operationId };
  if (op.access === 'public') out.security = [];
  // Works without a session, and uses one when sent.
  else if (op.access === 'optional') out.security = [{}, { bearer: [] }];
  if (isMultipart(schema) && !schema.body) out.body = uploadBody;
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of failureStatuses(op, out, rateLimited)) response[status] ??= failureSchema;
  // A read never conflicts (routes share one failure list with their writes).
  if (op.method === 'GET') delete response[409];
  for (const [status, answer] of Object.entries(response)) {
    // The plain failure answer gets its status's description (and becomes the shared response below).
    if (answer === failureSchema && status in described) response[status] = described[status as never];
    else if (isZod(answer) && !(answer as z.ZodType).description) {
      const description = status.startsWith('2')
        ? 'Done: `data` holds the answer'
        : FAILURES[Number(status) as FailureStatus]?.[1];
      if (description) response[status] = (answer as z.ZodType).meta({ description });
    }
  }
  out.response = response;
  return out;
}

/** Plain JSON Schema routes (or none) pass through; zod ones are converted. */
function convert(document: Transform) {
  const schema = document.schema as RouteSchema | undefined;
  if (!schema) return { schema: {}, url: document.url };
  const parts = [
    schema.body,
    schema.params,
    schema.querystring,
    schema.headers,
    ...Object.values(schema.response ?? {}),
  ];
  if (parts.some(isZod)) return jsonSchemaTransform(document);
  return { schema, url: document.url };
}

type Doc = OpenAPIV3_1.Document;

/** A schema's JSON without its annotations, to tell the plain failure schema wherever it was written out. */
const shape = (schema: unknown) =>
  JSON.stringify(schema, (key, value: unknown) => {
    if (key === 'description' || key === '$schema') return undefined;
    // @fastify/swagger writes zod's `const` as a one-value `enum`.
    if (value && typeof value === 'object' && 'const' in value) {
      const { const: only, ...rest } = value as { const: unknown };
      return { ...rest, enum: [only] };
    }
    return value;
  });

/**
 * Each answer of the plain failure schema becomes a reference to one shared response per status, and the
 * schema one component (`Failure`): a much smaller document, and one place a client reads the shape.
 */
function shareFailures(doc: Doc): Doc {
  const failure = shape(z.toJSONSchema(failureSchema, { target: 'draft-2020-12', io: 'output' }));
  const responses: Record<string, OpenAPIV3_1.ResponseObject> = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const entry = FAILURES[Number(status) as FailureStatus];
        const schema = (answer as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema;
        if (!entry || shape(schema) !== failure) continue;
        responses[entry[0]] = {
          description: entry[1],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        };
        operation.responses![status] = { $ref: `#/components/responses/${entry[0]}` };
      }
    }
  }
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Failure: JSON.parse(failure) as OpenAPIV3_1.SchemaObject };
  components.responses = { ...components.responses, ...responses };
  return doc;
}

/** Must be registered before the routes, which it collects as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hangar API',
        version: '0.1.0',
        description:
          'Accounts, management, system administration, public listings and weather of Hangar. Every answer is `{ success: true, data }` or `{ success: false, error }` with its HTTP status. Writes (POST, PUT, DELETE) carry the `XSRF-TOKEN` cookie’s value in an `X-XSRF-TOKEN` header (any GET sets the cookie).',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ((document: Transform) => {
      const route = (document as { route?: { method: string | string[]; url: string; config?: object } })
        .route;
      const method = [route?.method ?? ''].flat()[0]!;
      const op = app.operationOf(method, route?.url);
      if (!op) return convert(document);
      const rateLimited = Boolean((route?.config as { rateLimit?: unknown } | undefined)?.rateLimit);
      const schema = documented(op, (document.schema ?? {}) as RouteSchema, rateLimited);
      return convert({ ...document, schema } as Transform);
    }) as never,
    transformObject: ((document: { openapiObject: Doc }) => shareFailures(document.openapiObject)) as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
