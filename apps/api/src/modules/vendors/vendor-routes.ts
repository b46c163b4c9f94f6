// Vendors: the resource routes (`/api/MgmtCoVendor`, `/api/MgmtCoVendorIndividual`, `/api/MgmtCoVendorCompany`,
// `/api/VendorSearch`) and the reads of one vendor of a fixed kind.
import {
  Access,
  idParamsSchema,
  okSchema,
  vendorCreateSchema,
  vendorListItemSchema,
  vendorResource,
  vendorSchema,
  vendorSearchSchema,
  vendorUpdateSchema,
  type ContactKind,
  type Vendor,
  type VendorWrite,
} from '@hangar/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { contacts, vendors } from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { registerResource } from '../../http/resource-routes';
import { authorize, registerOwnerResolver } from '../../security/authorize';
import { HttpError, notFound } from '../../http/http-error';
import { removeOwnerAttachments } from '../attachments/owner-files';
import { contactSearch } from '../contacts/contact-repository';
import { escapeLike } from '../../db/repository';
import {
  checkDocuments,
  companyTodaySql,
  insuranceWhere,
  todayIn,
  toVendor,
  toVendorListItem,
  vendorChain,
  vendorRepository,
  vendorValues,
  type VendorRow,
} from './vendor-repository';

const tags = ['Vendors'];
type Query = z.output<typeof vendorSearchSchema>;

const KIND_PATHS: readonly [string, ContactKind][] = [
  ['/api/MgmtCoVendorIndividual', 'individual'],
  ['/api/MgmtCoVendorCompany', 'company'],
];

/** The search text: every word in the contact's search text, or the whole text in the account number. */
function vendorText(q: string | undefined) {
  const text = q?.trim().toLowerCase() ?? '';
  if (!text) return undefined;
  const words = contactSearch(text);
  const account = sql`lower(${vendors.accountNumber}) like ${`%${escapeLike(text)}%`}`;
  return words ? sql`((${words}) or ${account})` : account;
}

export async function vendorRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerOwnerResolver('vendor', (request, id) => vendorChain(request.db, id));
  const today = (row: VendorRow) => todayIn(row.timeZone, ctx.now());
  const read = (row: VendorRow) => toVendor(row, today(row));

  registerResource<VendorRow, Vendor, Query, VendorWrite, VendorWrite>(root, ctx, {
    resource: vendorResource,
    repository: vendorRepository as never,
    schemas: {
      read: vendorSchema,
      listItem: vendorListItemSchema,
      query: vendorSearchSchema as z.ZodType<Query>,
      create: vendorCreateSchema,
      update: vendorUpdateSchema as z.ZodType<VendorWrite & { version: number }>,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ companyId: row.managementCompanyId }),
    ownerOfCreate: (body) => ({ companyId: body.managementCompanyID }),
    ownerOfQuery: (query) => ({ companyId: query.managementCompanyID }),
    toRead: read,
    toListItem: (row) => toVendorListItem(row, today(row)),
    listWhere: (query) => [
      eq(vendors.managementCompanyId, query.managementCompanyID),
      query.kind ? eq(contacts.kind, query.kind) : undefined,
      query.category ? sql`${vendors.categories} @> ${JSON.stringify([query.category])}::jsonb` : undefined,
      query.status ? eq(vendors.status, query.status) : undefined,
      query.preferred === undefined ? undefined : eq(vendors.isPreferred, query.preferred),
      insuranceWhere(query.insurance, companyTodaySql(query.managementCompanyID, ctx.now())),
      vendorText(query.q),
    ],
    sorts: {
      name: sql`lower(${contacts.fileAs})`,
      // No certificate first (the most to do), then by the expiry that decides the state.
      insurance: sql`coalesce(${vendors.insuranceExpires}, '0001-01-01'::date)`,
      updated: sql`greatest(${vendors.updatedAt}, ${contacts.updatedAt})`,
      status: sql`case ${vendors.status} when 'active' then 0 when 'inactive' then 1 else 2 end`,
    },
    label: (row) => row.contact.fileAs,
    createValues: async (body, w) => {
      await checkDocuments(w.db, null, body);
      return vendorValues(body, ctx.secrets);
    },
    updateValues: async (body, current, w) => {
      if (body.kind !== current.contact.kind) {
        // One record stays one kind: an individual is not turned into a company by an edit.
        throw new HttpError(
          400,
          `This vendor is ${current.contact.kind === 'company' ? 'a company' : 'an individual'}`,
        );
      }
      if (body.managementCompanyID !== current.managementCompanyId) {
        throw new HttpError(400, 'A vendor stays with its company', {
          managementCompanyID: 'A vendor stays with its company',
        });
      }
      await checkDocuments(w.db, current.id, body);
      return vendorValues(body, ctx.secrets);
    },
    beforeDelete: async (row, w) => {
      await removeOwnerAttachments(w.db, w.ctx.files, 'vendor', row.id, w.request.log);
    },
    conflicts: { inUse: 'This vendor is in use and cannot be deleted' },
    aliases: KIND_PATHS.map(([path, kind]) => ({ path, adjust: (b) => ({ ...b, kind }) })),
  });

  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const [path, kind] of KIND_PATHS) {
    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `One vendor that is ${kind === 'company' ? 'a company' : 'an individual'} (404 for the other kind)`,
          params: idParamsSchema,
          response: { 200: okSchema(vendorSchema), ...failures },
        },
      },
      async (request) => {
        const row = await vendorRepository.get(request.db, request.params.id);
        if (!row) throw notFound();
        await authorize(request, {
          feature: vendorResource.feature,
          access: Access.View,
          owner: { companyId: row.managementCompanyId },
        });
        if (row.contact.kind !== kind) throw notFound();
        return ok(read(row));
      },
    );
  }
}
