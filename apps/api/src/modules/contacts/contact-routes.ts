// Contacts: the resource routes (`/api/Contact`, `/api/Individual`, `/api/Company`, `/api/ContactSearch`) and
// the product's named calls (FileAsExist, IndividualNewForMgmtCo, CompanyLast, IndividualLast, UpdateContactIndexes).
import {
  Access,
  contactCreateSchema,
  contactListItemSchema,
  contactResource,
  contactSchema,
  contactSearchSchema,
  contactUpdateSchema,
  fileAsExistParamsSchema,
  fileAsExistSchema,
  idParamsSchema,
  idParamSchema,
  individualDraftSchema,
  okSchema,
  type ContactWrite,
} from '@hangar/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { contacts, vendors } from '../../db/schema';
import { removeOwnerAttachments } from '../attachments/owner-files';
import { failures } from '../../http/failures';
import { registerResource } from '../../http/resource-routes';
import { ok } from '../../http/reply';
import { authorize } from '../../security/authorize';
import { requireAuth } from '../../security/guards';
import { forbidden, HttpError } from '../../http/http-error';
import {
  contactRepository,
  contactSearch,
  contactValues,
  searchTextOf,
  toContact,
  toContactListItem,
  type ContactRow,
} from './contact-repository';

const tags = ['Contacts'];
type Query = z.output<typeof contactSearchSchema>;

export async function contactRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerResource<ContactRow, ReturnType<typeof toContact>, Query, ContactWrite, ContactWrite>(root, ctx, {
    resource: contactResource,
    repository: contactRepository,
    schemas: {
      read: contactSchema,
      listItem: contactListItemSchema,
      query: contactSearchSchema as z.ZodType<Query>,
      create: contactCreateSchema,
      update: contactUpdateSchema as z.ZodType<ContactWrite & { version: number }>,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ companyId: row.managementCompanyId }),
    ownerOfCreate: (body) => ({ companyId: body.managementCompanyID }),
    ownerOfQuery: (query) => ({ companyId: query.managementCompanyID }),
    toRead: toContact,
    toListItem: toContactListItem,
    listWhere: (query) => [
      eq(contacts.managementCompanyId, query.managementCompanyID),
      query.kind ? eq(contacts.kind, query.kind) : undefined,
      query.tag ? sql`${contacts.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
      query.active === 'all' ? undefined : eq(contacts.isActive, query.active === 'true'),
    ],
    search: (query) => contactSearch(query.q),
    sorts: {
      fileAs: sql`lower(${contacts.fileAs})`,
      updated: contacts.updatedAt,
      kind: [contacts.kind, sql`lower(${contacts.fileAs})`],
      // Contacts without a city last (first when descending): the keys of the contacts_company_city index.
      city: [
        sql`((${contacts.addresses}->0->>'city') is null)`,
        sql`(coalesce(lower(${contacts.addresses}->0->>'city'), ''))`,
      ],
    },
    label: (row) => row.fileAs,
    createValues: (body) => contactValues(body, ctx.secrets),
    updateValues: (body, current) => {
      if (body.kind !== current.kind) {
        // One record stays one kind: an individual is not turned into a company by an edit.
        throw new HttpError(
          400,
          `This contact is ${current.kind === 'company' ? 'a company' : 'an individual'}`,
        );
      }
      return contactValues(body, ctx.secrets);
    },
    beforeDelete: async (row, w) => {
      // A vendor's contact takes its vendor with it (the database cascades the row): its files go too.
      const [vendor] = await w.db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.contactId, row.id));
      if (vendor) await removeOwnerAttachments(w.db, w.ctx.files, 'vendor', vendor.id, w.request.log);
    },
    conflicts: {
      inUse: 'This contact is on a lease or owns a property: take them off it before deleting them',
    },
    aliases: [
      { path: '/api/Individual', adjust: (b) => ({ ...b, kind: 'individual' }) },
      { path: '/api/Company', adjust: (b) => ({ ...b, kind: 'company' }) },
    ],
  });

  const app = root.withTypeProvider<ZodTypeProvider>();
  const companyQuery = z.strictObject({ managementCompanyID: idParamSchema });

  app.get(
    '/api/IndividualNewForMgmtCo/:id',
    {
      schema: {
        tags,
        summary: "A new individual's starting values for a company (nothing is stored)",
        params: idParamsSchema,
        response: { 200: okSchema(individualDraftSchema), ...failures },
      },
    },
    async (request) => {
      const managementCompanyID = request.params.id;
      await authorize(request, {
        feature: contactResource.feature,
        access: Access.Add,
        owner: { companyId: managementCompanyID },
      });
      return ok(individualDraftSchema.parse({ kind: 'individual', managementCompanyID }));
    },
  );

  app.get(
    '/api/FileAsExist/:managementCompanyID/:contactID/:fileAs',
    {
      schema: {
        tags,
        summary: 'Whether another contact of the company files under the same name (a warning, not a block)',
        params: fileAsExistParamsSchema,
        response: { 200: okSchema(fileAsExistSchema), ...failures },
      },
    },
    async (request) => {
      const { managementCompanyID, contactID, fileAs } = request.params;
      await authorize(request, {
        feature: contactResource.feature,
        access: Access.View,
        owner: { companyId: managementCompanyID },
      });
      const matches = await request.db
        .select({ id: contacts.id, fileAs: contacts.fileAs, kind: contacts.kind })
        .from(contacts)
        .where(
          and(
            eq(contacts.managementCompanyId, managementCompanyID),
            sql`lower(${contacts.fileAs}) = ${fileAs.toLowerCase()}`,
            ne(contacts.id, contactID),
          ),
        )
        .limit(5);
      return ok({ exists: matches.length > 0, matches });
    },
  );

  for (const [path, kind] of [
    ['/api/IndividualLast', 'individual'],
    ['/api/CompanyLast', 'company'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The company's most recently edited ${kind} contact, or null`,
          querystring: companyQuery,
          response: { 200: okSchema(contactSchema.nullable()), ...failures },
        },
      },
      async (request) => {
        const { managementCompanyID } = request.query;
        await authorize(request, {
          feature: contactResource.feature,
          access: Access.View,
          owner: { companyId: managementCompanyID },
        });
        const [row] = await request.db
          .select()
          .from(contacts)
          .where(and(eq(contacts.managementCompanyId, managementCompanyID), eq(contacts.kind, kind)))
          .orderBy(desc(contacts.updatedAt), desc(contacts.id))
          .limit(1);
        return ok(row ? toContact(row) : null);
      },
    );
  }

  app.post(
    '/api/UpdateContactIndexes',
    {
      schema: {
        tags,
        summary: "Rewrites every contact's search text (system administrators)",
        response: { 200: okSchema(z.object({ updated: z.number().int() })), ...failures },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.user.isSystemAdmin) throw forbidden();
      const updated = await rebuildContactSearch(request.db);
      return ok({ updated });
    },
  );
}

/** Rewrites the search text of every contact, a thousand at a time; answers how many. */
export async function rebuildContactSearch(db: Db): Promise<number> {
  let done = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(contacts)
      .where(sql`${contacts.id} > ${after}`)
      .orderBy(contacts.id)
      .limit(1000);
    if (!rows.length) return done;
    // One statement a batch: [id, text] pairs as one JSON parameter (an array parameter would be spread).
    const pairs = JSON.stringify(rows.map((r) => [r.id, searchTextOf(r as never)]));
    await db.execute(
      sql`update contacts set search_text = v.t from (select (e->>0)::int as id, e->>1 as t from jsonb_array_elements(${pairs}::jsonb) as e) v where contacts.id = v.id`,
    );
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}
