// The waiting list through the API: an anonymous application confirmed by its e-mailed key, positions in
// confirmation order (also when confirmations race), moves only with a reason, offers to the first applicant
// whose aircraft fits, an accepted offer's draft lease, the job that expires offers, and aircraft and their fit.
import { describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { auditEvents, emailOutbox, jobRuns, waitlistApplications, waitlistOffers } from '../../src/db/schema';
import { hashSecret, newSecret } from '../../src/security/tokens';
import { secretBox } from '../../src/security/secrets';
import { TEST_SECRET_KEY, useTestServer, type Client } from '../support/server';

const server = useTestServer({ JOBS_POLL_MS: '50' });
const DAY = 86_400_000;

type Status = {
  name: string;
  status: string;
  position: number | null;
  positions: { unitType: string; position: number; of: number }[];
  offer: { unitNumber: string; status: string } | null;
};
type List = {
  unitType: string;
  entries: {
    applicationID: number;
    position: number;
    name: string;
    movedReason: string | null;
    confirmedUtc: string;
  }[];
};

const SR22 = {
  registration: 'N322SR',
  make: 'Cirrus',
  model: 'SR22',
  wingspanFt: 38.3,
  lengthFt: 26,
  tailHeightFt: 8.9,
};
const MALIBU = {
  registration: 'N46PM',
  make: 'Piper',
  model: 'PA-46 Malibu',
  wingspanFt: 43,
  lengthFt: 28.9,
  tailHeightFt: 11.3,
};

async function company(_admin: Client, prefix: string) {
  const sysadmin = await server.as('sysadmin');
  const all = await sysadmin.get<{ data: { id: number; name: string }[] }>('/api/MgmtCo');
  return all.body.data.find((c) => c.name.startsWith(prefix))!.id;
}

/** The key in the latest e-mail to `to` linking to `/waitlist/<page>/`. */
async function keyMailedTo(to: string, page = 'confirm'): Promise<string> {
  const rows = await server.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.text, `%/waitlist/${page}/%`)))
    .orderBy(desc(emailOutbox.id));
  const text = rows[0]?.sealed
    ? secretBox(Buffer.from(TEST_SECRET_KEY, 'base64')).open(rows[0].sealed)
    : rows[0]?.text;
  const key = new RegExp(`/waitlist/${page}/([\\w-]+)`).exec(text ?? '')?.[1];
  if (!key) throw new Error(`no /waitlist/${page}/ e-mail to ${to}`);
  return key;
}

