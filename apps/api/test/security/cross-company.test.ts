// The cross-company matrix: a company's users never reach another company's data (404) or system data (403);
// and its cross-property variant: a user granted a resource's feature on one property never sees another's.
import { describe, expect, it } from 'vitest';
import {
  Access,
  ACCESS_ALL,
  FEATURES,
  MgmtCoFeature,
  PropertyFeature,
  RentalUnitFeature,
  RESOURCES,
} from '@hangar/contracts';
import { type Client, TEST_SECRET_KEY, userHolding, useTestServer } from '../support/server';
import { insuranceCertificateUploads, waitlistApplications } from '../../src/db/schema';
import { secretBox } from '../../src/security/secrets';
import { hashSecret, newSecret } from '../../src/security/tokens';
import { makeImage, PDF, upload } from '../attachments/support';
import { entry, pay } from '../reports/ledger-rows';

const server = useTestServer();
/** The matrices make hundreds of requests each: bounded generously, for a machine under load. */
const MATRIX_TIMEOUT_MS = 120_000;

type Entry = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  path: string;
  body?: unknown;
  /** The refusal expected when not 404: creating a company is a system operation (403). */
  refused?: number;
  /** What someone not signed in gets when not the token error: a private file is 404, as if missing. */
  anonymous?: number;
  /** The answer is a file, not JSON. */
  binary?: boolean;
};
type Ids = {
  company: number;
  companyName: string;
  companyVersion: number;
  user: { id: number; email: string; firstName: string; lastName: string; version: number };
  group: { id: number; name: string; version: number };
};

/** Routes that hold no company's data: sign-in and account flows, lookups, feature catalogues, docs. */
const NOT_COMPANY_DATA = new Set([
  // The portals: a company user is refused every portal route (403, no portal link), and each is cut by the
  // portal user's own link; their matrix (another company's admin, another tenant, another vendor) is
  // apps/api/test/portals/portals.test.ts. The invitation's key routes take no id.
  'POST /api/PortalInvite',
  'GET /api/PortalUsers/{mgmtCoId}',
  'POST /api/PortalUserRevoke/{id}',
  'GET /api/PortalInviteAccept/{key}',
  'POST /api/PortalInviteAccept/{key}',
  'GET /api/PortalMe',
  'GET /api/PortalLeases',
  'GET /api/PortalLeaseLedger/{leaseId}',
  'GET /api/PortalPaymentReceipt/{entryId}',
  'GET /api/PortalLeaseStatement/{leaseId}',
  'GET /api/PortalVendor',
  'GET /api/PortalWorkOrders',
  'GET /api/PortalWorkOrder/{id}',
  'POST /api/PortalMaintenanceRequest',
  'GET /api/PortalWorkOrderPhotos/{id}',
  'POST /api/PortalWorkOrderPhoto/{id}',
  'POST /api/PortalInsuranceCertificate',
  'POST /api/PortalWorkOrderAnswer/{id}',
  'POST /api/PortalWorkOrderStatus/{id}',
  'POST /api/PortalWorkOrderCost/{id}',
  'POST /api/authenticate',
  'GET /api/logout/{token}',
  'GET /api/authenticate/exists/{name}',
  'GET /api/IsNewRegistrationAvailable',
  'POST /api/register',
  'GET /api/authenticateemail/{key}',
  'GET /api/sendforgottenpasswordemail/{email}',
  'GET /api/validatepasswordchange/{key}',
  'POST /api/changepassword',
  'POST /api/authenticateAs',
  'POST /api/authenticateAs/end',
  'PUT /api/AddActivity',
  'GET /api/health',
  'GET /api/countries',
  'GET /api/states',
  'GET /api/titles',
  'GET /api/addresstypes',
  'GET /api/phonetypes',
  'GET /api/emailtypes',
  'GET /api/about',
  'POST /api/errorlog',
  'GET /api/systemsecurityfeatures',
  'GET /api/MgmtCompanySecurityFeatures',
  'GET /api/PropertySecurityFeatures',
  'GET /api/RentalUnitSecurityFeatures',
  'GET /api/MyAccess',
  'GET /api/PropertyTypes',
  // Public by design: the vacant units companies choose to publish.
  'GET /api/listings',
  // The waiting list's applicant, anonymous by design (by the key of their own e-mailed link), and the
  // reference table of aircraft types.
  'POST /api/WaitlistApplication',
  'POST /api/WaitlistApplicationConfirm/{key}',
  'GET /api/WaitlistApplicationStatus/{key}',
  'POST /api/WaitlistApplicationWithdraw/{key}',
  'POST /api/WaitlistOfferAnswer/{key}',
  'GET /api/AircraftTypes',
  // Lists answer only the caller's own company (checked below), never another's.
  'GET /api/MgmtCo',
  'GET /api/MgmtCoSearch',
]);

async function idsOf(admin: Client, companyName: string, userName: string): Promise<Ids> {
  const companies = await admin.get<{ data: { id: number; name: string; version: number }[] }>('/api/MgmtCo');
  const company = companies.body.data.find((c) => c.name.startsWith(companyName))!;
  const users = await admin.get<{ data: { id: number; userName: string }[] }>(
    `/api/SystemUser?managementCompanyID=${company.id}`,
  );
  const userId = users.body.data.find((u) => u.userName === userName)!.id;
  const user = (await admin.get<{ data: Ids['user'] }>(`/api/SystemUser/${userId}`)).body.data;
  const groups = await admin.get<{ data: Ids['group'][] }>(
    `/api/MgmtCoSecurityGroup?managementCompanyID=${company.id}`,
  );
  return {
    company: company.id,
    companyName: company.name,
    companyVersion: company.version,
    user,
    group: groups.body.data[0]!,
  };
}

/** A record of one company per registry resource, and valid bodies to create and update one like it. */
type Fixture = { id: number; create: Record<string, unknown>; update: Record<string, unknown>; list: string };

/**
 * How to find or make a company's record of each resource in the registry. A resource added to the registry
 * without a fixture here fails the matrix: no resource ships without its cross-company test.
 */
