// OpenAPI document generated from the routes' zod schemas, served with Swagger UI at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

type Transform = Parameters<typeof jsonSchemaTransform>[0];

const isZod = (value: unknown) => value instanceof $ZodType;

/** Routes written with plain JSON Schema (or none) are passed through; zod ones are converted. */
function transform(document: Transform) {
  const schema = document.schema as Record<string, unknown> | undefined;
  if (!schema) return { schema: {}, url: document.url };
  const parts = [
    schema.body,
    schema.params,
    schema.querystring,
    schema.headers,
    ...Object.values((schema.response as object) ?? {}),
  ];
  if (parts.some(isZod)) return jsonSchemaTransform(document);
  return { schema, url: document.url };
}

/** Must be registered before the routes, which it collects as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hangar API',
        version: '0.1.0',
        description: 'Accounts, security, system administration and weather of Hangar.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: transform as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