/** An application written straight to the table (the public route allows few per address), unconfirmed. */
async function applicationOf(companyId: number, name: string, aircraft = SR22, unitTypes = ['t-hangar']) {
  const key = newSecret();
  await server.database.db.insert(waitlistApplications).values({
    managementCompanyId: companyId,
    keyHash: hashSecret(key),
    keyEnc: secretBox(Buffer.from(TEST_SECRET_KEY, 'base64')).seal(key),
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@pilots.example`,
    unitTypes,
    aircraft,
  });
  return key;
}

const confirm = (key: string) =>
  server.client().post<{ data: Status }>(`/api/WaitlistApplicationConfirm/${key}`);
const statusOf = async (key: string) =>
  (await server.client().get<{ data: Status }>(`/api/WaitlistApplicationStatus/${key}`)).body.data;

describe('the waiting list', () => {
  it('takes an anonymous application, counts it only once confirmed, and shows the applicant only their own', async () => {
    const admin = await server.as('alpha.admin');
    const alpha = await company(admin, 'Alpha');
    const bravo = await company(admin, 'Bravo');
    const anonymous = server.client();
    const body = {
      managementCompanyID: alpha,
      name: 'Dana Flyer',
      email: 'dana.flyer@pilots.example',
      phone: '(817) 555-0142',
      unitTypes: ['tie-down'],
      aircraft: { ...SR22, registration: 'n5df' },
      notes: 'Hangar for an SR22',
    };
    // A filled honeypot hears the usual answer, and nothing is kept.
    const bot = await anonymous.post('/api/WaitlistApplication', {
      ...body,
      email: 'bot@x.example',
      homepage: 'x',
    });
    expect(bot.status).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(waitlistApplications)
        .where(eq(waitlistApplications.email, 'bot@x.example')),
    ).toEqual([]);
    // Bad marks and hostile input are refused with the field.
    const bad = await anonymous.post<{ errors?: Record<string, string> }>('/api/WaitlistApplication', {
      ...body,
      aircraft: { ...body.aircraft, registration: 'N0IO' },
      name: 'x'.repeat(500),
    });
    expect(bad.status).toBe(400);
    // A company that publishes no listings takes no applications.
    expect(
      (await anonymous.post('/api/WaitlistApplication', { ...body, managementCompanyID: bravo })).status,
    ).toBe(404);

    // A unit that is not in the public listings names no company.
    expect(
      (
        await anonymous.post('/api/WaitlistApplication', {
          ...body,
          managementCompanyID: undefined,
          unitID: 999_999,
        })
      ).status,
    ).toBe(404);
    const sent = await anonymous.post('/api/WaitlistApplication', body);
    expect(sent.body).toEqual({ success: true, data: { received: true } });
    const key = await keyMailedTo(body.email);
    expect(await statusOf(key)).toMatchObject({ status: 'unconfirmed', position: null });
    expect(
      (await admin.get<{ data: List }>(`/api/Waitlist/${alpha}?unitType=tie-down`)).body.data.entries,
    ).toEqual([]);

    const confirmed = await confirm(key);
    expect(confirmed.body.data).toMatchObject({
      name: 'Dana Flyer',
      status: 'waiting',
      position: 1,
      positions: [{ unitType: 'tie-down', position: 1, of: 1 }],
    });
    // Confirming again changes nothing.
    expect((await confirm(key)).body.data.position).toBe(1);
    const mark = (
      await admin.get<{ data: List & { entries: { aircraft: { registration: string } }[] } }>(
        `/api/Waitlist/${alpha}?unitType=tie-down`,
      )
    ).body.data.entries[0]!.aircraft.registration;
    expect(mark).toBe('N5DF');

    // Another applicant's key shows that applicant alone; a made-up key opens nothing.
    const other = await applicationOf(alpha, 'Other Pilot', SR22, ['tie-down']);
    await confirm(other);
    const theirs = await server.client().get(`/api/WaitlistApplicationStatus/${other}`);
    expect(JSON.stringify(theirs.body)).not.toContain('Dana');
    expect(await statusOf(other)).toMatchObject({ name: 'Other Pilot', position: 2 });
    expect((await server.client().get(`/api/WaitlistApplicationStatus/${newSecret()}`)).status).toBe(404);
    expect((await server.client().get('/api/WaitlistApplicationStatus/not%20a%20key')).status).toBe(400);

    // Withdrawn, it leaves the list and the one behind moves up.
    const withdrawn = await server.client().post<{ data: Status }>(`/api/WaitlistApplicationWithdraw/${key}`);
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', position: null });
    expect(await statusOf(other)).toMatchObject({ position: 1 });
    await server.client().post(`/api/WaitlistApplicationWithdraw/${other}`);

    // The rate limit stops a flood of applications from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await anonymous.post('/api/WaitlistApplication', { ...body, email: `f${i}@x.example` })).status,
      );
    expect(statuses).toContain(429);
  });

  it('orders the list by confirmation time, also when confirmations race', async () => {
    const admin = await server.as('alpha.admin');
    const alpha = await company(admin, 'Alpha');
    const keys: string[] = [];
    for (let i = 1; i <= 8; i++) keys.push(await applicationOf(alpha, `Racer ${i}`, SR22, ['tie-down']));
    await Promise.all(keys.map((k) => confirm(k)));
    const answer = await admin.get<{ data: List }>(`/api/Waitlist/${alpha}?unitType=tie-down`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const list = answer.body.data.entries;
    expect(list.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(list.map((e) => e.name)).size).toBe(8);
    const times = list.map((e) => e.confirmedUtc);
    expect(times).toEqual([...times].sort());
    // Each applicant's own page says the same position as the office's list.
    for (const key of keys) {
      const mine = await statusOf(key);
      expect(list.find((e) => e.name === mine.name)!.position).toBe(mine.position);
    }
    // A later confirmation comes last.
    const late = await applicationOf(alpha, 'Late Racer', SR22, ['tie-down']);
    expect((await confirm(late)).body.data.position).toBe(9);
  });

  it('moves an application only with a reason, which is audited and shown on the entry', async () => {
    const admin = await server.as('alpha.admin');
    const viewer = await server.as('alpha.viewer');
    const alpha = await company(admin, 'Alpha');
    const list = async () =>
      (await admin.get<{ data: List }>(`/api/Waitlist/${alpha}?unitType=tie-down`)).body.data.entries;
    const fifth = (await list())[4]!;
    const noReason = await admin.post('/api/WaitlistMove', {
      applicationID: fifth.applicationID,
      position: 1,
    });
    expect(noReason.status).toBe(400);
    const short = await admin.post('/api/WaitlistMove', {
      applicationID: fifth.applicationID,
      position: 1,
      reason: ' ',
    });
    expect(short.status).toBe(400);
    expect((await list())[4]!.applicationID).toBe(fifth.applicationID);
    const reason = 'Medical evacuation aircraft: priority by the board';
    expect(
      (await viewer.post('/api/WaitlistMove', { applicationID: fifth.applicationID, position: 1, reason }))
        .status,
    ).toBe(403);
    const moved = await admin.post<{ data: List }>('/api/WaitlistMove', {
      applicationID: fifth.applicationID,
      position: 2,
      reason,
    });
    expect(moved.status).toBe(200);
    const after = moved.body.data.entries;
    expect(after[1]).toMatchObject({ applicationID: fifth.applicationID, position: 2, movedReason: reason });
    expect(after.map((e) => e.position)).toEqual(after.map((_, i) => i + 1));
    // To the top, and to the end.
    await admin.post('/api/WaitlistMove', { applicationID: fifth.applicationID, position: 1, reason });
    expect((await list())[0]!.applicationID).toBe(fifth.applicationID);
    await admin.post('/api/WaitlistMove', { applicationID: fifth.applicationID, position: 99, reason });
    expect((await list()).at(-1)!.applicationID).toBe(fifth.applicationID);
    const [event] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'waitlist'), eq(auditEvents.entityId, fifth.applicationID)))
      .orderBy(desc(auditEvents.id));
    expect(event?.detail).toMatchObject({ reason, to: 9 });
  });

  it('offers a vacancy to the first applicant whose aircraft fits, and an accepted offer drafts the lease', async () => {
    const admin = await server.as('alpha.admin');
    const alpha = await company(admin, 'Alpha');
    const units = await admin.get<{ data: { items: { id: number; unitNumber: string; status: string }[] } }>(
      `/api/RentalUnitSearch?managementCompanyID=${alpha}&type=t-hangar&status=vacant&pageSize=100`,
    );
    const unit = units.body.data.items[0]!;
    const wide = await applicationOf(alpha, 'Wide Malibu', MALIBU);
    const fits = await applicationOf(alpha, 'Fitting Cirrus', { ...SR22, registration: 'N22FC' });
    await confirm(wide);
    await confirm(fits);
    const candidates = await admin.get<{
      data: {
        firstID: number;
        candidates: { name: string; skipped: string | null; fit: { fits: string } }[];
      };
    }>(`/api/WaitlistCandidates/${unit.id}`);
    const byName = (n: string) => candidates.body.data.candidates.find((c) => c.name === n)!;
    expect(byName('Wide Malibu')).toMatchObject({
      fit: { fits: 'no' },
      skipped: expect.stringMatching(/too wide by 2 ft/),
    });
    expect(byName('Fitting Cirrus')).toMatchObject({ fit: { fits: 'yes' }, skipped: null });
    const fitsId = (
      await server.database.db
        .select({ id: waitlistApplications.id })
        .from(waitlistApplications)
        .where(eq(waitlistApplications.keyHash, hashSecret(fits)))
    )[0]!.id;
    // The first on the list whose aircraft fits (the demo's second T-hangar applicant) is the one proposed.
    const proposed = candidates.body.data.candidates.find((c) => c.skipped === null)!;
    expect(proposed.name).toBe('Elena Vasquez');
    expect(candidates.body.data.firstID).toBe(
      (proposed as unknown as { applicationID: number }).applicationID,
    );
    expect(candidates.body.data.candidates[0]).toMatchObject({
      name: 'Marcus Whitfield',
      fit: { fits: 'no' },
    });

    // An aircraft that does not fit cannot be offered the unit.
    const wideId = (
      await server.database.db
        .select({ id: waitlistApplications.id })
        .from(waitlistApplications)
        .where(eq(waitlistApplications.keyHash, hashSecret(wide)))
    )[0]!.id;
    const refused = await admin.post<{ message: string }>('/api/WaitlistOffer', {
      applicationID: wideId,
      unitID: unit.id,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/too wide/);

    const offered = await admin.post<{ data: { status: string } }>('/api/WaitlistOffer', {
      applicationID: fitsId,
      unitID: unit.id,
    });
    expect(offered.status).toBe(200);
    const key = await keyMailedTo('fitting.cirrus@pilots.example', 'application');
    expect(key).toBe(fits);
    expect((await statusOf(fits)).offer).toMatchObject({ unitNumber: unit.unitNumber, status: 'open' });

    const accepted = await server
      .client()
      .post<{ data: Status }>(`/api/WaitlistOfferAnswer/${fits}`, { accept: true });
    expect(accepted.body.data).toMatchObject({ status: 'accepted', offer: { status: 'accepted' } });
    const [offer] = await server.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.applicationId, fitsId));
    const lease = await admin.get<{
      data: { isDraft: boolean; unitID: number; parties: { fileAs: string }[]; aircraftLabel: string | null };
    }>(`/api/RentalUnitLease/${offer!.leaseId}`);
    expect(lease.body.data).toMatchObject({
      isDraft: true,
      unitID: unit.id,
      parties: [expect.objectContaining({ fileAs: 'Cirrus, Fitting' })],
      aircraftLabel: 'N22FC, Cirrus SR22',
    });
    // Answered once: a second answer finds no open offer.
    expect((await server.client().post(`/api/WaitlistOfferAnswer/${fits}`, { accept: true })).status).toBe(
      409,
    );
  });

  it('expires offers by the job and offers the unit to the next in line', async () => {
    const admin = await server.as('alpha.admin');
    const alpha = await company(admin, 'Alpha');
    const units = await admin.get<{ data: { items: { id: number }[] } }>(
      `/api/RentalUnitSearch?managementCompanyID=${alpha}&type=box-hangar&status=vacant&pageSize=100`,
    );
    const unit = units.body.data.items[0]!;
    const firstKey = await applicationOf(alpha, 'First Inline', SR22, ['box-hangar']);
    const nextKey = await applicationOf(alpha, 'Next Inline', SR22, ['box-hangar']);
    await confirm(firstKey);
    await confirm(nextKey);
    const list = (await admin.get<{ data: List }>(`/api/Waitlist/${alpha}?unitType=box-hangar`)).body.data
      .entries;
    const first = list.find((e) => e.name === 'First Inline')!;
    // Those before them on the list are moved behind (with a reason), so that the next in line is Next Inline.
    for (const e of list.slice(0, list.indexOf(first)))
      await admin.post('/api/WaitlistMove', {
        applicationID: e.applicationID,
        position: 99,
        reason: 'Asked to wait',
      });
    expect(
      (await admin.post('/api/WaitlistOffer', { applicationID: first.applicationID, unitID: unit.id }))
        .status,
    ).toBe(200);
    // Before the deadline the job leaves it; after it, the offer expires and the next in line gets it.
    const sysadmin = await server.as('sysadmin');
    expect((await runNow(sysadmin, 'expire-waitlist-offers')).result).toBe(
      '0 offers expired, 0 hangars offered to the next in line',
    );
    server.advance(6 * DAY);
    // Now due on its schedule too: whichever run comes first does it, once.
    await runNow(await server.as('sysadmin'), 'expire-waitlist-offers');
    const runs = await server.database.db
      .select({ result: jobRuns.result })
      .from(jobRuns)
      .where(eq(jobRuns.job, 'expire-waitlist-offers'));
    expect(runs.map((r) => r.result)).toContain('1 offer expired, 1 hangar offered to the next in line');
    const offers = await server.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.unitId, unit.id))
      .orderBy(waitlistOffers.id);
    expect(offers.map((o) => o.status)).toEqual(['expired', 'open']);
    expect((await statusOf(nextKey)).offer).toMatchObject({ status: 'open' });
  });
});

type Run = { status: string; result: string; id: number };

/** Asks for a run of a job now (as a system administrator) and waits for its result. */
async function runNow(c: Client, name: string): Promise<Run> {
  const lastOf = async () =>
    (
      await c.get<{ data: { name: string; lastRun: Run | null; runRequested: boolean; running: boolean }[] }>(
        '/api/jobs',
      )
    ).body.data.find((j) => j.name === name);
  const before = (await lastOf())?.lastRun?.id;
  expect((await c.post(`/api/jobs/${name}/run`)).status).toBe(200);
  for (let i = 0; i < 800; i++) {
    const job = await lastOf();
    const last = job?.lastRun;
    if (last && last.id !== before && last.status !== 'running' && !job.runRequested && !job.running)
      return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${name} did not run`);
}

describe('aircraft', () => {
  it('records a contact’s aircraft, refuses a bad mark, and says whether it fits a door', async () => {
    const admin = await server.as('alpha.admin');
    const viewer = await server.as('alpha.viewer');
    const alpha = await company(admin, 'Alpha');
    const contact = await admin.post<{ data: { id: number } }>('/api/Contact', {
      kind: 'individual',
      managementCompanyID: alpha,
      firstName: 'Ava',
      lastName: 'Owner',
    });
    const body = { contactID: contact.body.data.id, ...MALIBU, year: 2004 };
    const made = await admin.post<{ data: { id: number; registration: string; contactName: string } }>(
      '/api/Aircraft',
      body,
    );
    expect(made.body.data).toMatchObject({ registration: 'N46PM', contactName: 'Owner, Ava' });
    expect((await admin.post('/api/Aircraft', body)).status).toBe(409);
    expect((await admin.post('/api/Aircraft', { ...body, registration: 'N12ABC' })).status).toBe(400);
    expect((await viewer.post('/api/Aircraft', { ...body, registration: 'N47PM' })).status).toBe(403);
    const types = await server.client().get<{ data: { model: string }[] }>('/api/AircraftTypes');
    expect(types.body.data.map((t) => t.model)).toContain('SR22');

    const units = await admin.get<{ data: { items: { id: number; unitNumber: string }[] } }>(
      `/api/RentalUnitSearch?managementCompanyID=${alpha}&q=B-2`,
    );
    const box = units.body.data.items.find((u) => u.unitNumber === 'B-2')!;
    const fit = await admin.get<{ data: { fits: string; widthMarginFt: number } }>(
      `/api/AircraftFit/${box.id}/${made.body.data.id}`,
    );
    expect(fit.body.data).toMatchObject({ fits: 'yes', widthMarginFt: 7 });
    // A larger clearance makes the same door tight.
    await admin.put(`/api/WaitlistSettings/${alpha}`, {
      clearanceWidthFt: 8,
      clearanceHeightFt: 1,
      offerDays: 5,
    });
    expect(
      (await admin.get<{ data: { fits: string } }>(`/api/AircraftFit/${box.id}/${made.body.data.id}`)).body
        .data.fits,
    ).toBe('tight');
    await admin.put(`/api/WaitlistSettings/${alpha}`, {
      clearanceWidthFt: 2,
      clearanceHeightFt: 1,
      offerDays: 5,
    });
  });

  it('answers 404 for the settings of a company that does not exist, even to the system administrator', async () => {
    const sysadmin = await server.as('sysadmin');
    const body = { clearanceWidthFt: 2, clearanceHeightFt: 1, offerDays: 5 };
    expect((await sysadmin.get('/api/WaitlistSettings/99999')).status).toBe(404);
    expect((await sysadmin.put('/api/WaitlistSettings/99999', body)).status).toBe(404);
  });
});
