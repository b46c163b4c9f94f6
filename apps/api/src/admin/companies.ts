// Management companies: `/api/MgmtCo` (GET list, GET one, POST, PUT, DELETE).
import {
  Access,
  idParamsSchema,
  MgmtCoFeature,
  mgmtCoCreateSchema,
  mgmtCoSchema,
  mgmtCoUpdateSchema,
  okSchema,
  SystemFeature,
  type MgmtCo,
} from '@hangar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managementCompanies } from '../db/schema';
import { ok } from '../http/reply';
import { hasSystemAccess, requireAuth, requireCompany, requireSystem } from '../security/guards';
import { forbidden, notFound } from '../security/http-error';
import type { ServerContext } from '../auth/context';
import { revokeCompanySessions } from '../auth/session-store';
import { auditBy, fieldDiff } from '../security/audit';
import { updateVersioned, writeOrConflict } from './versioned';
import { errors } from './errors';

const tags = ['Management companies'];

export const toMgmtCo = (row: typeof managementCompanies.$inferSelect): MgmtCo => ({
  id: row.id,
  name: row.name,
  fileAs: row.fileAs,
  email: row.email,
  phone: row.phone,
  address1: row.address1,
  city: row.city,
  stateID: row.stateId,
  postalCode: row.postalCode,
  countryID: row.countryId,
  isActive: row.isActive,
  version: row.version,
});

const fromBody = (b: z.output<typeof mgmtCoCreateSchema>) => ({
  name: b.name,
  fileAs: b.fileAs || b.name,
  email: b.email,
  phone: b.phone,
  address1: b.address1,
  city: b.city,
  stateId: b.stateID,
  postalCode: b.postalCode,
  countryId: b.countryID,
  isActive: b.isActive,
});

export async function companyRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/MgmtCo',
    {
      schema: {
        tags,
        summary: 'Management companies the user may see',
        response: { 200: okSchema(z.array(mgmtCoSchema)), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (await hasSystemAccess(request, SystemFeature.ManagementCompanies, Access.View)) {
        const rows = await request.db
          .select()
          .from(managementCompanies)
          .orderBy(asc(managementCompanies.fileAs));
        return ok(rows.map(toMgmtCo));
      }
      await requireCompany(
        request,
        auth.user.managementCompanyId,
        MgmtCoFeature.Company,
        Access.View,
        SystemFeature.ManagementCompanies,
      );
      const rows = await request.db
        .select()
        .from(managementCompanies)
        .where(eq(managementCompanies.id, auth.user.managementCompanyId));
      return ok(rows.map(toMgmtCo));
    },
  );

  app.get(
    '/api/MgmtCo/:id',
    {
      schema: {
        tags,
        summary: 'One management company',
        params: idParamsSchema,
        response: { 200: okSchema(mgmtCoSchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireCompany(
        request,
        id,
        MgmtCoFeature.Company,
        Access.View,
        SystemFeature.ManagementCompanies,
      );
      const [row] = await request.db.select().from(managementCompanies).where(eq(managementCompanies.id, id));
      if (!row) throw notFound();
      return ok(toMgmtCo(row));
    },
  );

  app.post(
    '/api/MgmtCo',
    {
      schema: {
        tags,
        summary: 'Creates a management company (system)',
        body: mgmtCoCreateSchema,
        response: { 200: okSchema(mgmtCoSchema), ...errors },
      },
    },
    async (request) => {
      const auth = await requireSystem(request, SystemFeature.ManagementCompanies, Access.Add);
      const [row] = await request.db.insert(managementCompanies).values(fromBody(request.body)).returning();
      await auditBy(request.db, auth, 'company.created', {
        detail: { company: row!.id, changes: fieldDiff(null, toMgmtCo(row!)) },
      });
      return ok(toMgmtCo(row!));
    },
  );

  app.put(
    '/api/MgmtCo/:id',
    {
      schema: {
        tags,
        summary: 'Updates a management company (version must match)',
        params: idParamsSchema,
        body: mgmtCoUpdateSchema,
        response: { 200: okSchema(mgmtCoSchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const auth = await requireCompany(
        request,
        id,
        MgmtCoFeature.Company,
        Access.Edit,
        SystemFeature.ManagementCompanies,
      );
      const { version, ...body } = request.body;
      const [before] = await request.db
        .select()
        .from(managementCompanies)
        .where(eq(managementCompanies.id, id));
      if (!before) throw notFound();
      // Only a system user may switch a company off.
      const canDeactivate = await hasSystemAccess(request, SystemFeature.ManagementCompanies, Access.Edit);
      const values = fromBody(body);
      if (!canDeactivate) delete (values as Partial<typeof values>).isActive;
      await updateVersioned(request.db, managementCompanies, id, version, values);
      const [row] = await request.db.select().from(managementCompanies).where(eq(managementCompanies.id, id));
      await auditBy(request.db, auth, 'company.updated', {
        detail: { company: id, changes: fieldDiff(toMgmtCo(before), toMgmtCo(row!)) },
      });
      // An inactive company's users cannot sign in, and those signed in are signed out now.
      if (before.isActive && !row!.isActive) {
        await revokeCompanySessions(request.db, id, ctx.now());
        await auditBy(request.db, auth, 'company.deactivated', { detail: { company: id } });
      }
      return ok(toMgmtCo(row!));
    },
  );

  app.delete(
    '/api/MgmtCo/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a management company without users (system)',
        params: idParamsSchema,
        response: { 200: okSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!(await hasSystemAccess(request, SystemFeature.ManagementCompanies, Access.Delete))) {
        // Another company's existence is not confirmed; a company cannot delete itself.
        throw auth.user.managementCompanyId === request.params.id ? forbidden() : notFound();
      }
      const [before] = await request.db
        .select()
        .from(managementCompanies)
        .where(eq(managementCompanies.id, request.params.id));
      const deleted = await writeOrConflict(
        () =>
          request.db
            .delete(managementCompanies)
            .where(eq(managementCompanies.id, request.params.id))
            .returning({ id: managementCompanies.id }),
        { inUse: 'This company still has users or groups; remove them first' },
      );
      if (!deleted.length || !before) throw notFound();
      await auditBy(request.db, auth, 'company.deleted', {
        detail: { company: before.id, changes: fieldDiff(toMgmtCo(before), null) },
      });
      return ok(null);
    },
  );
}
