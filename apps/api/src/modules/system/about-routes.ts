// `about`: the API's name, version, database kind, build and start times (public).
import { aboutSchema, okSchema } from '@hangar/contracts';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { ok } from '../../http/reply';
import { lookupTags as tags } from './lookup-routes';

const API_VERSION = '0.1.0';
const STARTED = new Date();

/** When the running code was built: BUILD_TIME when set, else the time of the bundle (or source) file. */
function buildTime(): string | null {
  const set = process.env.BUILD_TIME;
  if (set && !Number.isNaN(Date.parse(set))) return new Date(set).toISOString();
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString();
  } catch {
    return null;
  }
}

export async function aboutRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/about',
    {
      schema: {
        tags,
        summary: 'Name, version and database kind of the API',
        response: { 200: okSchema(aboutSchema) },
      },
    },
    async () =>
      ok({
        name: 'Hangar',
        version: API_VERSION,
        database: (await ctx.database.get()).kind,
        buildTime: buildTime(),
        startedUtc: STARTED.toISOString(),
      }),
  );
}