const FIXTURES: Record<string, (v: Ids, admin: Client) => Promise<Fixture>> = {
  company: async (v) => ({
    id: v.company,
    create: { name: 'Shell company' },
    update: { name: v.companyName, version: v.companyVersion },
    list: '',
  }),
  user: async (v) => {
    const { email, firstName, lastName, version } = v.user;
    return {
      id: v.user.id,
      create: {
        userName: 'intruder',
        password: 'Long-Enough-Secret-1',
        email: 'i@x.example',
        firstName: 'I',
        lastName: 'X',
        managementCompanyID: v.company,
      },
      update: { email, firstName, lastName, managementCompanyID: v.company, isDisabled: true, version },
      list: `?managementCompanyID=${v.company}&q=al`,
    };
  },
  securityGroup: async (v) => ({
    id: v.group.id,
    create: { name: 'Mine now', managementCompanyID: v.company },
    update: { name: 'Renamed', version: v.group.version },
    list: `?managementCompanyID=${v.company}`,
  }),
  contact: async (v, admin) => {
    const body = { kind: 'individual', managementCompanyID: v.company, firstName: 'Pat', lastName: 'Owner' };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/Contact', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: body,
      update: { ...body, lastName: 'Taken', version: made.body.data.version },
      list: `?managementCompanyID=${v.company}&q=ow`,
    };
  },
  property: async (v, admin) => {
    const body = { managementCompanyID: v.company, name: `Matrix Field ${v.company}`, type: 'airport' };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/Property', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: { ...body, name: 'Annexed Field' },
      update: { ...body, notes: 'Taken over', version: made.body.data.version },
      list: `?managementCompanyID=${v.company}&q=matrix`,
    };
  },
  rentalUnit: async (v, admin) => {
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: v.company,
      name: `Matrix Hangars ${v.company}`,
      type: 'airport',
    });
    const body = { propertyID: property.body.data.id, unitNumber: 'M-1', type: 't-hangar' };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/RentalUnit', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: { ...body, unitNumber: 'M-2' },
      update: { ...body, status: 'offline', version: made.body.data.version },
      list: `?propertyID=${body.propertyID}&q=m-`,
    };
  },
  vendor: async (v, admin) => {
    const body = {
      kind: 'company',
      managementCompanyID: v.company,
      companyName: `Matrix Doors ${v.company}`,
      categories: ['hangar-doors'],
      insurance: [{ type: 'general-liability', expiryDate: '2099-12-31' }],
    };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/MgmtCoVendor', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: { ...body, companyName: 'Annexed Doors' },
      update: { ...body, status: 'do-not-use', version: made.body.data.version },
      list: `?managementCompanyID=${v.company}&q=matrix&insurance=valid&category=hangar-doors`,
    };
  },
  lease: async (v, admin) => {
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: v.company,
      name: `Matrix Leased Hangars ${v.company}`,
      type: 'airport',
    });
    const unit = await admin.post<{ data: { id: number } }>('/api/RentalUnit', {
      propertyID: property.body.data.id,
      unitNumber: 'L-1',
      type: 't-hangar',
    });
    const tenant = await admin.post<{ data: { id: number } }>('/api/Contact', {
      kind: 'individual',
      managementCompanyID: v.company,
      firstName: 'Lee',
      lastName: 'Tenant',
    });
    const body = {
      unitID: unit.body.data.id,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      rentCents: 30_000,
      parties: [{ contactID: tenant.body.data.id, role: 'tenant' }],
    };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/RentalUnitLease', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: { ...body, isDraft: true },
      update: { ...body, notes: 'Taken over', version: made.body.data.version },
      list: `?unitID=${body.unitID}&q=tenant`,
    };
  },
  aircraft: async (v, admin) => {
    const owner = await admin.post<{ data: { id: number } }>('/api/Contact', {
      kind: 'individual',
      managementCompanyID: v.company,
      firstName: 'Ada',
      lastName: 'Aviator',
    });
    const body = {
      contactID: owner.body.data.id,
      registration: `N${v.company}7MX`,
      make: 'Cirrus',
      model: 'SR22',
      wingspanFt: 38.3,
      lengthFt: 26,
      tailHeightFt: 8.9,
    };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/Aircraft', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: { ...body, registration: `N${v.company}8MX` },
      update: { ...body, notes: 'Taken over', version: made.body.data.version },
      list: `?managementCompanyID=${v.company}&q=cirrus&contactID=${owner.body.data.id}`,
    };
  },
  workOrder: async (v, admin) => {
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: v.company,
      name: `Matrix Work Hangars ${v.company}`,
      type: 'airport',
    });
    const unit = await admin.post<{ data: { id: number } }>('/api/RentalUnit', {
      propertyID: property.body.data.id,
      unitNumber: 'W-1',
      type: 't-hangar',
    });
    const body = {
      propertyID: property.body.data.id,
      unitID: unit.body.data.id,
      category: 'door',
      title: 'Matrix door jams',
    };
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/WorkOrder', body);
    expect(made.status).toBe(200);
    return {
      id: made.body.data.id,
      create: { ...body, title: 'Annexed door' },
      update: { ...body, priority: 'emergency', version: made.body.data.version },
      list: `?managementCompanyID=${v.company}&q=matrix&status=open`,
    };
  },
};

/** The five routes every resource of the registry has, for one company's record. */
async function resourceEntries(v: Ids, admin: Client): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const r of RESOURCES) {
    const fixture = FIXTURES[r.name];
    if (!fixture) throw new Error(`Resource ${r.name} has no cross-company fixture in this test`);
    const f = await fixture(v, admin);
    entries.push(
      // A company user lists only their own company's companies: that list is checked below, not here.
      ...(r.name === 'company'
        ? []
        : [{ method: 'GET' as const, route: r.searchPath, path: `${r.searchPath}${f.list}` }]),
      { method: 'GET', route: `${r.path}/{id}`, path: `${r.path}/${f.id}` },
      {
        method: 'POST',
        route: r.path,
        path: r.path,
        body: f.create,
        refused: r.name === 'company' ? 403 : 404,
      },
      { method: 'PUT', route: `${r.path}/{id}`, path: `${r.path}/${f.id}`, body: f.update },
      { method: 'DELETE', route: `${r.path}/{id}`, path: `${r.path}/${f.id}` },
    );
  }
  return entries;
}

/** Every route over one company's data: the registry's five per resource and the product's named ones. */
async function companyEntries(v: Ids, admin: Client): Promise<Entry[]> {
  const resources = await resourceEntries(v, admin);
  const contact = resources.find((e) => e.method === 'PUT' && e.route === '/api/Contact/{id}')!;
  const { version: _version, ...body } = contact.body as Record<string, unknown>;
  const idOf = (route: string) =>
    Number(
      resources
        .find((e) => e.method === 'PUT' && e.route === route)!
        .path.split('/')
        .at(-1),
    );
  const unit = resources.find((e) => e.method === 'PUT' && e.route === '/api/RentalUnit/{id}')!;
  const files = await attachmentEntries(admin, idOf('/api/RentalUnit/{id}'), idOf('/api/Property/{id}'));
  return [
    ...resources,
    ...files,
    ...namedEntries(v, { id: Number(contact.path.split('/').at(-1)), body }),
    ...propertyEntries(v, {
      property: idOf('/api/Property/{id}'),
      unit: idOf('/api/RentalUnit/{id}'),
      unitProperty: (unit.body as { propertyID: number }).propertyID,
    }),
    ...(await vendorEntries(v, admin, idOf('/api/MgmtCoVendor/{id}'))),
    ...(await leaseEntries(v, admin, idOf('/api/RentalUnitLease/{id}'))),
    ...(await reportEntries(v, idOf('/api/RentalUnitLease/{id}'))),
    ...(await waitlistEntriesOf(v, {
      unit: idOf('/api/RentalUnit/{id}'),
      property: (unit.body as { propertyID: number }).propertyID,
      aircraft: idOf('/api/Aircraft/{id}'),
    })),
    ...(await workOrderEntries(admin, idOf('/api/WorkOrder/{id}'), idOf('/api/MgmtCoVendor/{id}'))),
  ];
}

