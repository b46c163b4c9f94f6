// The waiting list's routes: the applicant's (anonymous, rate limited, by the key of their e-mailed link), the
// office's (the lists, moves with a reason, offers, history and settings, under the "Waiting list" feature)
// and the hangar-use record of a property.
import {
  Access,
  HANGAR_TYPES,
  HANGAR_USE_CSV_HEADER,
  MgmtCoFeature,
  okSchema,
  PropertyFeature,
  toCsv,
  unitTypeLabel,
  waitlistApplicationCreateSchema,
  waitlistApplicationStatusSchema,
  waitlistCandidatesSchema,
  waitlistCompanyParamsSchema,
  waitlistHistorySchema,
  waitlistKeyParamsSchema,
  waitlistMoveSchema,
  waitlistOfferAnswerSchema,
  waitlistOfferCreateSchema,
  waitlistOfferSchema,
  waitlistQuerySchema,
  waitlistReceivedSchema,
  waitlistSchema,
  waitlistSettingsSchema,
  waitlistUnitParamsSchema,
  WAITLIST_TYPES,
  hangarUseParamsSchema,
  hangarUseQuerySchema,
  hangarUseSchema,
  doorFit,
  type HangarUse,
  type UnitType,
  type Waitlist,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { todayIn } from '../../db/today';
import {
  managementCompanies,
  properties,
  waitlistApplications,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema';
import { failures } from '../../http/failures';
import { HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { actorOf, audit } from '../../security/audit';
import { authorize } from '../../security/authorize';
import { rateLimit } from '../../security/rate-limits';
import { hashSecret, newSecret } from '../../security/tokens';
import { companyClearance } from '../aircraft/aircraft-routes';
import {
  applicationByKey,
  candidatesFor,
  closeOffer,
  countsOf,
  draftLeaseFor,
  listOf,
  offersWhere,
  statusOf,
  placesForMove,
} from './waitlist-data';
import { isListedUnit } from '../listings/listed-units';
import { makeOffer, offerNext, unitForOffer } from './waitlist-offers';

const tags = ['Waiting list'];
const site = (ctx: ServerContext) => ctx.config.PUBLIC_URL.replace(/\/$/, '');
/** The answer to a key that opens nothing: the same whether it never existed or was mistyped. */
const unknownKey = () =>
  new HttpError(404, 'This link does not open an application. Check it, or apply again.');

/** The office's view of one list. */
async function waitlistOf(db: Db, companyId: number, asked: UnitType | undefined): Promise<Waitlist> {
  const counts = await countsOf(db, companyId);
  const unitType =
    asked ?? (WAITLIST_TYPES.find((t) => (counts.get(t) ?? 0) > 0) as UnitType | undefined) ?? 't-hangar';
  const entries = await listOf(db, companyId, unitType);
  const open = await offersWhere(db, sql`o.management_company_id = ${companyId} and o.status = 'open'`, 1000);
  const [unconfirmed] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from waitlist_applications where management_company_id = ${companyId} and status = 'unconfirmed'`,
    ),
  );
  return {
    managementCompanyID: companyId,
    unitType,
    counts: WAITLIST_TYPES.map((t) => ({ unitType: t, waiting: counts.get(t) ?? 0 })),
    entries: entries.map((e) => ({
      applicationID: e.applicationId,
      unitType: e.unitType as UnitType,
      position: e.position,
      name: e.name,
      email: e.email,
      phone: e.phone,
      unitTypes: e.unitTypes as UnitType[],
      aircraft: e.aircraft,
      notes: e.notes,
      confirmedUtc: e.confirmedAt,
      movedReason: e.movedReason,
      movedUtc: e.movedAt,
      movedBy: e.movedBy,
      offer: open.find((o) => o.applicationID === e.applicationId) ?? null,
    })),
    unconfirmed: Number(unconfirmed?.n ?? 0),
  };
}

export async function waitlistRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  await applicationRoutes(root, ctx);
  await applicantAnswerRoutes(root, ctx);
  await officeListRoutes(root, ctx);
  await officeSettingsRoutes(root, ctx);
}

const appOf = (root: FastifyInstance) => root.withTypeProvider<ZodTypeProvider>();
const limitOf = (ctx: ServerContext) => (name: Parameters<typeof rateLimit>[0]) =>
  rateLimit(name, ctx.config.RATE_LIMIT_SCALE);
const company = (request: FastifyRequest, companyId: number, access: number) =>
  authorize(request, { feature: MgmtCoFeature.Waitlist, access, owner: { companyId } });

/** The applicant: apply (anonymous) and confirm by the e-mailed key. */
async function applicationRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = appOf(root);
  const limit = limitOf(ctx);

  // ---- The applicant ---------------------------------------------------------------------------------------

  app.post(
    '/api/WaitlistApplication',
    {
      config: limit('waitlistApply'),
      schema: {
        tags,
        summary:
          "Applies to a company's waiting list (anonymous); an e-mail asks to confirm. Answers the same whatever happens",
        body: waitlistApplicationCreateSchema,
        response: { 200: okSchema(waitlistReceivedSchema), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      // The honeypot: a person never fills it in; a bot that did hears the usual answer and nothing is kept.
      if (body.homepage) return ok({ received: true as const });
      // A unit of the public listings names its company (the listings carry no company ids).
      const unitCompany =
        body.unitID !== undefined && (await isListedUnit(request.db, body.unitID))
          ? (await unitForOffer(request.db, body.unitID))?.managementCompanyId
          : undefined;
      const companyId = body.managementCompanyID ?? unitCompany ?? 0;
      const [company] = await request.db
        .select({ id: managementCompanies.id, name: managementCompanies.name })
        .from(managementCompanies)
        .where(
          and(
            eq(managementCompanies.id, companyId),
            eq(managementCompanies.isActive, true),
            eq(managementCompanies.publishesListings, true),
            sql`${managementCompanies.publishingApprovedAt} is not null`,
          ),
        );
      if (!company)
        throw new HttpError(404, 'This company takes no applications', {
          managementCompanyID: 'This company takes no applications',
        });
      const key = newSecret();
      await request.db.insert(waitlistApplications).values({
        managementCompanyId: company.id,
        keyHash: hashSecret(key),
        keyEnc: ctx.secrets.seal(key),
        name: body.name,
        email: body.email,
        phone: body.phone,
        unitTypes: body.unitTypes,
        aircraft: body.aircraft,
        notes: body.notes,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
      await ctx.mailer.send(request.db, {
        to: body.email,
        subject: `Confirm your place on ${company.name}'s waiting list`,
        text: `Hello ${body.name},\n\nYou asked to join ${company.name}'s waiting list for: ${body.unitTypes.map(unitTypeLabel).join(', ')}, with ${body.aircraft.registration} (${body.aircraft.make} ${body.aircraft.model}).\n\nConfirm here; your place counts from the moment you confirm:\n${site(ctx)}/waitlist/confirm/${key}\n\nYour application, your position, and where to withdraw it:\n${site(ctx)}/waitlist/application/${key}\n\nIf you did not ask for this, ignore this message: nothing counts without the confirmation.\n`,
        secrets: [key],
      });
      return ok({ received: true as const });
    },
  );

  app.post(
    '/api/WaitlistApplicationConfirm/:key',
    {
      config: limit('waitlistKey'),
      schema: {
        tags,
        summary: 'Confirms an application by its e-mailed key: from now it is on its lists',
        params: waitlistKeyParamsSchema,
        response: { 200: okSchema(waitlistApplicationStatusSchema), ...failures },
      },
    },
    async (request) => {
      const found = await applicationByKey(request.db, request.params.key);
      if (!found) throw unknownKey();
      const now = ctx.now();
      await request.db.transaction(async (tx) => {
        // Only the first confirmation counts: the update takes the row from unconfirmed once.
        const [confirmed] = await tx
          .update(waitlistApplications)
          .set({ status: 'waiting', confirmedAt: now, updatedAt: now })
          .where(and(eq(waitlistApplications.id, found.id), eq(waitlistApplications.status, 'unconfirmed')))
          .returning({ id: waitlistApplications.id });
        if (!confirmed) return;
        await tx.insert(waitlistEntries).values(
          found.unitTypes.map((unitType) => ({
            applicationId: found.id,
            managementCompanyId: found.managementCompanyId,
            unitType,
            queueAt: now,
          })),
        );
      });
      return ok(await statusOf(request.db, (await applicationByKey(request.db, request.params.key))!));
    },
  );

  app.get(
    '/api/WaitlistApplicationStatus/:key',
    {
      config: limit('waitlistKey'),
      schema: {
        tags,
        summary: "The applicant's own application: their position on each list, and their offer",
        params: waitlistKeyParamsSchema,
        response: { 200: okSchema(waitlistApplicationStatusSchema), ...failures },
      },
    },
    async (request) => {
      const found = await applicationByKey(request.db, request.params.key);
      if (!found) throw unknownKey();
      return ok(await statusOf(request.db, found));
    },
  );
}

