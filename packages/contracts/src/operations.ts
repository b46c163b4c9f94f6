// The API's operation names (OpenAPI operationId) by one rule, its exceptions, and who may call each operation.

/** An operation's route: the HTTP method and the OpenAPI path (`/api/Contact/{id}`). */
export type OperationRoute = { method: string; path: string };

/**
 * Who may call an operation: `session` needs a signed-in user's bearer token (the default); `public` needs
 * none; `optional` needs none but uses one when sent (an error report names its user, a private image is
 * shown to a user who may see it).
 */
export type OperationAccess = 'session' | 'public' | 'optional';

/** The key of an operation in the tables below: `GET /api/Contact/{id}`. */
export const operationKey = ({ method, path }: OperationRoute) => `${method.toUpperCase()} ${path}`;

/**
 * Names given by hand where the rule (see `operationIds`) gives a poor one. Every entry is a route that
 * exists (a test checks it), so a renamed route cannot leave a stale name here.
 */
export const OPERATION_NAMES: Readonly<Record<string, string>> = {
  'POST /api/authenticateAs': 'authenticateAs',
  'GET /api/Attachments/{ownerKind}/{ownerID}': 'Attachments_list',
  'POST /api/Attachments/{ownerKind}/{ownerID}': 'Attachments_upload',
  'DELETE /api/errorlog': 'errorlog_purge',
};

/** Operations anyone may call without signing in, by operationId. */
export const PUBLIC_OPERATIONS: readonly string[] = [
  'health',
  'about',
  // Signing in, registration and the e-mailed key flows.
  'authenticate',
  'logout',
  'authenticateExists',
  'IsNewRegistrationAvailable',
  'register',
  'authenticateemail',
  'sendforgottenpasswordemail',
  'validatepasswordchange',
  // A portal invitation's key: whose it is, and accepting it with a user name and password.
  'PortalInviteAccept_get',
  'PortalInviteAccept_create',
  // Lookups every form reads, nobody's data.
  'countries',
  'states',
  'titles',
  'addresstypes',
  'phonetypes',
  'emailtypes',
  // The airport's public pages.
  'listings',
  // The waiting list's applicant: anonymous, by the key of their e-mailed link; the aircraft reference table.
  'WaitlistApplication',
  'WaitlistApplicationConfirm',
  'WaitlistApplicationStatus',
  'WaitlistApplicationWithdraw',
  'WaitlistOfferAnswer',
  'AircraftTypes',
  'NoaaMetar',
  'NoaaDecodedMetar',
  'NoaaTaf',
  'NoaaCrosswindMetar',
  'NoaaCrosswindMetarDensityAltitude',
  'NoaaWindHistory',
  'forecast',
];

/** Operations that work without a session and use one when it is sent, by operationId. */
export const SESSION_OPTIONAL_OPERATIONS: readonly string[] = [
  // A password change by e-mailed key needs none; by the current password, the user's session.
  'changepassword',
  // The site reports activity and errors before and after signing in; a signed-in report names its user.
  'AddActivity',
  'errorlog_create',
  // A listed unit's images are public; any other image or document only for a user who may see its owner.
  'image',
  'image2',
  'imagesource',
  'document',
  'ImageID',
  'DocumentID',
];

/**
 * The operations a portal user (a tenant's or a vendor's) may call besides the public and session-optional
 * ones: the portal's own, each cut to the user's link by the server's one `portalScope` rule. Every other
 * operation refuses a portal user with 403, before reading any input.
 */
export const PORTAL_USER_OPERATIONS_ALLOWED: readonly string[] = [
  'PortalMe',
  'PortalLeases',
  'PortalLeaseLedger',
  'PortalPaymentReceipt',
  'PortalLeaseStatement',
  'PortalVendor',
  'PortalWorkOrders',
  'PortalWorkOrder',
  'PortalMaintenanceRequest',
  'PortalWorkOrderPhotos',
  'PortalWorkOrderPhoto',
  'PortalInsuranceCertificate',
  'PortalWorkOrderAnswer',
  'PortalWorkOrderStatus',
  'PortalWorkOrderCost',
];

/** Whether a portal user may call the operation named `operationId` at all. */
export function portalUserMayCall(operationId: string): boolean {
  return operationAccess(operationId) !== 'session' || PORTAL_USER_OPERATIONS_ALLOWED.includes(operationId);
}

/** Who may call the operation named `operationId`. */
export function operationAccess(operationId: string): OperationAccess {
  if (PUBLIC_OPERATIONS.includes(operationId)) return 'public';
  if (SESSION_OPTIONAL_OPERATIONS.includes(operationId)) return 'optional';
  return 'session';
}

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'patch', DELETE: 'delete' };

/** The static segments of the path after `/api/`, joined: `/api/jobs/{name}/run` → `jobsRun`. */
function baseName(path: string): string {
  const parts = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith('{'));
  return parts.map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join('');
}

/** `get` (a GET whose path ends in a parameter: one record), `list` (any other GET), or the write's verb. */
function verbOf({ method, path }: OperationRoute): string {
  const m = method.toUpperCase();
  if (m === 'GET') return path.endsWith('}') ? 'get' : 'list';
  return VERBS[m] ?? m.toLowerCase();
}

/**
 * Every operation's operationId, by `operationKey`. The rule: the path's static segments after `/api/`
 * (`ContactSearch`, `NoaaMetar`, `authenticate`); where several operations share that name (a record's
 * read, create, update and delete), each adds its verb: `Contact_get`, `Contact_create`, `Contact_update`,
 * `Contact_delete`, `SystemUser_list`. `OPERATION_NAMES` overrides the rule. Throws when two operations
 * would still share a name.
 */
export function operationIds(routes: readonly OperationRoute[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Map<string, number>();
  const count = (name: string) => taken.set(name, (taken.get(name) ?? 0) + 1);
  const ruled = routes.filter((route) => {
    const named = OPERATION_NAMES[operationKey(route)];
    if (named) {
      ids.set(operationKey(route), named);
      count(named);
    }
    return !named;
  });
  for (const route of ruled) count(baseName(route.path));
  for (const route of ruled) {
    const base = baseName(route.path);
    ids.set(operationKey(route), taken.get(base) === 1 ? base : `${base}_${verbOf(route)}`);
  }
  const seen = new Map<string, string>();
  for (const [key, id] of ids) {
    const other = seen.get(id);
    if (other)
      throw new Error(`${key} and ${other} would both be operation ${id}: name one in OPERATION_NAMES`);
    seen.set(id, key);
  }
  return ids;
}
