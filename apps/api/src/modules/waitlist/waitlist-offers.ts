// Offers of a vacant unit: made by a manager (or to the next in line when one is declined or expires), e-mailed
// with their deadline, and expired by the job.
import { doorFit, unitTypeLabel } from '@hangar/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { rentalUnits, properties, waitlistApplications, waitlistOffers } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { writeOrConflict } from '../../db/repository';
import { hashSecret, newSecret } from '../../security/tokens';
import { companyClearance } from '../aircraft/aircraft-routes';
import { candidatesFor, closeOffer, type ApplicationRow } from './waitlist-data';

const DAY = 86_400_000;
const site = (ctx: ServerContext) => ctx.config.PUBLIC_URL.replace(/\/$/, '');

export async function unitForOffer(db: Db, unitId: number) {
  const [unit] = await db
    .select({
      id: rentalUnits.id,
      managementCompanyId: rentalUnits.managementCompanyId,
      type: rentalUnits.type,
      unitNumber: rentalUnits.unitNumber,
      doorWidthFt: rentalUnits.doorWidthFt,
      doorHeightFt: rentalUnits.doorHeightFt,
      marketRentCents: rentalUnits.marketRentCents,
      propertyName: properties.name,
    })
    .from(rentalUnits)
    .innerJoin(properties, eq(properties.id, rentalUnits.propertyId))
    .where(eq(rentalUnits.id, unitId));
  return unit ?? null;
}
type OfferUnit = NonNullable<Awaited<ReturnType<typeof unitForOffer>>>;

/**
 * Offers `unit` to `app`: it must be waiting on the unit's type's list, its aircraft must go through the door
 * (fits or tight), and neither may hold another open offer. E-mails the applicant the link and the deadline.
 */
export async function makeOffer(
  db: Db,
  ctx: ServerContext,
  app: ApplicationRow,
  unit: OfferUnit,
  offeredBy: number | null,
): Promise<number> {
  if (app.status !== 'waiting' || !app.unitTypes.includes(unit.type))
    throw new HttpError(409, `This applicant is not waiting for a ${unitTypeLabel(unit.type)}`);
  const settings = await companyClearance(db, unit.managementCompanyId);
  const fit = doorFit({ widthFt: unit.doorWidthFt, heightFt: unit.doorHeightFt }, app.aircraft, settings);
  if (fit.fits === 'no') throw new HttpError(409, `${app.aircraft.registration}: ${fit.reason}`);
  const key = await applicantKey(db, ctx, app);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + settings.offerDays * DAY);
  const [offer] = await writeOrConflict(
    () =>
      db
        .insert(waitlistOffers)
        .values({
          applicationId: app.id,
          managementCompanyId: unit.managementCompanyId,
          unitId: unit.id,
          offeredAt: now,
          expiresAt,
          offeredBy,
        })
        .returning({ id: waitlistOffers.id }),
    { unique: 'This unit or this applicant already has an open offer' },
  );
  await ctx.mailer.send(db, {
    to: app.email,
    subject: `A hangar is offered to you: ${unit.unitNumber} at ${unit.propertyName}`,
    text: `Hello ${app.name},\n\n${unit.propertyName} offers you ${unitTypeLabel(unit.type)} ${unit.unitNumber} from its waiting list${
      unit.doorWidthFt !== null && unit.doorHeightFt !== null
        ? ` (door ${unit.doorWidthFt} × ${unit.doorHeightFt} ft; for ${app.aircraft.registration}: ${fit.reason.toLowerCase()})`
        : ''
    }.\n\nAnswer by ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: accept or decline here:\n${site(ctx)}/waitlist/application/${key}\n\nWithout an answer by then, the offer goes to the next applicant.\n`,
    secrets: [key],
  });
  return offer!.id;
}

/**
 * The key of the applicant's link: the one they were sent, or (for an application whose key was never kept,
 * such as the demo's) a new one, which replaces it.
 */
async function applicantKey(db: Db, ctx: ServerContext, app: ApplicationRow): Promise<string> {
  if (app.keyEnc) return ctx.secrets.open(app.keyEnc);
  const key = newSecret();
  await db
    .update(waitlistApplications)
    .set({ keyHash: hashSecret(key), keyEnc: ctx.secrets.seal(key) })
    .where(eq(waitlistApplications.id, app.id));
  return key;
}

/**
 * Offers a unit to the next in line after a declined or expired offer: the first candidate not passed over.
 * Answers the offer's id, or null when nobody on the list can take it.
 */
export async function offerNext(db: Db, ctx: ServerContext, unitId: number): Promise<number | null> {
  const unit = await unitForOffer(db, unitId);
  if (!unit) return null;
  const candidates = await candidatesFor(db, unit, await companyClearance(db, unit.managementCompanyId));
  const next = candidates.find((c) => c.skipped === null);
  if (!next) return null;
  const [app] = await db
    .select()
    .from(waitlistApplications)
    .where(eq(waitlistApplications.id, next.applicationId));
  if (!app) return null;
  try {
    return await makeOffer(db, ctx, app, unit, null);
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/** The job: every open offer past its deadline expires, and its unit goes to the next in line. */
export async function expireOffers(
  db: Db,
  ctx: ServerContext,
  now: Date,
): Promise<{ expired: number; offered: number }> {
  const due = await db
    .select({ id: waitlistOffers.id, unitId: waitlistOffers.unitId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), lt(waitlistOffers.expiresAt, now)))
    .orderBy(waitlistOffers.expiresAt, waitlistOffers.id);
  let expired = 0;
  let offered = 0;
  for (const offer of due) {
    if (!(await closeOffer(db, offer.id, 'expired', now))) continue;
    expired += 1;
    if ((await offerNext(db, ctx, offer.unitId)) !== null) offered += 1;
  }
  return { expired, offered };
}