/** The applicant's page: their status, withdrawing, and answering an offer. */
async function applicantAnswerRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = appOf(root);
  const limit = limitOf(ctx);

  app.post(
    '/api/WaitlistApplicationWithdraw/:key',
    {
      config: limit('waitlistKey'),
      schema: {
        tags,
        summary: 'Withdraws an application (and declines its open offer, which goes to the next in line)',
        params: waitlistKeyParamsSchema,
        response: { 200: okSchema(waitlistApplicationStatusSchema), ...failures },
      },
    },
    async (request) => {
      const found = await applicationByKey(request.db, request.params.key);
      if (!found) throw unknownKey();
      if (found.status === 'accepted') throw new HttpError(409, 'This application already led to a lease');
      const now = ctx.now();
      const open = await request.db
        .select({ id: waitlistOffers.id, unitId: waitlistOffers.unitId })
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.applicationId, found.id), eq(waitlistOffers.status, 'open')));
      await request.db
        .update(waitlistApplications)
        .set({ status: 'withdrawn', updatedAt: now })
        .where(eq(waitlistApplications.id, found.id));
      for (const offer of open) {
        if (await closeOffer(request.db, offer.id, 'declined', now))
          await offerNext(request.db, ctx, offer.unitId);
      }
      return ok(await statusOf(request.db, (await applicationByKey(request.db, request.params.key))!));
    },
  );

  app.post(
    '/api/WaitlistOfferAnswer/:key',
    {
      config: limit('waitlistKey'),
      schema: {
        tags,
        summary:
          'Accepts (a draft lease is made, with the applicant as a new contact and their aircraft) or declines the open offer',
        params: waitlistKeyParamsSchema,
        body: waitlistOfferAnswerSchema,
        response: { 200: okSchema(waitlistApplicationStatusSchema), ...failures },
      },
    },
    async (request) => {
      const found = await applicationByKey(request.db, request.params.key);
      if (!found) throw unknownKey();
      const now = ctx.now();
      const [offer] = await request.db
        .select()
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.applicationId, found.id), eq(waitlistOffers.status, 'open')));
      if (!offer || found.status !== 'waiting') throw new HttpError(409, 'There is no open offer to answer');
      if (offer.expiresAt <= now) {
        if (await closeOffer(request.db, offer.id, 'expired', now))
          await offerNext(request.db, ctx, offer.unitId);
        throw new HttpError(
          409,
          'This offer has expired: it went to the next applicant. You stay on the list.',
        );
      }
      if (request.body.accept) {
        await request.db.transaction(async (tx) => {
          if (!(await closeOffer(tx, offer.id, 'accepted', now)))
            throw new HttpError(409, 'There is no open offer to answer');
          const leaseId = await draftLeaseFor(tx, found, offer.unitId, ctx.secrets, now);
          await tx.update(waitlistOffers).set({ leaseId }).where(eq(waitlistOffers.id, offer.id));
          await audit(tx as Db, 'waitlist.updated', {
            managementCompanyId: found.managementCompanyId,
            visibility: { featureId: MgmtCoFeature.Waitlist },
            entity: 'waitlist',
            entityId: found.id,
            label: `${found.name} accepted an offer`,
            detail: { offerID: offer.id, leaseID: leaseId },
          });
        });
      } else if (await closeOffer(request.db, offer.id, 'declined', now)) {
        await offerNext(request.db, ctx, offer.unitId);
      }
      return ok(await statusOf(request.db, (await applicationByKey(request.db, request.params.key))!));
    },
  );
}