/** A company's waiting list (an application confirmed on its T-hangar list), its unit's fit and hangar use. */
async function waitlistEntriesOf(
  v: Ids,
  ids: { unit: number; property: number; aircraft: number },
): Promise<Entry[]> {
  const key = newSecret();
  const [application] = await server.database.db
    .insert(waitlistApplications)
    .values({
      managementCompanyId: v.company,
      keyHash: hashSecret(key),
      keyEnc: secretBox(Buffer.from(TEST_SECRET_KEY, 'base64')).seal(key),
      name: 'Matrix Applicant',
      email: 'matrix.applicant@x.example',
      unitTypes: ['t-hangar'],
      aircraft: {
        registration: 'N1MX',
        make: 'Cessna',
        model: '152',
        wingspanFt: 33.3,
        lengthFt: 24.1,
        tailHeightFt: 8.5,
      },
    })
    .returning({ id: waitlistApplications.id });
  expect((await server.client().post(`/api/WaitlistApplicationConfirm/${key}`)).status).toBe(200);
  const company = (route: string, query = '') => ({
    method: 'GET' as const,
    route: `/api/${route}/{mgmtCoId}`,
    path: `/api/${route}/${v.company}${query}`,
  });
  return [
    {
      method: 'GET',
      route: '/api/AircraftFit/{unitId}/{aircraftId}',
      path: `/api/AircraftFit/${ids.unit}/${ids.aircraft}`,
    },
    company('Waitlist', '?unitType=t-hangar'),
    company('WaitlistHistory'),
    company('WaitlistSettings'),
    {
      method: 'PUT',
      route: '/api/WaitlistSettings/{mgmtCoId}',
      path: `/api/WaitlistSettings/${v.company}`,
      body: { clearanceWidthFt: 0, clearanceHeightFt: 0, offerDays: 60 },
    },
    {
      method: 'POST',
      route: '/api/WaitlistMove',
      path: '/api/WaitlistMove',
      body: { applicationID: application!.id, position: 1, reason: 'Taken over by another company' },
    },
    {
      method: 'POST',
      route: '/api/WaitlistOffer',
      path: '/api/WaitlistOffer',
      body: { applicationID: application!.id, unitID: ids.unit },
    },
    { method: 'GET', route: '/api/WaitlistCandidates/{unitId}', path: `/api/WaitlistCandidates/${ids.unit}` },
    {
      method: 'GET',
      route: '/api/HangarUseReport/{propertyId}',
      path: `/api/HangarUseReport/${ids.property}?asOf=2030-06-01`,
    },
  ];
}

/** A work order's named operations (assign a vendor, change the status) and its photos. */
async function workOrderEntries(admin: Client, order: number, vendor: number): Promise<Entry[]> {
  const photo = await upload<{ data: { id: number } }>(
    admin,
    `/api/Attachments/work-order/${order}?kind=image`,
    {
      name: 'door.png',
      bytes: await makeImage('png', 40, 30),
    },
  );
  expect(photo.status).toBe(200);
  return [
    {
      method: 'POST',
      route: '/api/WorkOrderAssign/{id}',
      path: `/api/WorkOrderAssign/${order}`,
      body: { vendorID: vendor, overrideReason: 'Taken over', version: 1 },
    },
    {
      method: 'POST',
      route: '/api/WorkOrderStatus/{id}',
      path: `/api/WorkOrderStatus/${order}`,
      body: { status: 'cancelled', note: 'Taken over', version: 1 },
    },
    {
      method: 'GET',
      route: '/api/WorkOrderSearch',
      path: `/api/WorkOrderSearch?managementCompanyID=${(await admin.get<{ data: { managementCompanyID: number } }>(`/api/WorkOrder/${order}`)).body.data.managementCompanyID}&vendorID=${vendor}&overdue=false`,
    },
    {
      method: 'GET',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/work-order/${order}?kind=image`,
    },
    {
      method: 'POST',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/work-order/${order}?kind=image`,
      body: {},
    },
    {
      method: 'GET',
      route: '/api/image/{id}',
      path: `/api/image/${photo.body.data.id}`,
      anonymous: 404,
      binary: true,
    },
  ];
}

/** A company's money reports, and a payment's receipt and a statement of its lease (the payment written here). */
async function reportEntries(v: Ids, lease: number): Promise<Entry[]> {
  const lease_ = { id: lease, company: v.company };
  await entry(server.database.db, lease_, '2026-06-01', 'rent', 30_000);
  const payment = await pay(server.database.db, lease_, '2026-06-02', 30_000);
  const company = (route: string, query = '') => ({
    method: 'GET' as const,
    route: `/api/${route}/{mgmtCoId}`,
    path: `/api/${route}/${v.company}${query}`,
  });
  return [
    company('RentRoll', '?asOf=2026-06-15'),
    company('Receivables'),
    company('Collections', '?month=2026-06'),
    company('LedgerSummary'),
    {
      method: 'GET',
      route: '/api/PaymentReceipt/{entryId}',
      path: `/api/PaymentReceipt/${payment}`,
      binary: true,
    },
    {
      method: 'GET',
      route: '/api/LeaseStatement/{leaseId}',
      path: `/api/LeaseStatement/${lease}?from=2026-01-01&to=2026-12-31`,
      binary: true,
    },
  ];
}

/** A company's lease: its unit's new-lease values, the company-wide and contact lists, and its files. */
async function leaseEntries(v: Ids, admin: Client, lease: number): Promise<Entry[]> {
  const read = await admin.get<{ data: { unitID: number; parties: { contactID: number }[] } }>(
    `/api/RentalUnitLease/${lease}`,
  );
  const { unitID, parties } = read.body.data;
  const doc = await upload<{ data: { id: number } }>(admin, `/api/Attachments/lease/${lease}?kind=document`, {
    name: 'signed.pdf',
    bytes: PDF,
  });
  expect(doc.status).toBe(200);
  const charged = await admin.post<{ data: { entries: { id: number }[] } }>('/api/LeaseCharge', {
    leaseID: lease,
    date: '2030-01-02',
    kind: 'charge',
    description: 'Matrix fee',
    amountCents: 100,
  });
  expect(charged.status).toBe(200);
  return [
    ...ledgerEntriesOf(lease, charged.body.data.entries[0]!.id, '2030-01-03'),
    {
      method: 'GET',
      route: '/api/RentalUnitLeaseNew/{unitId}/{contactId}',
      path: `/api/RentalUnitLeaseNew/${unitID}/${parties[0]!.contactID}`,
    },
    {
      method: 'GET',
      route: '/api/RentalUnitLeaseSearch',
      path: `/api/RentalUnitLeaseSearch?managementCompanyID=${v.company}&contactID=${parties[0]!.contactID}`,
    },
    {
      method: 'GET',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/lease/${lease}?kind=document`,
    },
    {
      method: 'POST',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/lease/${lease}?kind=image`,
      body: {},
    },
    {
      method: 'GET',
      route: '/api/document/{id}',
      path: `/api/document/${doc.body.data.id}`,
      anonymous: 404,
      binary: true,
    },
  ];
}

/** A lease's ledger routes: its ledger, a payment, a charge, a deposit return and a void of `entry`. */
function ledgerEntriesOf(lease: number, entry: number, date: string): Entry[] {
  return [
    { method: 'GET', route: '/api/LeaseLedger/{leaseId}', path: `/api/LeaseLedger/${lease}` },
    {
      method: 'POST',
      route: '/api/LeasePayment',
      path: '/api/LeasePayment',
      body: { leaseID: lease, date, amountCents: 100, method: 'cash' },
    },
    {
      method: 'POST',
      route: '/api/LeaseCharge',
      path: '/api/LeaseCharge',
      body: { leaseID: lease, date, kind: 'charge', description: 'Mine now', amountCents: 100 },
    },
    {
      method: 'POST',
      route: '/api/LeaseDepositReturn',
      path: '/api/LeaseDepositReturn',
      body: { leaseID: lease, date, deductions: [{ description: 'All of it', amountCents: 100 }] },
    },
    {
      method: 'POST',
      route: '/api/LedgerEntryVoid/{entryId}',
      path: `/api/LedgerEntryVoid/${entry}`,
      body: { reason: 'Taken over' },
    },
  ];
}

