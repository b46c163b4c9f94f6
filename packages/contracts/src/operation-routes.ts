// Where each operation is: its method and path by name, without its schemas, so that a page that only calls the
// API (the airport face's sign-in, the public listings) does not load every schema of the operation table. A
// test keeps it equal to the table (`OPERATIONS` in operation-table.ts): add an operation there and here.

/** `METHOD /api/path` of every operation, by name. */
export const OPERATION_ROUTES = {
  MgmtCoSearch: 'GET /api/MgmtCoSearch',
  MgmtCo_get: 'GET /api/MgmtCo/{id}',
  MgmtCo_create: 'POST /api/MgmtCo',
  MgmtCo_update: 'PUT /api/MgmtCo/{id}',
  MgmtCo_delete: 'DELETE /api/MgmtCo/{id}',
  SystemUserSearch: 'GET /api/SystemUserSearch',
  SystemUser_get: 'GET /api/SystemUser/{id}',
  SystemUser_create: 'POST /api/SystemUser',
  SystemUser_update: 'PUT /api/SystemUser/{id}',
  SystemUser_delete: 'DELETE /api/SystemUser/{id}',
  MgmtCoSecurityGroupSearch: 'GET /api/MgmtCoSecurityGroupSearch',
  MgmtCoSecurityGroup_get: 'GET /api/MgmtCoSecurityGroup/{id}',
  MgmtCoSecurityGroup_create: 'POST /api/MgmtCoSecurityGroup',
  MgmtCoSecurityGroup_update: 'PUT /api/MgmtCoSecurityGroup/{id}',
  MgmtCoSecurityGroup_delete: 'DELETE /api/MgmtCoSecurityGroup/{id}',
  ContactSearch: 'GET /api/ContactSearch',
  Contact_get: 'GET /api/Contact/{id}',
  Contact_create: 'POST /api/Contact',
  Contact_update: 'PUT /api/Contact/{id}',
  Contact_delete: 'DELETE /api/Contact/{id}',
  PropertySearch: 'GET /api/PropertySearch',
  Property_get: 'GET /api/Property/{id}',
  Property_create: 'POST /api/Property',
  Property_update: 'PUT /api/Property/{id}',
  Property_delete: 'DELETE /api/Property/{id}',
  RentalUnitSearch: 'GET /api/RentalUnitSearch',
  RentalUnit_get: 'GET /api/RentalUnit/{id}',
  RentalUnit_create: 'POST /api/RentalUnit',
  RentalUnit_update: 'PUT /api/RentalUnit/{id}',
  RentalUnit_delete: 'DELETE /api/RentalUnit/{id}',
  VendorSearch: 'GET /api/VendorSearch',
  MgmtCoVendor_get: 'GET /api/MgmtCoVendor/{id}',
  MgmtCoVendor_create: 'POST /api/MgmtCoVendor',
  MgmtCoVendor_update: 'PUT /api/MgmtCoVendor/{id}',
  MgmtCoVendor_delete: 'DELETE /api/MgmtCoVendor/{id}',
  RentalUnitLeaseSearch: 'GET /api/RentalUnitLeaseSearch',
  RentalUnitLease_get: 'GET /api/RentalUnitLease/{id}',
  RentalUnitLease_create: 'POST /api/RentalUnitLease',
  RentalUnitLease_update: 'PUT /api/RentalUnitLease/{id}',
  RentalUnitLease_delete: 'DELETE /api/RentalUnitLease/{id}',
  authenticate: 'POST /api/authenticate',
  logout: 'GET /api/logout/{token}',
  authenticateExists: 'GET /api/authenticate/exists/{name}',
  IsNewRegistrationAvailable: 'GET /api/IsNewRegistrationAvailable',
  register: 'POST /api/register',
  authenticateemail: 'GET /api/authenticateemail/{key}',
  sendforgottenpasswordemail: 'GET /api/sendforgottenpasswordemail/{email}',
  validatepasswordchange: 'GET /api/validatepasswordchange/{key}',
  changepassword: 'POST /api/changepassword',
  authenticateAs: 'POST /api/authenticateAs',
  authenticateAsEnd: 'POST /api/authenticateAs/end',
  AddActivity: 'PUT /api/AddActivity',
  MyAccess: 'GET /api/MyAccess',
  MgmtCo_list: 'GET /api/MgmtCo',
  MgmtCoSummary: 'GET /api/MgmtCoSummary/{id}',
  RecentChanges: 'GET /api/RecentChanges',
  PublishingApprovals: 'GET /api/PublishingApprovals',
  PublishingApprovalsApprove: 'POST /api/PublishingApprovals/{id}/approve',
  PublishingApprovalsRevoke: 'POST /api/PublishingApprovals/{id}/revoke',
  SystemUser_list: 'GET /api/SystemUser',
  InviteUser: 'POST /api/InviteUser',
  UserAccess: 'GET /api/UserAccess/{id}',
  MgmtCoSecurityGroup_list: 'GET /api/MgmtCoSecurityGroup',
  SystemSecurityGroups: 'GET /api/SystemSecurityGroups',
  SystemSecurityGroup_get: 'GET /api/SystemSecurityGroup/{id}',
  SystemSecurityGroup_create: 'POST /api/SystemSecurityGroup',
  SystemSecurityGroup_update: 'PUT /api/SystemSecurityGroup/{id}',
  SystemSecurityGroup_delete: 'DELETE /api/SystemSecurityGroup/{id}',
  SystemSecurityAccesses_get: 'GET /api/SystemSecurityAccesses/{id}',
  SystemSecurityAccesses_update: 'PUT /api/SystemSecurityAccesses/{id}',
  systemsecurityfeatures: 'GET /api/systemsecurityfeatures',
  MgmtCompanySecurityFeatures: 'GET /api/MgmtCompanySecurityFeatures',
  PropertySecurityFeatures: 'GET /api/PropertySecurityFeatures',
  RentalUnitSecurityFeatures: 'GET /api/RentalUnitSecurityFeatures',
  systemsecurityfeaturesavailable: 'GET /api/systemsecurityfeaturesavailable/{id}',
  systemvalues_list: 'GET /api/systemvalues',
  systemvalues_get: 'GET /api/systemvalues/{id}',
  systemvalues_create: 'POST /api/systemvalues',
  systemvalues_update: 'PUT /api/systemvalues/{id}',
  systemvalues_delete: 'DELETE /api/systemvalues/{id}',
  errorlogs: 'GET /api/errorlogs',
  errorlog_get: 'GET /api/errorlog/{id}',
  errorlog_create: 'POST /api/errorlog',
  errorlog_delete: 'DELETE /api/errorlog/{id}',
  errorlog_purge: 'DELETE /api/errorlog',
  emailoutbox: 'GET /api/emailoutbox',
  emailoutboxResend: 'POST /api/emailoutbox/{id}/resend',
  auditevents: 'GET /api/auditevents',
  countries: 'GET /api/countries',
  states: 'GET /api/states',
  titles: 'GET /api/titles',
  addresstypes: 'GET /api/addresstypes',
  phonetypes: 'GET /api/phonetypes',
  emailtypes: 'GET /api/emailtypes',
  about: 'GET /api/about',
  health: 'GET /api/health',
  jobs: 'GET /api/jobs',
  jobsRun: 'POST /api/jobs/{name}/run',
  jobruns: 'GET /api/jobruns',
  ProcessMainWfHeartbeat: 'GET /api/ProcessMainWfHeartbeat/{id}',
  SystemSummary: 'GET /api/SystemSummary',
  SecurityFeatureGrants: 'GET /api/SecurityFeatureGrants/{level}',
  selftest: 'GET /api/selftest',
  Individual_create: 'POST /api/Individual',
  Individual_update: 'PUT /api/Individual/{id}',
  Company_create: 'POST /api/Company',
  Company_update: 'PUT /api/Company/{id}',
  IndividualNewForMgmtCo: 'GET /api/IndividualNewForMgmtCo/{id}',
  FileAsExist: 'GET /api/FileAsExist/{managementCompanyID}/{contactID}/{fileAs}',
  IndividualLast: 'GET /api/IndividualLast',
  CompanyLast: 'GET /api/CompanyLast',
  UpdateContactIndexes: 'POST /api/UpdateContactIndexes',
  PropertyTypes: 'GET /api/PropertyTypes',
  PropertyFileAsExist: 'GET /api/PropertyFileAsExist/{managementCompanyID}/{propertyID}/{fileAs}',
  PropertyNewForMgmtCo: 'GET /api/PropertyNewForMgmtCo/{id}',
  PropertySecurity_get: 'GET /api/PropertySecurity/{id}',
  PropertySecurity_update: 'PUT /api/PropertySecurity/{id}',
  RentalUnitSave: 'POST /api/RentalUnitSave',
  RentalUnitFileAsExist: 'GET /api/RentalUnitFileAsExist/{propertyID}/{unitID}/{unitNumber}',
  RentalUnitNewForMgmtCo: 'GET /api/RentalUnitNewForMgmtCo/{id}',
  RentalUnitLeaseNew: 'GET /api/RentalUnitLeaseNew/{unitId}/{contactId}',
  MgmtCoVendorIndividual_create: 'POST /api/MgmtCoVendorIndividual',
  MgmtCoVendorIndividual_update: 'PUT /api/MgmtCoVendorIndividual/{id}',
  MgmtCoVendorCompany_create: 'POST /api/MgmtCoVendorCompany',
  MgmtCoVendorCompany_update: 'PUT /api/MgmtCoVendorCompany/{id}',
  MgmtCoVendorIndividual_get: 'GET /api/MgmtCoVendorIndividual/{id}',
  MgmtCoVendorCompany_get: 'GET /api/MgmtCoVendorCompany/{id}',
  Attachments_upload: 'POST /api/Attachments/{ownerKind}/{ownerID}',
  RentalUnitImage: 'POST /api/RentalUnitImage/{unitId}',
  Attachments_list: 'GET /api/Attachments/{ownerKind}/{ownerID}',
  RentalUnitImages: 'GET /api/RentalUnitImages/{unitId}',
  Attachment_update: 'PUT /api/Attachment/{id}',
  Attachment_delete: 'DELETE /api/Attachment/{id}',
  AttachmentOrder: 'PUT /api/AttachmentOrder/{ownerKind}/{ownerID}',
  RentalUnitSetImageAsCard: 'POST /api/RentalUnitSetImageAsCard/{unitId}/{imageId}',
  ImageEdit: 'POST /api/ImageEdit/{id}',
  ImageReplace: 'PUT /api/ImageReplace/{id}',
  image: 'GET /api/image/{id}',
  image2: 'GET /api/image2/{id}',
  document: 'GET /api/document/{id}',
  ImageID: 'GET /api/ImageID/{id}',
  DocumentID: 'GET /api/DocumentID/{id}',
  LeaseLedger: 'GET /api/LeaseLedger/{leaseId}',
  LeasePayment: 'POST /api/LeasePayment',
  LeaseCharge: 'POST /api/LeaseCharge',
  LedgerEntryVoid: 'POST /api/LedgerEntryVoid/{entryId}',
  LeaseDepositReturn: 'POST /api/LeaseDepositReturn',
  RentRoll: 'GET /api/RentRoll/{mgmtCoId}',
  Receivables: 'GET /api/Receivables/{mgmtCoId}',
  Collections: 'GET /api/Collections/{mgmtCoId}',
  LedgerSummary: 'GET /api/LedgerSummary/{mgmtCoId}',
  PaymentReceipt: 'GET /api/PaymentReceipt/{entryId}',
  LeaseStatement: 'GET /api/LeaseStatement/{leaseId}',
  listings: 'GET /api/listings',
  NoaaMetar: 'GET /api/NoaaMetar/{station}',
  NoaaDecodedMetar: 'GET /api/NoaaDecodedMetar/{station}',
  NoaaTaf: 'GET /api/NoaaTaf/{station}',
  NoaaCrosswindMetar: 'GET /api/NoaaCrosswindMetar/{station}/{runway1}/{runway2}/{utcOffset}',
  NoaaCrosswindMetarDensityAltitude:
    'GET /api/NoaaCrosswindMetarDensityAltitude/{station}/{runway1}/{runway2}/{utcOffset}/{elevation}',
  forecast: 'GET /api/forecast/{latlon}',
} as const;

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of the `{param}` parts of an OpenAPI path, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The request of an operation: its method, the path with the path parameters filled in (encoded) and the
 * other parameters as its query string (empty, undefined and null ones left out), under `/api`.
 *
 * @example
 * operationRequest('FileAsExist', { managementCompanyID: 1, contactID: 0, fileAs: 'Smith, Ann' })
 * // { method: 'GET', path: '/api/FileAsExist/1/0/Smith%2C%20Ann' }
 */
export function operationRequest(
  name: string,
  params: object = {},
): { method: OperationMethod; path: string } {
  const route = (OPERATION_ROUTES as Record<string, string>)[name];
  if (!route) throw new Error(`No operation named "${name}"`);
  const [method, template] = route.split(' ') as [OperationMethod, string];
  const values = params as Record<string, unknown>;
  const inPath = new Set(pathParamNames(template));
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`Operation ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (inPath.has(key) || value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return { method, path: search ? `${path}?${search}` : path };
}