/** The office: the lists, moves with a reason, candidates and offers. */
async function officeListRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = appOf(root);

  app.get(
    '/api/Waitlist/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "A company's waiting list of one hangar type, in order, with positions 1..n",
        params: waitlistCompanyParamsSchema,
        querystring: waitlistQuerySchema,
        response: { 200: okSchema(waitlistSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await company(request, request.params.mgmtCoId, Access.View);
      return ok(await waitlistOf(request.db, auth.chain.companyId, request.query.unitType as UnitType));
    },
  );

  app.post(
    '/api/WaitlistMove',
    {
      schema: {
        tags,
        summary: 'Moves an application to a position on one list; the reason is required, audited and shown',
        body: waitlistMoveSchema,
        response: { 200: okSchema(waitlistSchema), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      const [found] = await request.db
        .select()
        .from(waitlistApplications)
        .where(eq(waitlistApplications.id, body.applicationID));
      if (!found) throw notFound();
      const auth = await company(request, found.managementCompanyId, Access.Edit);
      if (found.status !== 'waiting') throw new HttpError(409, 'This application is not on the list');
      const unitType = body.unitType ?? (found.unitTypes.length === 1 ? found.unitTypes[0] : undefined);
      if (!unitType || !found.unitTypes.includes(unitType))
        throw new HttpError(400, 'Choose the list to move it on', { unitType: 'Choose one of its lists' });
      const list = await listOf(request.db, found.managementCompanyId, unitType);
      const others = list.filter((e) => e.applicationId !== found.id);
      const from = list.find((e) => e.applicationId === found.id)?.position;
      const to = Math.min(body.position, others.length + 1);
      const now = ctx.now();
      await request.db.transaction(async (tx) => {
        for (const change of placesForMove(found.id, others, to)) {
          const moved = change.applicationId === found.id;
          await tx
            .update(waitlistEntries)
            .set({
              queueAt: sql`timestamptz 'epoch' + ${change.queueUs} * interval '1 microsecond'` as never,
              ...(moved ? { movedReason: body.reason, movedAt: now, movedBy: auth.user.id } : {}),
            })
            .where(
              and(
                eq(waitlistEntries.applicationId, change.applicationId),
                eq(waitlistEntries.unitType, unitType),
              ),
            );
        }
      });
      await audit(request.db, 'waitlist.updated', {
        ...actorOf(auth),
        managementCompanyId: found.managementCompanyId,
        visibility: { featureId: MgmtCoFeature.Waitlist },
        entity: 'waitlist',
        entityId: found.id,
        label: `${found.name} moved on the ${unitTypeLabel(unitType)} list`,
        detail: { unitType, from, to, reason: body.reason },
      });
      return ok(await waitlistOf(request.db, found.managementCompanyId, unitType as UnitType));
    },
  );

  app.get(
    '/api/WaitlistCandidates/:unitId',
    {
      schema: {
        tags,
        summary:
          "A unit's candidates in list order, each with the door's fit; those passed over say why, and the first to offer it to",
        params: waitlistUnitParamsSchema,
        response: { 200: okSchema(waitlistCandidatesSchema), ...failures },
      },
    },
    async (request) => {
      const unit = await unitForOffer(request.db, request.params.unitId);
      if (!unit) throw notFound();
      await company(request, unit.managementCompanyId, Access.View);
      const candidates = await candidatesFor(
        request.db,
        unit,
        await companyClearance(request.db, unit.managementCompanyId),
      );
      const [openOffer] = await offersWhere(request.db, sql`o.unit_id = ${unit.id} and o.status = 'open'`, 1);
      return ok({
        unitID: unit.id,
        unitNumber: unit.unitNumber,
        unitType: unit.type as UnitType,
        doorWidthFt: unit.doorWidthFt,
        doorHeightFt: unit.doorHeightFt,
        openOffer: openOffer ?? null,
        candidates: candidates.map((c) => ({
          applicationID: c.applicationId,
          position: c.position,
          name: c.name,
          aircraft: c.aircraft,
          fit: c.fit,
          skipped: c.skipped,
        })),
        firstID: openOffer ? null : (candidates.find((c) => c.skipped === null)?.applicationId ?? null),
      });
    },
  );

  app.post(
    '/api/WaitlistOffer',
    {
      schema: {
        tags,
        summary: 'Offers a vacant unit to an applicant whose aircraft fits; e-mailed with its deadline',
        body: waitlistOfferCreateSchema,
        response: { 200: okSchema(waitlistOfferSchema), ...failures },
      },
    },
    async (request) => {
      const unit = await unitForOffer(request.db, request.body.unitID);
      if (!unit) throw notFound();
      const auth = await company(request, unit.managementCompanyId, Access.Edit);
      const [found] = await request.db
        .select()
        .from(waitlistApplications)
        .where(
          and(
            eq(waitlistApplications.id, request.body.applicationID),
            eq(waitlistApplications.managementCompanyId, unit.managementCompanyId),
          ),
        );
      if (!found) throw notFound();
      const id = await makeOffer(request.db, ctx, found, unit, auth.user.id);
      await audit(request.db, 'waitlist.updated', {
        ...actorOf(auth),
        managementCompanyId: unit.managementCompanyId,
        visibility: { featureId: MgmtCoFeature.Waitlist },
        entity: 'waitlist',
        entityId: found.id,
        label: `${unit.unitNumber} offered to ${found.name}`,
        detail: { offerID: id, unitID: unit.id },
      });
      const [offer] = await offersWhere(request.db, sql`o.id = ${id}`, 1);
      return ok(offer!);
    },
  );

  app.get(
    '/api/WaitlistHistory/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "A company's offers, newest first (the last 200)",
        params: waitlistCompanyParamsSchema,
        response: { 200: okSchema(waitlistHistorySchema), ...failures },
      },
    },
    async (request) => {
      const auth = await company(request, request.params.mgmtCoId, Access.View);
      return ok({
        offers: await offersWhere(request.db, sql`o.management_company_id = ${auth.chain.companyId}`),
      });
    },
  );
}