/** The vendors' kind-fixed paths and their documents, over a company's company vendor and a new individual one. */
async function vendorEntries(v: Ids, admin: Client, companyVendor: number): Promise<Entry[]> {
  const person = {
    managementCompanyID: v.company,
    firstName: 'Matrix',
    lastName: 'Electric',
    taxId: '123-45-6789',
  };
  const made = await admin.post<{ data: { id: number; version: number } }>(
    '/api/MgmtCoVendorIndividual',
    person,
  );
  const doc = await upload<{ data: { id: number } }>(
    admin,
    `/api/Attachments/vendor/${companyVendor}?kind=document`,
    {
      name: 'certificate.pdf',
      bytes: PDF,
    },
  );
  expect([made.status, doc.status]).toEqual([200, 200]);
  // A renewed certificate waiting for the office (as the vendor portal stores one).
  const [pending] = await server.database.db
    .insert(insuranceCertificateUploads)
    .values({
      managementCompanyId: v.company,
      vendorId: companyVendor,
      attachmentId: doc.body.data.id,
      type: 'general-liability',
      effectiveDate: '2030-01-01',
      expiryDate: '2031-01-01',
    })
    .returning({ id: insuranceCertificateUploads.id });
  const company = { managementCompanyID: v.company, companyName: 'Matrix Fuel' };
  return [
    {
      method: 'GET',
      route: '/api/InsuranceCertificates/{vendorId}',
      path: `/api/InsuranceCertificates/${companyVendor}`,
    },
    {
      method: 'POST',
      route: '/api/InsuranceCertificateApprove/{id}',
      path: `/api/InsuranceCertificateApprove/${pending!.id}`,
      body: { version: 1 },
    },
    {
      method: 'POST',
      route: '/api/InsuranceCertificateReject/{id}',
      path: `/api/InsuranceCertificateReject/${pending!.id}`,
      body: { version: 1, reason: 'Taken over' },
    },
    {
      method: 'GET',
      route: '/api/MgmtCoVendorIndividual/{id}',
      path: `/api/MgmtCoVendorIndividual/${made.body.data.id}`,
    },
    {
      method: 'POST',
      route: '/api/MgmtCoVendorIndividual',
      path: '/api/MgmtCoVendorIndividual',
      body: person,
    },
    {
      method: 'PUT',
      route: '/api/MgmtCoVendorIndividual/{id}',
      path: `/api/MgmtCoVendorIndividual/${made.body.data.id}`,
      body: { ...person, version: made.body.data.version },
    },
    {
      method: 'GET',
      route: '/api/MgmtCoVendorCompany/{id}',
      path: `/api/MgmtCoVendorCompany/${companyVendor}`,
    },
    { method: 'POST', route: '/api/MgmtCoVendorCompany', path: '/api/MgmtCoVendorCompany', body: company },
    {
      method: 'PUT',
      route: '/api/MgmtCoVendorCompany/{id}',
      path: `/api/MgmtCoVendorCompany/${companyVendor}`,
      body: { ...company, version: 1 },
    },
    {
      method: 'GET',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/vendor/${companyVendor}?kind=document`,
    },
    {
      method: 'POST',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/vendor/${companyVendor}?kind=document`,
      body: {},
    },
    {
      method: 'GET',
      route: '/api/DocumentID/{id}',
      path: `/api/DocumentID/${doc.body.data.id}`,
      anonymous: 404,
    },
    { method: 'DELETE', route: '/api/Attachment/{id}', path: `/api/Attachment/${doc.body.data.id}` },
  ];
}

/** The named routes of properties and rental units over a company's property and unit. */
function propertyEntries(v: Ids, ids: { property: number; unit: number; unitProperty: number }): Entry[] {
  return [
    {
      method: 'GET',
      route: '/api/PropertyFileAsExist/{managementCompanyID}/{propertyID}/{fileAs}',
      path: `/api/PropertyFileAsExist/${v.company}/0/Matrix`,
    },
    {
      method: 'GET',
      route: '/api/PropertyNewForMgmtCo/{id}',
      path: `/api/PropertyNewForMgmtCo/${v.company}`,
    },
    { method: 'GET', route: '/api/PropertySecurity/{id}', path: `/api/PropertySecurity/${ids.property}` },
    {
      method: 'PUT',
      route: '/api/PropertySecurity/{id}',
      path: `/api/PropertySecurity/${ids.property}`,
      body: { groups: [{ groupID: v.group.id, thisProperty: { '201': 15 } }] },
    },
    {
      method: 'POST',
      route: '/api/RentalUnitSave',
      path: '/api/RentalUnitSave',
      body: { unitNumbers: ['Z-1', 'Z-2'], defaults: { propertyID: ids.unitProperty, type: 't-hangar' } },
    },
    {
      method: 'GET',
      route: '/api/RentalUnitFileAsExist/{propertyID}/{unitID}/{unitNumber}',
      path: `/api/RentalUnitFileAsExist/${ids.unitProperty}/${ids.unit}/M-1`,
    },
    {
      method: 'GET',
      route: '/api/RentalUnitNewForMgmtCo/{id}',
      path: `/api/RentalUnitNewForMgmtCo/${v.company}?propertyID=${ids.unitProperty}`,
    },
    {
      method: 'GET',
      route: '/api/RentalUnitSearch',
      path: `/api/RentalUnitSearch?managementCompanyID=${v.company}`,
    },
  ];
}

