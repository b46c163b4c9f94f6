// Demo portal users of Alpha: the tenants of hangars H-1 and H-2 (two tenants of the same property) and the door
// company's service desk, each already accepted, with the demo password.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './database';
import { contacts, leaseParties, leases, portalLinks, rentalUnits, users, vendors } from './schema';

export const DEMO_PORTAL_USERS = [
  { userName: 'alpha.tenant', kind: 'tenant', unitNumber: 'H-1' },
  { userName: 'alpha.tenant2', kind: 'tenant', unitNumber: 'H-2' },
  { userName: 'alpha.vendor', kind: 'vendor', vendorName: 'Lone Star Hangar Doors' },
] as const;

async function tenantOf(db: DbOrTx, companyId: number, unitNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ contactId: leaseParties.contactId })
    .from(leaseParties)
    .innerJoin(leases, eq(leases.id, leaseParties.leaseId))
    .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
    .where(
      and(
        eq(leases.managementCompanyId, companyId),
        eq(rentalUnits.unitNumber, unitNumber),
        eq(leaseParties.role, 'tenant'),
      ),
    )
    .orderBy(leases.startDate);
  return row?.contactId ?? null;
}

/** The three portal users (after the leases and vendors); a missing lease or vendor skips its user. */
export async function seedDemoPortals(db: DbOrTx, companyId: number, hash: string, now = new Date()) {
  for (const demo of DEMO_PORTAL_USERS) {
    let contactId: number | null;
    let vendorId: number | null = null;
    if (demo.kind === 'tenant') contactId = await tenantOf(db, companyId, demo.unitNumber);
    else {
      const [vendor] = await db
        .select({ id: vendors.id, contactId: vendors.contactId })
        .from(vendors)
        .innerJoin(contacts, eq(contacts.id, vendors.contactId))
        .where(and(eq(vendors.managementCompanyId, companyId), eq(contacts.companyName, demo.vendorName)));
      contactId = vendor?.contactId ?? null;
      vendorId = vendor?.id ?? null;
    }
    if (contactId === null) continue;
    const [contact] = await db
      .select({ firstName: contacts.firstName, lastName: contacts.lastName, fileAs: contacts.fileAs })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    const email = `${demo.userName}@alpha.example`;
    const [user] = await db
      .insert(users)
      .values({
        userName: demo.userName,
        email,
        firstName: contact?.firstName ?? '',
        lastName: contact?.lastName ?? '',
        fileAs: contact?.fileAs ?? demo.userName,
        passwordHash: hash,
        managementCompanyId: companyId,
        emailConfirmed: true,
      })
      .returning({ id: users.id });
    await db.insert(portalLinks).values({
      managementCompanyId: companyId,
      kind: demo.kind,
      contactId,
      vendorId,
      email,
      userId: user!.id,
      invitedAt: now,
      acceptedAt: now,
      keyUsedAt: now,
      updatedAt: sql`now()`,
    });
  }
}