/** The office: the company's waiting-list settings and the hangar-use record. */
async function officeSettingsRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = appOf(root);

  // A company id that names no company (a system administrator may ask for any) is a 404, not the defaults.
  const settingsOf = async (db: Db, companyId: number) => {
    const [s] = await db
      .select({
        clearanceWidthFt: managementCompanies.clearanceWidthFt,
        clearanceHeightFt: managementCompanies.clearanceHeightFt,
        offerDays: managementCompanies.offerDays,
      })
      .from(managementCompanies)
      .where(eq(managementCompanies.id, companyId));
    if (!s) throw notFound();
    return s;
  };
  app.get(
    '/api/WaitlistSettings/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "The company's door clearance (feet) and the days an applicant has to answer an offer",
        params: waitlistCompanyParamsSchema,
        response: { 200: okSchema(waitlistSettingsSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await company(request, request.params.mgmtCoId, Access.View);
      return ok(await settingsOf(request.db, auth.chain.companyId));
    },
  );
  app.put(
    '/api/WaitlistSettings/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "Sets the company's door clearance and offer days",
        params: waitlistCompanyParamsSchema,
        body: waitlistSettingsSchema,
        response: { 200: okSchema(waitlistSettingsSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await company(request, request.params.mgmtCoId, Access.Edit);
      const before = await settingsOf(request.db, auth.chain.companyId);
      await request.db
        .update(managementCompanies)
        .set({
          clearanceWidthFt: request.body.clearanceWidthFt,
          clearanceHeightFt: request.body.clearanceHeightFt,
          offerDays: request.body.offerDays,
        })
        .where(eq(managementCompanies.id, auth.chain.companyId));
      await audit(request.db, 'waitlist.updated', {
        ...actorOf(auth),
        managementCompanyId: auth.chain.companyId,
        visibility: { featureId: MgmtCoFeature.Waitlist },
        entity: 'waitlist',
        label: 'Waiting list settings',
        detail: { before, after: request.body },
      });
      return ok(await settingsOf(request.db, auth.chain.companyId));
    },
  );

  // ---- The hangar-use record -------------------------------------------------------------------------------

  app.get(
    '/api/HangarUseReport/:propertyId',
    {
      schema: {
        tags,
        summary:
          "A property's hangars on a day: each with its tenant and the aircraft stored, and those with none recorded (CSV with format=csv)",
        params: hangarUseParamsSchema,
        querystring: hangarUseQuerySchema,
        response: { 200: okSchema(hangarUseSchema), ...failures },
      },
    },
    async (request, reply) => {
      const propertyId = request.params.propertyId;
      await authorize(request, {
        feature: PropertyFeature.Leases,
        access: Access.View,
        owner: { propertyId },
      });
      const report = await hangarUse(request.db, propertyId, request.query.asOf, ctx.now());
      if (request.query.format === 'csv') return sendCsv(reply, report);
      return ok(report);
    },
  );
}

async function hangarUse(
  db: Db,
  propertyId: number,
  asOfAsked: string | undefined,
  now: Date,
): Promise<HangarUse> {
  const [property] = await db
    .select({
      name: properties.name,
      companyId: properties.managementCompanyId,
      timeZone: managementCompanies.timeZone,
    })
    .from(properties)
    .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound();
  const asOf = asOfAsked ?? todayIn(property.timeZone, now);
  const clearance = await companyClearance(db, property.companyId);
  const types = sql.join(
    HANGAR_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select u.id as unit_id, u.unit_number, u.type, u.door_width_ft, u.door_height_ft, l.id as lease_id,
        (select string_agg(c.file_as, '; ' order by lp.position) from lease_parties lp join contacts c on c.id = lp.contact_id
          where lp.lease_id = l.id and lp.role = 'tenant') as tenants,
        a.registration, a.make, a.model, a.based_here, a.wingspan_ft, a.tail_height_ft
      from rental_units u
      left join lateral (
        select l.* from leases l where l.unit_id = u.id and not l.is_draft and l.start_date <= ${asOf}::date
          and (l.type = 'rollover' or l.end_date is null or l.end_date >= ${asOf}::date)
        order by l.start_date desc limit 1) l on true
      left join aircraft a on a.id = l.aircraft_id
      where u.property_id = ${propertyId} and u.type in (${types})
      order by u.sort_key collate "C", u.id`),
  );
  const out = rows.map((r) => {
    const hasAircraft = r.registration !== null && r.registration !== undefined;
    return {
      unitID: Number(r.unit_id),
      unitNumber: String(r.unit_number),
      unitType: r.type as UnitType,
      leaseID: r.lease_id === null ? null : Number(r.lease_id),
      tenants: (r.tenants as string | null) ?? '',
      registration: hasAircraft ? String(r.registration) : null,
      aircraft: hasAircraft ? `${String(r.make)} ${String(r.model)}` : null,
      basedHere: hasAircraft ? Boolean(r.based_here) : null,
      fit: hasAircraft
        ? doorFit(
            {
              widthFt: r.door_width_ft === null ? null : Number(r.door_width_ft),
              heightFt: r.door_height_ft === null ? null : Number(r.door_height_ft),
            },
            { wingspanFt: Number(r.wingspan_ft), tailHeightFt: Number(r.tail_height_ft) },
            clearance,
          ).fits
        : null,
    };
  });
  const leased = out.filter((r) => r.leaseID !== null);
  return {
    propertyID: propertyId,
    propertyName: property.name,
    asOf,
    rows: out,
    totals: {
      hangars: out.length,
      leased: leased.length,
      withAircraft: leased.filter((r) => r.registration !== null).length,
      leasedWithoutAircraft: leased.filter((r) => r.registration === null).length,
    },
  };
}

function sendCsv(reply: FastifyReply, report: HangarUse) {
  const csv = toCsv([
    [...HANGAR_USE_CSV_HEADER],
    ...report.rows.map((r) => [
      r.unitNumber,
      unitTypeLabel(r.unitType),
      r.leaseID,
      r.tenants || (r.leaseID === null ? 'Vacant' : ''),
      r.registration ?? (r.leaseID === null ? '' : 'No aircraft recorded'),
      r.aircraft,
      r.basedHere === null ? '' : r.basedHere ? 'Yes' : 'No',
      r.fit,
    ]),
  ]);
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="hangar-use-${report.propertyID}-${report.asOf}.csv"`,
    )
    .header('Cache-Control', 'private, no-store')
    .send(csv);
}