/** The images and documents of a company's unit and property: an image and a PDF uploaded for the matrix. */
async function attachmentEntries(admin: Client, unit: number, property: number): Promise<Entry[]> {
  type Made = { data: { id: number; version: number } };
  const image = await upload<Made>(admin, `/api/RentalUnitImage/${unit}`, {
    name: 'matrix.png',
    bytes: await makeImage('png', 40, 30),
  });
  const doc = await upload<Made>(admin, `/api/Attachments/property/${property}?kind=document`, {
    name: 'matrix.pdf',
    bytes: PDF,
  });
  expect([image.status, doc.status]).toEqual([200, 200]);
  const { id, version } = image.body.data;
  const file = (route: string, path: string): Entry => ({
    method: 'GET',
    route,
    path,
    anonymous: 404,
    binary: true,
  });
  return [
    {
      method: 'GET',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/unit/${unit}?kind=image`,
    },
    {
      method: 'POST',
      route: '/api/Attachments/{ownerKind}/{ownerID}',
      path: `/api/Attachments/property/${property}?kind=document`,
      body: {},
    },
    { method: 'GET', route: '/api/RentalUnitImages/{unitId}', path: `/api/RentalUnitImages/${unit}` },
    {
      method: 'POST',
      route: '/api/RentalUnitImage/{unitId}',
      path: `/api/RentalUnitImage/${unit}`,
      body: {},
    },
    {
      method: 'PUT',
      route: '/api/Attachment/{id}',
      path: `/api/Attachment/${id}`,
      body: { caption: 'x', version },
    },
    { method: 'DELETE', route: '/api/Attachment/{id}', path: `/api/Attachment/${doc.body.data.id}` },
    {
      method: 'PUT',
      route: '/api/AttachmentOrder/{ownerKind}/{ownerID}',
      path: `/api/AttachmentOrder/unit/${unit}`,
      body: { kind: 'image', ids: [id] },
    },
    {
      method: 'POST',
      route: '/api/RentalUnitSetImageAsCard/{unitId}/{imageId}',
      path: `/api/RentalUnitSetImageAsCard/${unit}/${id}`,
    },
    {
      method: 'POST',
      route: '/api/ImageEdit/{id}',
      path: `/api/ImageEdit/${id}`,
      body: { rotate: 90, version },
    },
    { method: 'PUT', route: '/api/ImageReplace/{id}', path: `/api/ImageReplace/${id}`, body: {} },
    file('/api/image/{id}', `/api/image/${id}`),
    file('/api/image2/{id}', `/api/image2/${id}`),
    file('/api/imagesource/{id}', `/api/imagesource/${id}`),
    file('/api/document/{id}', `/api/document/${doc.body.data.id}`),
    { ...file('/api/ImageID/{id}', `/api/ImageID/${id}`), binary: false },
    { ...file('/api/DocumentID/{id}', `/api/DocumentID/${doc.body.data.id}`), binary: false },
  ];
}

/** The product's other routes over a company's data. */
function namedEntries(v: Ids, contact: { id: number; body: Record<string, unknown> }): Entry[] {
  return [
    { method: 'GET', route: '/api/SystemUser', path: `/api/SystemUser?managementCompanyID=${v.company}` },
    { method: 'GET', route: '/api/UserAccess/{id}', path: `/api/UserAccess/${v.user.id}` },
    {
      method: 'POST',
      route: '/api/InviteUser',
      path: '/api/InviteUser',
      body: {
        userName: 'invited.x',
        email: 'x@x.example',
        firstName: 'X',
        lastName: 'Y',
        managementCompanyID: v.company,
      },
    },
    {
      method: 'GET',
      route: '/api/MgmtCoSecurityGroup',
      path: `/api/MgmtCoSecurityGroup?managementCompanyID=${v.company}`,
    },
    {
      method: 'GET',
      route: '/api/SystemSecurityAccesses/{id}',
      path: `/api/SystemSecurityAccesses/${v.group.id}`,
    },
    {
      method: 'PUT',
      route: '/api/SystemSecurityAccesses/{id}',
      path: `/api/SystemSecurityAccesses/${v.group.id}`,
      body: { accesses: [], version: v.group.version },
    },
    {
      method: 'GET',
      route: '/api/systemsecurityfeaturesavailable/{id}',
      path: `/api/systemsecurityfeaturesavailable/${v.group.id}`,
    },
    { method: 'GET', route: '/api/MgmtCoSummary/{id}', path: `/api/MgmtCoSummary/${v.company}` },
    {
      method: 'GET',
      route: '/api/RecentChanges',
      path: `/api/RecentChanges?managementCompanyID=${v.company}`,
    },
    {
      method: 'GET',
      route: '/api/FileAsExist/{managementCompanyID}/{contactID}/{fileAs}',
      path: `/api/FileAsExist/${v.company}/0/Owner%2C%20Pat`,
    },
    {
      method: 'GET',
      route: '/api/IndividualNewForMgmtCo/{id}',
      path: `/api/IndividualNewForMgmtCo/${v.company}`,
    },
    {
      method: 'GET',
      route: '/api/IndividualLast',
      path: `/api/IndividualLast?managementCompanyID=${v.company}`,
    },
    { method: 'GET', route: '/api/CompanyLast', path: `/api/CompanyLast?managementCompanyID=${v.company}` },
    { method: 'POST', route: '/api/Individual', path: '/api/Individual', body: contact.body },
    {
      method: 'PUT',
      route: '/api/Individual/{id}',
      path: `/api/Individual/${contact.id}`,
      body: { ...contact.body, version: 1 },
    },
    {
      method: 'POST',
      route: '/api/Company',
      path: '/api/Company',
      body: { ...contact.body, companyName: 'Shell LLC' },
    },
    {
      method: 'PUT',
      route: '/api/Company/{id}',
      path: `/api/Company/${contact.id}`,
      body: { ...contact.body, companyName: 'Shell LLC', version: 1 },
    },
  ];
}

function systemEntries(s: {
  group: { id: number; version: number };
  value: { id: number; version: number };
  error: number;
  company: number;
}): Entry[] {
  return [
    { method: 'POST', route: '/api/UpdateContactIndexes', path: '/api/UpdateContactIndexes', body: {} },
    { method: 'GET', route: '/api/SystemSecurityGroups', path: '/api/SystemSecurityGroups' },
    { method: 'GET', route: '/api/SystemSecurityGroup/{id}', path: `/api/SystemSecurityGroup/${s.group.id}` },
    {
      method: 'POST',
      route: '/api/SystemSecurityGroup',
      path: '/api/SystemSecurityGroup',
      body: { name: 'Backdoor' },
    },
    {
      method: 'PUT',
      route: '/api/SystemSecurityGroup/{id}',
      path: `/api/SystemSecurityGroup/${s.group.id}`,
      body: { name: 'Backdoor', version: s.group.version },
    },
    {
      method: 'DELETE',
      route: '/api/SystemSecurityGroup/{id}',
      path: `/api/SystemSecurityGroup/${s.group.id}`,
    },
    {
      method: 'GET',
      route: '/api/SystemSecurityAccesses/{id}',
      path: `/api/SystemSecurityAccesses/${s.group.id}`,
    },
    {
      method: 'PUT',
      route: '/api/SystemSecurityAccesses/{id}',
      path: `/api/SystemSecurityAccesses/${s.group.id}`,
      body: { accesses: [{ securityFeatureID: 1, access: 31 }], version: s.group.version },
    },
    {
      method: 'GET',
      route: '/api/systemsecurityfeaturesavailable/{id}',
      path: `/api/systemsecurityfeaturesavailable/${s.group.id}`,
    },
    { method: 'GET', route: '/api/systemvalues', path: '/api/systemvalues' },
    { method: 'GET', route: '/api/systemvalues/{id}', path: `/api/systemvalues/${s.value.id}` },
    {
      method: 'POST',
      route: '/api/systemvalues',
      path: '/api/systemvalues',
      body: { key: 'Evil', value: 'x' },
    },
    {
      method: 'PUT',
      route: '/api/systemvalues/{id}',
      path: `/api/systemvalues/${s.value.id}`,
      body: { key: 'NewRegistrationAvailable', value: 'false', version: s.value.version },
    },
    { method: 'DELETE', route: '/api/systemvalues/{id}', path: `/api/systemvalues/${s.value.id}` },
    { method: 'GET', route: '/api/errorlogs', path: '/api/errorlogs' },
    { method: 'GET', route: '/api/errorlog/{id}', path: `/api/errorlog/${s.error}` },
    { method: 'DELETE', route: '/api/errorlog/{id}', path: `/api/errorlog/${s.error}` },
    { method: 'DELETE', route: '/api/errorlog', path: '/api/errorlog?before=2000-01-01' },
    { method: 'GET', route: '/api/emailoutbox', path: '/api/emailoutbox' },
    { method: 'POST', route: '/api/emailoutbox/{id}/resend', path: '/api/emailoutbox/1/resend' },
    { method: 'GET', route: '/api/selftest', path: '/api/selftest' },
    { method: 'GET', route: '/api/auditevents', path: '/api/auditevents' },
    { method: 'GET', route: '/api/jobs', path: '/api/jobs' },
    { method: 'POST', route: '/api/jobs/{name}/run', path: '/api/jobs/purge-old-rows/run' },
    { method: 'GET', route: '/api/jobruns', path: '/api/jobruns' },
    { method: 'GET', route: '/api/SystemSummary', path: '/api/SystemSummary' },
    {
      method: 'GET',
      route: '/api/SecurityFeatureGrants/{level}',
      path: '/api/SecurityFeatureGrants/mgmtco',
    },
    {
      method: 'GET',
      route: '/api/ProcessMainWfHeartbeat/{id}',
      path: '/api/ProcessMainWfHeartbeat/all',
    },
    { method: 'GET', route: '/api/PublishingApprovals', path: '/api/PublishingApprovals' },
    ...(['approve', 'revoke'] as const).map((action): Entry => ({
      method: 'POST',
      route: `/api/PublishingApprovals/{id}/${action}`,
      path: `/api/PublishingApprovals/${s.company}/${action}`,
      body: {},
    })),
  ];
}

describe('cross-company access matrix', () => {
  it(
    'answers 404 or 403, never 200, to every company user for another company and for system data',
    async () => {
      const admin = await server.as('sysadmin');
      const alpha = await idsOf(admin, 'Alpha', 'alpha.admin');
      const bravo = await idsOf(admin, 'Bravo', 'bravo.admin');
      const group = (
        await admin.post<{ data: { id: number; version: number } }>('/api/SystemSecurityGroup', {
          name: 'Auditors',
        })
      ).body.data;
      const value = (await admin.get<{ data: { id: number; version: number }[] }>('/api/systemvalues')).body
        .data[0]!;
      const error = (
        await server.client().post<{ data: { id: number } }>('/api/errorlog', { message: 'boom' })
      ).body.data.id;
      const system = systemEntries({ group, value, error, company: bravo.company });

      const alphaEntries = await companyEntries(alpha, admin);
      const bravoEntries = await companyEntries(bravo, admin);

      const results: string[] = [];
      const run = async (actor: string, entries: Entry[], system: boolean) => {
        const c = await server.as(actor);
        for (const e of entries) {
          const res = await c.call(e.method, e.path, e.body);
          const expected = system ? 403 : (e.refused ?? 404);
          if (res.status !== expected)
            results.push(`${actor} ${e.method} ${e.path} -> ${res.status} ${JSON.stringify(res.body)}`);
        }
      };
      for (const actor of ['alpha.admin', 'alpha.viewer']) {
        await run(actor, bravoEntries, false);
        await run(actor, system, true);
      }
      for (const actor of ['bravo.admin', 'bravo.viewer']) {
        await run(actor, alphaEntries, false);
        await run(actor, system, true);
      }
      // Nobody signed in gets a token error everywhere.
      const anonymous = server.client();
      for (const e of [...bravoEntries, ...system]) {
        const res = await anonymous.call(e.method, e.path, e.body);
        const refused = e.anonymous
          ? res.status === e.anonymous
          : res.status === 401 && res.body.tokenError === 'InvalidToken';
        if (!refused) results.push(`anonymous ${e.method} ${e.path} -> ${res.status}`);
      }
      // A read-only user of the same company: every write over the company's own data is 403.
      for (const actor of ['alpha.viewer', 'bravo.viewer']) {
        const own = actor.startsWith('alpha') ? alphaEntries : bravoEntries;
        const c = await server.as(actor);
        for (const e of own.filter((x) => x.method !== 'GET')) {
          const res = await c.call(e.method, e.path, e.body);
          if (res.status !== 403)
            results.push(
              `${actor} (own company) ${e.method} ${e.path} -> ${res.status} ${JSON.stringify(res.body)}`,
            );
        }
      }
      expect(results).toEqual([]);

      // The same requests are valid: the owners read them (so the refusals above were not mere bad requests).
      const bravoAdmin = await server.as('bravo.admin');
      for (const e of bravoEntries.filter((x) => x.method === 'GET')) {
        const status = e.binary
          ? (
              await fetch(`${server.base}${e.path}`, {
                headers: { authorization: `Bearer ${bravoAdmin.token}` },
              })
            ).status
          : (await bravoAdmin.get(e.path)).status;
        expect([e.path, status]).toEqual([e.path, 200]);
      }
      for (const e of system.filter((x) => x.method === 'GET'))
        expect([e.path, (await admin.get(e.path)).status]).toEqual([e.path, 200]);
      for (const e of bravoEntries.filter((x) => x.method === 'PUT' && /MgmtCo\/|Contact\//.test(x.route))) {
        expect([e.path, (await bravoAdmin.put(e.path, e.body)).status]).toEqual([e.path, 200]);
      }

      // Every route of the API is either in the matrix or holds no company's data.
      const doc = (
        await server.client().get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json')
      ).body;
      const covered = new Set([...bravoEntries, ...system].map((e) => `${e.method} ${e.route}`));
      const missing = Object.entries(doc.paths)
        .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
        .filter((r) => r.startsWith('GET /api/') || !r.startsWith('GET'))
        .filter(
          (r) =>
            !covered.has(r) &&
            !NOT_COMPANY_DATA.has(r) &&
            !/ \/api\/Noaa|forecast|weather|points|gridpoints/i.test(r),
        );
      expect(missing).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it('lists only the caller’s own company', async () => {
    for (const [actor, prefix] of [
      ['alpha.viewer', 'Alpha'],
      ['bravo.admin', 'Bravo'],
    ] as const) {
      const c = server.client();
      const me = await c.login(actor);
      const companies = await c.get<{ data: { name: string }[] }>('/api/MgmtCo');
      expect(companies.body.data.map((m) => m.name.split(' ')[0])).toEqual([prefix]);
      const users = await c.get<{ data: { userName: string; managementCompanyID: number }[] }>(
        '/api/SystemUser',
      );
      expect(users.body.data.length).toBeGreaterThan(0);
      // Every listed user belongs to the caller's company (sysadmin is Alpha's, so Alpha lists it, Bravo not).
      expect(users.body.data.filter((u) => u.managementCompanyID !== me.managementCompanyID)).toEqual([]);
      expect(users.body.data.some((u) => u.userName === 'sysadmin')).toBe(prefix === 'Alpha');
      const groups = await c.get<{ data: { managementCompanyID: number }[] }>('/api/MgmtCoSecurityGroup');
      expect(new Set(groups.body.data.map((g) => g.managementCompanyID)).size).toBe(1);
    }
  });
});

/** Two properties of one company, each with a unit, a lease (one tenant on both) and files, made by its admin. */
type Pair = {
  company: number;
  property: [number, number];
  unit: [number, number];
  lease: [number, number];
  workOrder: [number, number];
  tenant: number;
  /** Per property: its document, its unit's image, its lease's document. */
  files: { propertyDoc: number; unitImage: number; leaseDoc: number; workOrderPhoto: number }[];
  versions: Record<string, [number, number]>;
};

/**
 * A property- or unit-scoped resource's records on property A and B: valid update bodies, the lists a user may
 * ask (each must show A's record and never B's), and the reads about B by property, unit or owner (refused as
 * the direct read is). A registry entry of those scopes without a fixture here fails the variant.
 */
type PropertyCase = {
  ids: [number, number];
  update(i: 0 | 1): Record<string, unknown>;
  lists: string[];
  aboutB: string[];
  /** The home page's figure counting this resource: A's records only. */
  figure?: { key: 'properties' | 'units'; a: number };
};

const PROPERTY_FIXTURES: Record<string, (p: Pair) => PropertyCase> = {
  property: (p) => ({
    ids: p.property,
    update: (i) => ({
      managementCompanyID: p.company,
      name: `Matrix ${'AB'[i]}`,
      type: 'airport',
      version: p.versions.property![i],
    }),
    lists: [
      `/api/PropertySearch?managementCompanyID=${p.company}&pageSize=100`,
      `/api/PropertySearch?managementCompanyID=${p.company}&q=matrix&sort=vacant&dir=desc`,
    ],
    aboutB: [
      `/api/Attachments/property/${p.property[1]}?kind=document`,
      `/api/document/${p.files[1]!.propertyDoc}`,
      `/api/DocumentID/${p.files[1]!.propertyDoc}`,
    ],
    figure: { key: 'properties', a: 1 },
  }),
  rentalUnit: (p) => ({
    ids: p.unit,
    update: (i) => ({
      propertyID: p.property[i],
      unitNumber: 'X-1',
      type: 't-hangar',
      version: p.versions.rentalUnit![i],
    }),
    lists: [
      `/api/RentalUnitSearch?managementCompanyID=${p.company}&pageSize=100`,
      `/api/RentalUnitSearch?managementCompanyID=${p.company}&q=x-1&sort=property`,
      `/api/RentalUnitSearch?propertyID=${p.property[0]}`,
    ],
    aboutB: [
      `/api/RentalUnitSearch?propertyID=${p.property[1]}`,
      `/api/RentalUnitFileAsExist/${p.property[1]}/0/X-1`,
      `/api/RentalUnitNewForMgmtCo/${p.company}?propertyID=${p.property[1]}`,
    ],
    figure: { key: 'units', a: 1 },
  }),
  lease: (p) => ({
    ids: p.lease,
    update: (i) => ({
      unitID: p.unit[i],
      startDate: '2031-01-01',
      endDate: '2031-12-31',
      rentCents: 20_000,
      parties: [{ contactID: p.tenant, role: 'tenant' }],
      version: p.versions.lease![i],
    }),
    lists: [
      `/api/RentalUnitLeaseSearch?managementCompanyID=${p.company}&pageSize=100`,
      `/api/RentalUnitLeaseSearch?managementCompanyID=${p.company}&contactID=${p.tenant}`,
      `/api/RentalUnitLeaseSearch?managementCompanyID=${p.company}&q=crossprop&sort=rent`,
      `/api/RentalUnitLeaseSearch?propertyID=${p.property[0]}`,
      `/api/RentalUnitLeaseSearch?unitID=${p.unit[0]}`,
    ],
    aboutB: [
      `/api/RentalUnitLeaseSearch?propertyID=${p.property[1]}`,
      `/api/RentalUnitLeaseSearch?unitID=${p.unit[1]}`,
      `/api/RentalUnitLeaseNew/${p.unit[1]}/${p.tenant}`,
      `/api/Attachments/lease/${p.lease[1]}?kind=document`,
      `/api/document/${p.files[1]!.leaseDoc}`,
    ],
  }),
  workOrder: (p) => ({
    ids: p.workOrder,
    update: (i) => ({
      propertyID: p.property[i],
      unitID: p.unit[i],
      category: 'door',
      title: 'Crossprop door jams',
      priority: 'high',
      version: p.versions.workOrder![i],
    }),
    lists: [
      `/api/WorkOrderSearch?managementCompanyID=${p.company}&pageSize=100`,
      `/api/WorkOrderSearch?managementCompanyID=${p.company}&q=crossprop&sort=status&status=open`,
      `/api/WorkOrderSearch?propertyID=${p.property[0]}`,
      `/api/WorkOrderSearch?unitID=${p.unit[0]}`,
    ],
    aboutB: [
      `/api/WorkOrderSearch?propertyID=${p.property[1]}`,
      `/api/WorkOrderSearch?unitID=${p.unit[1]}`,
      `/api/Attachments/work-order/${p.workOrder[1]}?kind=image`,
      `/api/image/${p.files[1]!.workOrderPhoto}`,
    ],
  }),
};

/** Two properties (A, B) of the company, each with one unit X-1, a lease to the same tenant and files. */
async function propertyPair(admin: Client, company: number, names = ['Matrix A', 'Matrix B']): Promise<Pair> {
  type Made = { data: { id: number; version: number } };
  const tenant = await admin.post<Made>('/api/Contact', {
    kind: 'individual',
    managementCompanyID: company,
    firstName: 'Cross',
    lastName: 'Crossprop',
  });
  const pair = {
    company,
    tenant: tenant.body.data.id,
    property: [] as number[],
    unit: [] as number[],
    lease: [] as number[],
    workOrder: [] as number[],
    files: [] as Pair['files'],
    versions: { property: [], rentalUnit: [], lease: [], workOrder: [] } as Record<string, number[]>,
  };
  for (const name of names) {
    const property = await admin.post<Made>('/api/Property', {
      managementCompanyID: company,
      name,
      type: 'airport',
    });
    const unit = await admin.post<Made>('/api/RentalUnit', {
      propertyID: property.body.data.id,
      unitNumber: 'X-1',
      type: 't-hangar',
    });
    const lease = await admin.post<Made>('/api/RentalUnitLease', {
      unitID: unit.body.data.id,
      startDate: '2031-01-01',
      endDate: '2031-12-31',
      rentCents: 20_000,
      parties: [{ contactID: tenant.body.data.id, role: 'tenant' }],
    });
    const propertyDoc = await upload<Made>(
      admin,
      `/api/Attachments/property/${property.body.data.id}?kind=document`,
      { name: 'deed.pdf', bytes: PDF },
    );
    const unitImage = await upload<Made>(admin, `/api/RentalUnitImage/${unit.body.data.id}`, {
      name: 'door.png',
      bytes: await makeImage('png', 40, 30),
    });
    const leaseDoc = await upload<Made>(admin, `/api/Attachments/lease/${lease.body.data.id}?kind=document`, {
      name: 'lease.pdf',
      bytes: PDF,
    });
    const workOrder = await admin.post<Made>('/api/WorkOrder', {
      propertyID: property.body.data.id,
      unitID: unit.body.data.id,
      category: 'door',
      title: 'Crossprop door jams',
    });
    const workOrderPhoto = await upload<Made>(
      admin,
      `/api/Attachments/work-order/${workOrder.body.data.id}?kind=image`,
      { name: 'jam.png', bytes: await makeImage('png', 40, 30) },
    );
    const made = [property, unit, lease, propertyDoc, unitImage, leaseDoc, workOrder, workOrderPhoto];
    expect(made.map((m) => m.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    pair.property.push(property.body.data.id);
    pair.unit.push(unit.body.data.id);
    pair.lease.push(lease.body.data.id);
    pair.versions.property!.push(property.body.data.version);
    pair.versions.rentalUnit!.push(unit.body.data.version);
    pair.versions.lease!.push(lease.body.data.version);
    pair.workOrder.push(workOrder.body.data.id);
    pair.versions.workOrder!.push(workOrder.body.data.version);
    pair.files.push({
      propertyDoc: propertyDoc.body.data.id,
      unitImage: unitImage.body.data.id,
      leaseDoc: leaseDoc.body.data.id,
      workOrderPhoto: workOrderPhoto.body.data.id,
    });
  }
  return pair as unknown as Pair;
}

let crossUsers = 0;

/** A new user of the company in a new group holding exactly `grants`, signed in. */
async function userWith(
  admin: Client,
  company: number,
  grants: { securityFeatureID: number; access: number; scopeID: number | null }[],
): Promise<Client> {
  crossUsers += 1;
  return (await userHolding(server, admin, company, `crossprop.${crossUsers}`, grants)).client;
}

/** A status, for a file too (its bytes are not JSON). */
async function statusOf(c: Client, path: string): Promise<number> {
  return (await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${c.token}` } })).status;
}

