// Lookups (countries, states, titles, kinds of address, phone and e-mail): public, nobody's company data.
import { countrySchema, lookupSchema, okSchema, stateSchema, statesQuerySchema } from '@hangar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressTypes, countries, emailTypes, phoneTypes, states, titles } from '../../db/schema';
import { ok } from '../../http/reply';

export const lookupTags = ['Lookups'];

export async function lookupRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = lookupTags;
  app.get(
    '/api/countries',
    { schema: { tags, summary: 'Countries', response: { 200: okSchema(z.array(countrySchema)) } } },
    async (request) => ok(await request.db.select().from(countries).orderBy(asc(countries.name))),
  );
  app.get(
    '/api/states',
    {
      schema: {
        tags,
        summary: 'States and provinces, of one country when countryID is given',
        querystring: statesQuerySchema,
        response: { 200: okSchema(z.array(stateSchema)) },
      },
    },
    async (request) => {
      const rows = await request.db
        .select({ id: states.id, countryID: states.countryId, code: states.code, name: states.name })
        .from(states)
        .where(request.query.countryID ? eq(states.countryId, request.query.countryID) : undefined)
        .orderBy(asc(states.name));
      return ok(rows);
    },
  );
  for (const [path, table, summary] of [
    ['/api/titles', titles, 'Titles of a person (Mr., Dr., …)'],
    ['/api/addresstypes', addressTypes, 'Kinds of address (home, work, …)'],
    ['/api/phonetypes', phoneTypes, 'Kinds of phone number (mobile, work, …)'],
    ['/api/emailtypes', emailTypes, 'Kinds of e-mail address (home, work, …)'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary, response: { 200: okSchema(z.array(lookupSchema)) } } },
      async (request) => ok(await request.db.select().from(table).orderBy(asc(table.id))),
    );
  }
}
