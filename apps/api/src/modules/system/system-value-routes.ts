// System values: the settings an administrator keeps, each write audited with a field diff (secrets masked).
import {
  Access,
  idParamsSchema,
  okSchema,
  SystemFeature,
  systemValueCreateSchema,
  systemValueDefinition,
  systemValueProblem,
  systemValueSchema,
  systemValueUpdateSchema,
} from '@hangar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { systemValues } from '../../db/schema';
import { ok } from '../../http/reply';
import { requireSystem } from '../../security/guards';
import { auditBy, fieldDiff } from '../../security/audit';
import { HttpError, notFound } from '../../http/http-error';
import { updateVersioned, writeOrConflict } from '../../db/repository';
import { failures } from '../../http/failures';

function checkValue(key: string, value: string): void {
  const problem = systemValueProblem(systemValueDefinition(key), value);
  if (problem) throw new HttpError(400, `${key}: ${problem}`, { value: problem });
}

/** A system value whose key names a secret is audited as changed, never with its value. */
const secretValue = (key: string) => ({
  secret: /pass|secret|token|key$|credential/i.test(key) ? ['value'] : [],
});

export async function systemValueRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['System values'];
  app.get(
    '/api/systemvalues',
    {
      schema: {
        tags,
        summary: 'Every system value',
        response: { 200: okSchema(z.array(systemValueSchema)), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.SystemValues, Access.View);
      return ok(await request.db.select().from(systemValues).orderBy(asc(systemValues.key)));
    },
  );
  app.get(
    '/api/systemvalues/:id',
    {
      schema: {
        tags,
        summary: 'One system value',
        params: idParamsSchema,
        response: { 200: okSchema(systemValueSchema), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.SystemValues, Access.View);
      const [row] = await request.db
        .select()
        .from(systemValues)
        .where(eq(systemValues.id, request.params.id));
      if (!row) throw notFound();
      return ok(row);
    },
  );
  app.post(
    '/api/systemvalues',
    {
      schema: {
        tags,
        summary: 'Creates a system value',
        body: systemValueCreateSchema,
        response: { 200: okSchema(systemValueSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireSystem(request, SystemFeature.SystemValues, Access.Add);
      checkValue(request.body.key, request.body.value);
      const [row] = await writeOrConflict(
        () => request.db.insert(systemValues).values(request.body).returning(),
        { unique: 'A system value with this key exists' },
      );
      ctx.settings.drop();
      await auditBy(request.db, auth, 'systemvalue.created', {
        detail: { key: row!.key, changes: fieldDiff(null, row!, secretValue(row!.key)) },
      });
      return ok(row!);
    },
  );
  app.put(
    '/api/systemvalues/:id',
    {
      schema: {
        tags,
        summary: 'Updates a system value (version must match)',
        params: idParamsSchema,
        body: systemValueUpdateSchema,
        response: { 200: okSchema(systemValueSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireSystem(request, SystemFeature.SystemValues, Access.Edit);
      const { version, ...values } = request.body;
      checkValue(values.key, values.value);
      const [before] = await request.db
        .select()
        .from(systemValues)
        .where(eq(systemValues.id, request.params.id));
      await writeOrConflict(
        () => updateVersioned(request.db, systemValues, request.params.id, version, values),
        { unique: 'A system value with this key exists' },
      );
      const [row] = await request.db
        .select()
        .from(systemValues)
        .where(eq(systemValues.id, request.params.id));
      ctx.settings.drop();
      await auditBy(request.db, auth, 'systemvalue.updated', {
        detail: { key: row!.key, changes: fieldDiff(before ?? null, row!, secretValue(row!.key)) },
      });
      return ok(row!);
    },
  );
  app.delete(
    '/api/systemvalues/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a system value',
        params: idParamsSchema,
        response: { 200: okSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      const auth = await requireSystem(request, SystemFeature.SystemValues, Access.Delete);
      const [deleted] = await request.db
        .delete(systemValues)
        .where(eq(systemValues.id, request.params.id))
        .returning();
      if (!deleted) throw notFound();
      ctx.settings.drop();
      await auditBy(request.db, auth, 'systemvalue.deleted', {
        detail: { key: deleted.key, changes: fieldDiff(deleted, null, secretValue(deleted.key)) },
      });
      return ok(null);
    },
  );
}