describe('cross-property matrix', () => {
  it(
    'the ledger routes of a lease on property B: 404 with rights on A only, 403 when B is seen without the ledger',
    async () => {
      const admin = await server.as('alpha.admin');
      const company = (await admin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
        .managementCompanyID;
      const pair = await propertyPair(admin, company, ['Ledger Matrix A', 'Ledger Matrix B']);
      const entries: number[] = [];
      for (const lease of pair.lease) {
        const charged = await admin.post<{ data: { entries: { id: number }[] } }>('/api/LeaseCharge', {
          leaseID: lease,
          date: '2031-01-02',
          kind: 'charge',
          description: 'Matrix fee',
          amountCents: 100,
        });
        expect(charged.status).toBe(200);
        entries.push(charged.body.data.entries[0]!.id);
      }
      const onA = [
        { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
        { securityFeatureID: PropertyFeature.Ledger, access: ACCESS_ALL, scopeID: pair.property[0] },
      ];
      const others = FEATURES.filter(
        (f) => (f.level === 'property' || f.level === 'unit') && f.id !== PropertyFeature.Ledger,
      ).map((f) => ({ securityFeatureID: f.id, access: Access.View, scopeID: null }));
      const results: string[] = [];
      for (const [name, grants, expected] of [
        ['only', onA, 404],
        ['others for all', [...onA, ...others], 403],
      ] as const) {
        const user = await userWith(admin, company, [...grants]);
        for (const e of ledgerEntriesOf(pair.lease[1], entries[1]!, '2031-01-03')) {
          const res = await user.call(e.method, e.path, e.body);
          if (res.status !== expected) results.push(`${name} ${e.method} ${e.path} -> ${res.status}`);
        }
        const own = await user.get(`/api/LeaseLedger/${pair.lease[0]}`);
        if (own.status !== 200) results.push(`${name} GET A's ledger -> ${own.status}`);
      }
      expect(results).toEqual([]);
      // The refusals were not bad requests: the administrator records a payment on B.
      const [, payment] = ledgerEntriesOf(pair.lease[1], entries[1]!, '2031-01-03');
      expect((await admin.post(payment!.path, payment!.body)).status).toBe(200);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    "a unit's images and documents follow Rental unit images: 404 with it on unit A only, 403 when B is seen without it",
    async () => {
      const admin = await server.as('alpha.admin');
      const company = (await admin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
        .managementCompanyID;
      const pair = await propertyPair(admin, company, ['Unit Files A', 'Unit Files B']);
      const aboutB = [
        `/api/RentalUnitImages/${pair.unit[1]}`,
        `/api/Attachments/unit/${pair.unit[1]}?kind=image`,
        `/api/Attachments/unit/${pair.unit[1]}?kind=document`,
        `/api/image/${pair.files[1]!.unitImage}`,
        `/api/ImageID/${pair.files[1]!.unitImage}`,
      ];
      const onA = [
        { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
        { securityFeatureID: RentalUnitFeature.Images, access: ACCESS_ALL, scopeID: pair.unit[0]! },
      ];
      const others = FEATURES.filter(
        (f) => (f.level === 'property' || f.level === 'unit') && f.id !== RentalUnitFeature.Images,
      ).map((f) => ({ securityFeatureID: f.id, access: ACCESS_ALL, scopeID: null }));
      const results: string[] = [];
      for (const [name, grants, expected] of [
        ['only', onA, 404],
        ['others for all', [...onA, ...others], 403],
      ] as const) {
        const user = await userWith(admin, company, [...grants]);
        for (const path of aboutB) {
          const status = await statusOf(user, path);
          if (status !== expected) results.push(`${name} GET ${path} -> ${status}, expected ${expected}`);
        }
        const own = await statusOf(user, `/api/Attachments/unit/${pair.unit[0]}?kind=image`);
        if (own !== 200) results.push(`${name} GET A's images -> ${own}`);
      }
      expect(results).toEqual([]);
      for (const path of aboutB) expect([path, await statusOf(admin, path)]).toEqual([path, 200]);
      // Add is enough to upload a unit's picture (a clerk's right); deleting it takes Delete.
      const clerk = await userWith(admin, company, [
        { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
        { securityFeatureID: RentalUnitFeature.Images, access: Access.View | Access.Add, scopeID: null },
      ]);
      const added = await upload<{ data: { id: number } }>(
        clerk,
        `/api/Attachments/unit/${pair.unit[0]}?kind=image`,
        {
          name: 'clerk.png',
          bytes: await makeImage('png', 64, 48),
        },
      );
      expect(added.status).toBe(200);
      expect((await clerk.delete(`/api/Attachment/${added.body.data.id}`)).status).toBe(403);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'a user granted a resource’s feature on property A only never sees B’s records; B is 404, or 403 when seen otherwise',
    async () => {
      const admin = await server.as('alpha.admin');
      const company = (await admin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
        .managementCompanyID;
      const pair = await propertyPair(admin, company);
      const scoped = RESOURCES.filter((r) => r.scope !== 'company');
      expect(scoped.map((r) => r.name).sort()).toEqual(['lease', 'property', 'rentalUnit', 'workOrder']);
      const propertyFeatures = FEATURES.filter((f) => f.level === 'property' || f.level === 'unit');

      const results: string[] = [];
      for (const resource of scoped) {
        const fixture = PROPERTY_FIXTURES[resource.name];
        if (!fixture) throw new Error(`Resource ${resource.name} has no cross-property fixture in this test`);
        const f = fixture(pair);
        const [a, b] = f.ids;
        // Only the resource's feature on A (no right at all on B: 404); then with every other property and unit
        // feature for all properties (B is seen, without this feature: 403).
        const variants = [
          { name: 'only', expected: 404, others: [] as typeof propertyFeatures },
          {
            name: 'others for all',
            expected: 403,
            others: propertyFeatures.filter((x) => x.id !== resource.feature),
          },
        ];
        for (const variant of variants) {
          const user = await userWith(admin, company, [
            { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
            { securityFeatureID: resource.feature, access: ACCESS_ALL, scopeID: pair.property[0] },
            ...variant.others.map((x) => ({ securityFeatureID: x.id, access: Access.View, scopeID: null })),
          ]);
          const tag = `${resource.name} (${variant.name})`;
          const expect_ = (what: string, got: number, want: number) => {
            if (got !== want) results.push(`${tag} ${what} -> ${got}, expected ${want}`);
          };
          expect_(`GET ${resource.path}/A`, (await user.get(`${resource.path}/${a}`)).status, 200);
          expect_(
            `GET ${resource.path}/B`,
            (await user.get(`${resource.path}/${b}`)).status,
            variant.expected,
          );
          expect_(
            `PUT ${resource.path}/B`,
            (await user.put(`${resource.path}/${b}`, f.update(1))).status,
            variant.expected,
          );
          expect_(
            `DELETE ${resource.path}/B`,
            (await user.delete(`${resource.path}/${b}`)).status,
            variant.expected,
          );
          for (const list of f.lists) {
            const res = await user.get<{ data: { items: { id: number }[]; total: number } }>(list);
            const shown = res.body.data?.items.map((i) => i.id) ?? [];
            if (
              res.status !== 200 ||
              !shown.includes(a) ||
              shown.includes(b) ||
              res.body.data.total !== shown.length
            )
              results.push(`${tag} ${list} -> ${res.status} ${JSON.stringify(shown)} (A ${a}, B ${b})`);
          }
          for (const path of f.aboutB) expect_(`GET ${path}`, await statusOf(user, path), variant.expected);

          // The named routes counting and listing the company's records: the home page's figures and changes.
          const summary = await user.get<{ data: Record<string, number | null> }>(
            `/api/MgmtCoSummary/${company}`,
          );
          if (f.figure && summary.body.data[f.figure.key] !== f.figure.a)
            results.push(`${tag} MgmtCoSummary ${f.figure.key} = ${summary.body.data[f.figure.key]}`);
          const changes = await user.get<{ data: { entity: string; entityID: number | null }[] }>(
            `/api/RecentChanges?managementCompanyID=${company}&limit=50`,
          );
          const mine = changes.body.data.filter((c) => c.entity === resource.name).map((c) => c.entityID);
          if (!mine.includes(a) || mine.includes(b))
            results.push(`${tag} RecentChanges ${JSON.stringify(mine)} (A ${a}, B ${b})`);
        }
      }
      expect(results).toEqual([]);
      // The refusals were not bad requests: the company's administrator reads, lists and updates B.
      for (const resource of scoped) {
        const f = PROPERTY_FIXTURES[resource.name]!(pair);
        expect(await statusOf(admin, `${resource.path}/${f.ids[1]}`)).toBe(200);
        for (const path of f.aboutB) expect([path, await statusOf(admin, path)]).toEqual([path, 200]);
        for (const list of f.lists) expect((await admin.get(list)).status).toBe(200);
        expect((await admin.put(`${resource.path}/${f.ids[1]}`, f.update(1))).status).toBe(200);
      }
    },
    MATRIX_TIMEOUT_MS,
  );
});
