// Every API operation once: its name (the OpenAPI operationId), method, path, parameters, body and answer. The
// server registers its routes against this table, the OpenAPI document is written from it, and the screens call
// the API through it (`run('Contact_get', { id })`), so a route, its contract and its document cannot disagree.
import { z } from 'zod';
import {
  activityEntrySchema,
  authenticateResponseSchema,
  changePasswordRequestSchema,
  registerRequestSchema,
} from './accounts';
import {
  aboutSchema,
  auditEventSchema,
  countrySchema,
  errorLogCreateSchema,
  errorLogPurgeQuerySchema,
  errorLogPurgeSchema,
  errorLogQuerySchema,
  errorLogSchema,
  featureGrantsSchema,
  lookupSchema,
  mgmtCoSecurityGroupCreateSchema,
  mgmtCoSecurityGroupUpdateSchema,
  myAccessSchema,
  outboxMessageSchema,
  securityAccessesSchema,
  securityAccessesUpdateSchema,
  securityFeatureSchema,
  securityGroupSchema,
  selfTestSchema,
  stateSchema,
  statesQuerySchema,
  systemSecurityGroupCreateSchema,
  systemSecurityGroupUpdateSchema,
  systemSummarySchema,
  systemUserCreateSchema,
  systemUserSchema,
  systemUserUpdateSchema,
  systemValueCreateSchema,
  systemValueSchema,
  systemValueUpdateSchema,
} from './admin';

import {
  idOrZeroParamSchema,
  idParamSchema,
  idParamsSchema,
  idSchema,
  MAX_INT32,
  wholeParamSchema,
} from './input';
import { featureLevelSchema } from './features';
import { heartbeatSchema, jobNameSchema, jobRunSchema, jobRunsQuerySchema, jobSchema } from './jobs';
import { type OperationMethod } from './operation-routes';
import { operationAccess, type OperationAccess } from './operations';
import {
  portalCompanyParamsSchema,
  portalInviteAcceptSchema,
  portalInviteCheckSchema,
  portalInviteSchema,
  portalKeyParamsSchema,
  portalMaintenanceRequestSchema,
  portalWorkOrderAnswerSchema,
  portalWorkOrderCostSchema,
  portalWorkOrderParamsSchema,
  portalWorkOrderSchema,
  portalWorkOrderStatusSchema,
  portalLeasesSchema,
  portalMeSchema,
  portalUserParamsSchema,
  portalUserSchema,
  portalUsersQuerySchema,
  portalVendorSchema,
  insuranceCertificateApproveSchema,
  insuranceCertificateParamsSchema,
  insuranceCertificateRejectSchema,
  insuranceCertificatesParamsSchema,
  insuranceCertificateUploadSchema,
  portalInsuranceCertificateQuerySchema,
} from './portal';
import { publishingApprovalsSchema, publishingCompanySchema } from './publishing';
import { authenticateAsRequestSchema, authenticateRequestSchema, endImpersonationSchema } from './session';
import {
  attachmentKindQuerySchema,
  attachmentListSchema,
  attachmentOrderSchema,
  attachmentOwnerParamsSchema,
  attachmentSchema,
  attachmentUpdateSchema,
  imageEditSchema,
} from './resources/attachment';
import {
  mgmtCoCreateSchema,
  mgmtCoListItemSchema,
  mgmtCoSchema,
  mgmtCoSearchSchema,
  mgmtCoSummarySchema,
  mgmtCoUpdateSchema,
  recentChangeSchema,
  recentChangesQuerySchema,
} from './resources/company';
import {
  contactCreateSchema,
  contactListItemSchema,
  contactSchema,
  contactSearchSchema,
  contactUpdateSchema,
  fileAsExistParamsSchema,
  fileAsExistSchema,
  individualDraftSchema,
} from './resources/contact';
import {
  leaseCreateSchema,
  leaseDraftSchema,
  leaseListItemSchema,
  leaseNewParamsSchema,
  leaseSchema,
  leaseSearchSchema,
  leaseUpdateSchema,
} from './resources/lease';
import { listingsQuerySchema, listingsSchema } from './resources/listing';
import {
  aircraftCreateSchema,
  aircraftFitParamsSchema,
  aircraftFitSchema,
  aircraftListItemSchema,
  aircraftResource,
  aircraftSchema,
  aircraftSearchSchema,
  aircraftTypeSchema,
  aircraftUpdateSchema,
} from './resources/aircraft';
import {
  hangarUseParamsSchema,
  hangarUseQuerySchema,
  hangarUseSchema,
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
} from './resources/waitlist';
import {
  nameExistSchema,
  propertyCreateSchema,
  propertyDraftSchema,
  propertyFileAsExistParamsSchema,
  propertyListItemSchema,
  propertySchema,
  propertySearchSchema,
  propertySecuritySchema,
  propertySecurityUpdateSchema,
  propertyTypeSchema,
  propertyUpdateSchema,
} from './resources/property';
import {
  companyResource,
  RESOURCES,
  securityGroupResource,
  userResource,
  type ResourceName,
} from './resources/registry';
import {
  rentalUnitBatchAnswerSchema,
  rentalUnitBatchSchema,
  rentalUnitCreateSchema,
  rentalUnitDraftQuerySchema,
  rentalUnitDraftSchema,
  rentalUnitFileAsExistParamsSchema,
  rentalUnitListItemSchema,
  rentalUnitSchema,
  rentalUnitSearchSchema,
  rentalUnitUpdateSchema,
} from './resources/rental-unit';
import { contactResource } from './resources/contact';
import {
  collectionsQuerySchema,
  collectionsSchema,
  depositReturnSchema,
  leaseChargeCreateSchema,
  leaseLedgerParamsSchema,
  leaseLedgerSchema,
  leasePaymentCreateSchema,
  leaseStatementQuerySchema,
  ledgerEntryParamsSchema,
  ledgerEntryVoidSchema,
  ledgerSummarySchema,
  receivablesQuerySchema,
  receivablesSchema,
  rentRollQuerySchema,
  rentRollSchema,
  reportCompanyParamsSchema,
} from './ledger';
import { leaseResource } from './resources/lease';
import { propertyResource } from './resources/property';
import { rentalUnitResource } from './resources/rental-unit';
import { listAnswerSchema } from './resources/resource';
import {
  securityGroupSearchSchema,
  userAccessSchema,
  userInviteSchema,
  userSearchSchema,
} from './resources/user';
import {
  vendorCreateSchema,
  vendorListItemSchema,
  vendorResource,
  vendorSchema,
  vendorSearchSchema,
  vendorUpdateSchema,
} from './resources/vendor';
import {
  workOrderAssignSchema,
  workOrderCreateSchema,
  workOrderListItemSchema,
  workOrderResource,
  workOrderSchema,
  workOrderSearchSchema,
  workOrderStatusChangeSchema,
  workOrderUpdateSchema,
} from './resources/work-order';
import {
  crosswindAnswerSchema,
  decodedMetarAnswerSchema,
  forecastAnswerSchema,
  healthAnswerSchema,
  metarAnswerSchema,
  tafAnswerSchema,
  weatherOkSchema,
  windHistoryAnswerSchema,
} from './weather';
import {
  crosswindParams,
  densityAltitudeParams,
  forecastParams,
  stationParams,
  weatherQuery,
  windHistoryParams,
} from './weather-params';

/** One operation as declared: where it is, what it takes and what it answers. */
export type OperationSpec = {
  method: OperationMethod;
  /** The OpenAPI path: `/api/Contact/{id}`. */
  path: string;
  /** The path's parameters (every `{name}` of `path`). */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The `data` of a success: the answer a caller gets. */
  answer: z.ZodType;
  /** The whole success answer when it is not `{ success: true, data: answer }` (sign-in, weather, health). */
  response?: z.ZodType;
  /** The body is one file, `multipart/form-data` (field `file`), not JSON. */
  upload?: true;
  /** The answer is a file's bytes (an image, a document), not JSON: open it by URL, never `run` it. */
  file?: true;
  /** With `format=csv` the same answer comes as a CSV file (`text/csv`), opened by URL. */
  csv?: true;
};

const spec = <const O extends OperationSpec>(o: O) => o;

const nothing = z.null();
const secretParam = z.string().min(1).max(200);
const byCompany = z.strictObject({ managementCompanyID: idParamSchema.optional() });
const newestFirst = z.strictObject({ limit: wholeParamSchema(1, 500).default(100) });

/** The schemas of each registry resource, which its five CRUD operations are made of. */
export const RESOURCE_SCHEMAS = {
  company: {
    read: mgmtCoSchema,
    listItem: mgmtCoListItemSchema,
    query: mgmtCoSearchSchema,
    create: mgmtCoCreateSchema,
    update: mgmtCoUpdateSchema,
  },
  user: {
    read: systemUserSchema,
    listItem: systemUserSchema,
    query: userSearchSchema,
    create: systemUserCreateSchema,
    update: systemUserUpdateSchema,
  },
  securityGroup: {
    read: securityGroupSchema,
    listItem: securityGroupSchema,
    query: securityGroupSearchSchema,
    create: mgmtCoSecurityGroupCreateSchema,
    update: mgmtCoSecurityGroupUpdateSchema,
  },
  contact: {
    read: contactSchema,
    listItem: contactListItemSchema,
    query: contactSearchSchema,
    create: contactCreateSchema,
    update: contactUpdateSchema,
  },
  property: {
    read: propertySchema,
    listItem: propertyListItemSchema,
    query: propertySearchSchema,
    create: propertyCreateSchema,
    update: propertyUpdateSchema,
  },
  rentalUnit: {
    read: rentalUnitSchema,
    listItem: rentalUnitListItemSchema,
    query: rentalUnitSearchSchema,
    create: rentalUnitCreateSchema,
    update: rentalUnitUpdateSchema,
  },
  vendor: {
    read: vendorSchema,
    listItem: vendorListItemSchema,
    query: vendorSearchSchema,
    create: vendorCreateSchema,
    update: vendorUpdateSchema,
  },
  lease: {
    read: leaseSchema,
    listItem: leaseListItemSchema,
    query: leaseSearchSchema,
    create: leaseCreateSchema,
    update: leaseUpdateSchema,
  },
  aircraft: {
    read: aircraftSchema,
    listItem: aircraftListItemSchema,
    query: aircraftSearchSchema,
    create: aircraftCreateSchema,
    update: aircraftUpdateSchema,
  },
  workOrder: {
    read: workOrderSchema,
    listItem: workOrderListItemSchema,
    query: workOrderSearchSchema,
    create: workOrderCreateSchema,
    update: workOrderUpdateSchema,
  },
} as const satisfies Record<
  ResourceName,
  { read: z.ZodType; listItem: z.ZodType; query: z.ZodType; create: z.ZodType; update: z.ZodType }
>;

type ResourceSchemas = (typeof RESOURCE_SCHEMAS)[ResourceName];
type BaseOf<P extends string> = P extends `/api/${infer B}` ? B : never;

/** A resource's operations: `<Search>` (a page of the list), `<Base>_get`, `_create`, `_update`, `_delete`. */
export type ResourceOperationNames<R extends { path: string; searchPath: string }> = {
  list: BaseOf<R['searchPath']>;
  get: `${BaseOf<R['path']>}_get`;
  create: `${BaseOf<R['path']>}_create`;
  update: `${BaseOf<R['path']>}_update`;
  delete: `${BaseOf<R['path']>}_delete`;
};

/** The five CRUD operations of a registry resource, named by the operationId rule (see `operationIds`). */
function resourceOperations<
  const R extends { path: `/api/${string}`; searchPath: `/api/${string}` },
  S extends ResourceSchemas,
>(resource: R, s: S) {
  const base = resource.path.slice('/api/'.length) as BaseOf<R['path']>;
  const list = resource.searchPath.slice('/api/'.length) as BaseOf<R['searchPath']>;
  const item = `${resource.path}/{id}` as const;
  const ops = {
    [list]: spec({
      method: 'GET',
      path: resource.searchPath,
      query: s.query,
      answer: listAnswerSchema(s.listItem),
    }),
    [`${base}_get`]: spec({ method: 'GET', path: item, params: idParamsSchema, answer: s.read }),
    [`${base}_create`]: spec({ method: 'POST', path: resource.path, body: s.create, answer: s.read }),
    [`${base}_update`]: spec({
      method: 'PUT',
      path: item,
      params: idParamsSchema,
      body: s.update,
      answer: s.read,
    }),
    [`${base}_delete`]: spec({ method: 'DELETE', path: item, params: idParamsSchema, answer: nothing }),
  };
  type Names = ResourceOperationNames<R>;
  return ops as unknown as {
    [K in Names['list']]: {
      method: 'GET';
      path: string;
      query: S['query'];
      answer: z.ZodType<ListAnswerOf<S>>;
    };
  } & {
    [K in Names['get']]: { method: 'GET'; path: string; params: typeof idParamsSchema; answer: S['read'] };
  } & {
    [K in Names['create']]: { method: 'POST'; path: string; body: S['create']; answer: S['read'] };
  } & {
    [K in Names['update']]: {
      method: 'PUT';
      path: string;
      params: typeof idParamsSchema;
      body: S['update'];
      answer: S['read'];
    };
  } & {
    [K in Names['delete']]: {
      method: 'DELETE';
      path: string;
      params: typeof idParamsSchema;
      answer: typeof nothing;
    };
  };
}
type ListAnswerOf<S extends ResourceSchemas> = {
  items: z.output<S['listItem']>[];
  total: number;
  page: number;
  pageSize: number;
};

/** Aliases that take a resource's create and update with the kind set by the path (`/api/Individual`). */
function kindAliases<const B extends string, S extends ResourceSchemas>(base: B, s: S) {
  return {
    [`${base}_create`]: spec({ method: 'POST', path: `/api/${base}`, body: s.create, answer: s.read }),
    [`${base}_update`]: spec({
      method: 'PUT',
      path: `/api/${base}/{id}`,
      params: idParamsSchema,
      body: s.update,
      answer: s.read,
    }),
  } as unknown as {
    [K in `${B}_create`]: { method: 'POST'; path: string; body: S['create']; answer: S['read'] };
  } & {
    [K in `${B}_update`]: {
      method: 'PUT';
      path: string;
      params: typeof idParamsSchema;
      body: S['update'];
      answer: S['read'];
    };
  };
}

const R = RESOURCE_SCHEMAS;

/** Accounts: sign-in, registration, e-mailed keys, passwords, impersonation, activity. */
const ACCOUNT_OPERATIONS = {
  authenticate: spec({
    method: 'POST',
    path: '/api/authenticate',
    body: authenticateRequestSchema,
    answer: authenticateResponseSchema.shape.data,
    response: authenticateResponseSchema,
  }),
  logout: spec({
    method: 'GET',
    path: '/api/logout/{token}',
    params: z.strictObject({ token: secretParam }),
    answer: nothing,
  }),
  authenticateExists: spec({
    method: 'GET',
    path: '/api/authenticate/exists/{name}',
    params: z.strictObject({ name: z.string().min(1).max(200) }),
    answer: z.boolean(),
  }),
  IsNewRegistrationAvailable: spec({
    method: 'GET',
    path: '/api/IsNewRegistrationAvailable',
    answer: z.boolean(),
  }),
  register: spec({
    method: 'POST',
    path: '/api/register',
    body: registerRequestSchema,
    answer: z.object({ userName: z.string() }),
  }),
  authenticateemail: spec({
    method: 'GET',
    path: '/api/authenticateemail/{key}',
    params: z.strictObject({ key: secretParam }),
    answer: z.object({ userName: z.string() }),
  }),
  sendforgottenpasswordemail: spec({
    method: 'GET',
    path: '/api/sendforgottenpasswordemail/{email}',
    params: z.strictObject({ email: z.string().min(1).max(254) }),
    answer: nothing,
  }),
  validatepasswordchange: spec({
    method: 'GET',
    path: '/api/validatepasswordchange/{key}',
    params: z.strictObject({ key: secretParam }),
    answer: z.object({ userName: z.string() }),
  }),
  changepassword: spec({
    method: 'POST',
    path: '/api/changepassword',
    body: changePasswordRequestSchema,
    answer: nothing,
  }),
  authenticateAs: spec({
    method: 'POST',
    path: '/api/authenticateAs',
    body: authenticateAsRequestSchema,
    answer: authenticateResponseSchema.shape.data,
    response: authenticateResponseSchema,
  }),
  authenticateAsEnd: spec({
    method: 'POST',
    path: '/api/authenticateAs/end',
    answer: endImpersonationSchema,
  }),
  AddActivity: spec({ method: 'PUT', path: '/api/AddActivity', body: activityEntrySchema, answer: nothing }),
  MyAccess: spec({ method: 'GET', path: '/api/MyAccess', answer: myAccessSchema }),
} as const;

/** Companies, their users and security groups beside their CRUD. */
const COMPANY_OPERATIONS = {
  MgmtCo_list: spec({ method: 'GET', path: '/api/MgmtCo', answer: z.array(mgmtCoSchema) }),
  MgmtCoSummary: spec({
    method: 'GET',
    path: '/api/MgmtCoSummary/{id}',
    params: idParamsSchema,
    answer: mgmtCoSummarySchema,
  }),
  RecentChanges: spec({
    method: 'GET',
    path: '/api/RecentChanges',
    query: recentChangesQuerySchema,
    answer: z.array(recentChangeSchema),
  }),
  PublishingApprovals: spec({
    method: 'GET',
    path: '/api/PublishingApprovals',
    answer: publishingApprovalsSchema,
  }),
  PublishingApprovalsApprove: spec({
    method: 'POST',
    path: '/api/PublishingApprovals/{id}/approve',
    params: z.strictObject({ id: idParamSchema }),
    body: z.strictObject({}).optional(),
    answer: publishingCompanySchema,
  }),
  PublishingApprovalsRevoke: spec({
    method: 'POST',
    path: '/api/PublishingApprovals/{id}/revoke',
    params: z.strictObject({ id: idParamSchema }),
    body: z.strictObject({}).optional(),
    answer: publishingCompanySchema,
  }),
  SystemUser_list: spec({
    method: 'GET',
    path: '/api/SystemUser',
    query: byCompany,
    answer: z.array(systemUserSchema),
  }),
  InviteUser: spec({
    method: 'POST',
    path: '/api/InviteUser',
    body: userInviteSchema,
    answer: systemUserSchema,
  }),
  UserAccess: spec({
    method: 'GET',
    path: '/api/UserAccess/{id}',
    params: idParamsSchema,
    answer: userAccessSchema,
  }),
  MgmtCoSecurityGroup_list: spec({
    method: 'GET',
    path: '/api/MgmtCoSecurityGroup',
    query: byCompany,
    answer: z.array(securityGroupSchema),
  }),
  SystemSecurityGroups: spec({
    method: 'GET',
    path: '/api/SystemSecurityGroups',
    answer: z.array(securityGroupSchema),
  }),
  SystemSecurityGroup_get: spec({
    method: 'GET',
    path: '/api/SystemSecurityGroup/{id}',
    params: idParamsSchema,
    answer: securityGroupSchema,
  }),
  SystemSecurityGroup_create: spec({
    method: 'POST',
    path: '/api/SystemSecurityGroup',
    body: systemSecurityGroupCreateSchema,
    answer: securityGroupSchema,
  }),
  SystemSecurityGroup_update: spec({
    method: 'PUT',
    path: '/api/SystemSecurityGroup/{id}',
    params: idParamsSchema,
    body: systemSecurityGroupUpdateSchema,
    answer: securityGroupSchema,
  }),
  SystemSecurityGroup_delete: spec({
    method: 'DELETE',
    path: '/api/SystemSecurityGroup/{id}',
    params: idParamsSchema,
    answer: nothing,
  }),
  SystemSecurityAccesses_get: spec({
    method: 'GET',
    path: '/api/SystemSecurityAccesses/{id}',
    params: idParamsSchema,
    answer: securityAccessesSchema,
  }),
  SystemSecurityAccesses_update: spec({
    method: 'PUT',
    path: '/api/SystemSecurityAccesses/{id}',
    params: idParamsSchema,
    body: securityAccessesUpdateSchema,
    answer: securityAccessesSchema,
  }),
  systemsecurityfeatures: spec({
    method: 'GET',
    path: '/api/systemsecurityfeatures',
    answer: z.array(securityFeatureSchema),
  }),
  MgmtCompanySecurityFeatures: spec({
    method: 'GET',
    path: '/api/MgmtCompanySecurityFeatures',
    answer: z.array(securityFeatureSchema),
  }),
  PropertySecurityFeatures: spec({
    method: 'GET',
    path: '/api/PropertySecurityFeatures',
    answer: z.array(securityFeatureSchema),
  }),
  RentalUnitSecurityFeatures: spec({
    method: 'GET',
    path: '/api/RentalUnitSecurityFeatures',
    answer: z.array(securityFeatureSchema),
  }),
  systemsecurityfeaturesavailable: spec({
    method: 'GET',
    path: '/api/systemsecurityfeaturesavailable/{id}',
    params: idParamsSchema,
    answer: z.array(securityFeatureSchema),
  }),
} as const;

/** System administration: values, error log, outbox, audit, lookups, jobs, summary, self-test. */
const SYSTEM_OPERATIONS = {
  systemvalues_list: spec({ method: 'GET', path: '/api/systemvalues', answer: z.array(systemValueSchema) }),
  systemvalues_get: spec({
    method: 'GET',
    path: '/api/systemvalues/{id}',
    params: idParamsSchema,
    answer: systemValueSchema,
  }),
  systemvalues_create: spec({
    method: 'POST',
    path: '/api/systemvalues',
    body: systemValueCreateSchema,
    answer: systemValueSchema,
  }),
  systemvalues_update: spec({
    method: 'PUT',
    path: '/api/systemvalues/{id}',
    params: idParamsSchema,
    body: systemValueUpdateSchema,
    answer: systemValueSchema,
  }),
  systemvalues_delete: spec({
    method: 'DELETE',
    path: '/api/systemvalues/{id}',
    params: idParamsSchema,
    answer: nothing,
  }),
  errorlogs: spec({
    method: 'GET',
    path: '/api/errorlogs',
    query: errorLogQuerySchema,
    answer: z.array(errorLogSchema),
  }),
  errorlog_get: spec({
    method: 'GET',
    path: '/api/errorlog/{id}',
    params: idParamsSchema,
    answer: errorLogSchema,
  }),
  errorlog_create: spec({
    method: 'POST',
    path: '/api/errorlog',
    body: errorLogCreateSchema,
    answer: z.object({ id: z.number() }),
  }),
  errorlog_delete: spec({
    method: 'DELETE',
    path: '/api/errorlog/{id}',
    params: idParamsSchema,
    answer: nothing,
  }),
  errorlog_purge: spec({
    method: 'DELETE',
    path: '/api/errorlog',
    query: errorLogPurgeQuerySchema,
    answer: errorLogPurgeSchema,
  }),
  emailoutbox: spec({
    method: 'GET',
    path: '/api/emailoutbox',
    query: newestFirst,
    answer: z.array(outboxMessageSchema),
  }),
  emailoutboxResend: spec({
    method: 'POST',
    path: '/api/emailoutbox/{id}/resend',
    params: idParamsSchema,
    answer: outboxMessageSchema,
  }),
  auditevents: spec({
    method: 'GET',
    path: '/api/auditevents',
    query: newestFirst,
    answer: z.array(auditEventSchema),
  }),
  countries: spec({ method: 'GET', path: '/api/countries', answer: z.array(countrySchema) }),
  states: spec({
    method: 'GET',
    path: '/api/states',
    query: statesQuerySchema,
    answer: z.array(stateSchema),
  }),
  titles: spec({ method: 'GET', path: '/api/titles', answer: z.array(lookupSchema) }),
  addresstypes: spec({ method: 'GET', path: '/api/addresstypes', answer: z.array(lookupSchema) }),
  phonetypes: spec({ method: 'GET', path: '/api/phonetypes', answer: z.array(lookupSchema) }),
  emailtypes: spec({ method: 'GET', path: '/api/emailtypes', answer: z.array(lookupSchema) }),
  about: spec({ method: 'GET', path: '/api/about', answer: aboutSchema }),
  health: spec({
    method: 'GET',
    path: '/api/health',
    answer: healthAnswerSchema.shape.data,
    response: healthAnswerSchema,
  }),
  jobs: spec({ method: 'GET', path: '/api/jobs', answer: z.array(jobSchema) }),
  jobsRun: spec({
    method: 'POST',
    path: '/api/jobs/{name}/run',
    params: z.strictObject({ name: jobNameSchema }),
    answer: jobSchema,
  }),
  jobruns: spec({
    method: 'GET',
    path: '/api/jobruns',
    query: jobRunsQuerySchema,
    answer: z.array(jobRunSchema),
  }),
  ProcessMainWfHeartbeat: spec({
    method: 'GET',
    path: '/api/ProcessMainWfHeartbeat/{id}',
    params: z.strictObject({ id: z.string().min(1).max(200) }),
    answer: z.array(heartbeatSchema),
  }),
  SystemSummary: spec({ method: 'GET', path: '/api/SystemSummary', answer: systemSummarySchema }),
  SecurityFeatureGrants: spec({
    method: 'GET',
    path: '/api/SecurityFeatureGrants/{level}',
    params: z.strictObject({ level: featureLevelSchema }),
    answer: featureGrantsSchema,
  }),
  selftest: spec({ method: 'GET', path: '/api/selftest', answer: selfTestSchema }),
} as const;

/** Contacts, properties, rental units and leases beside their CRUD. */
const RECORD_OPERATIONS = {
  ...kindAliases('Individual', R.contact),
  ...kindAliases('Company', R.contact),
  IndividualNewForMgmtCo: spec({
    method: 'GET',
    path: '/api/IndividualNewForMgmtCo/{id}',
    params: idParamsSchema,
    answer: individualDraftSchema,
  }),
  FileAsExist: spec({
    method: 'GET',
    path: '/api/FileAsExist/{managementCompanyID}/{contactID}/{fileAs}',
    params: fileAsExistParamsSchema,
    answer: fileAsExistSchema,
  }),
  IndividualLast: spec({
    method: 'GET',
    path: '/api/IndividualLast',
    query: z.strictObject({ managementCompanyID: idParamSchema }),
    answer: contactSchema.nullable(),
  }),
  CompanyLast: spec({
    method: 'GET',
    path: '/api/CompanyLast',
    query: z.strictObject({ managementCompanyID: idParamSchema }),
    answer: contactSchema.nullable(),
  }),
  UpdateContactIndexes: spec({
    method: 'POST',
    path: '/api/UpdateContactIndexes',
    answer: z.object({ updated: z.number().int() }),
  }),
  PropertyTypes: spec({
    method: 'GET',
    path: '/api/PropertyTypes',
    answer: z.array(z.object({ value: propertyTypeSchema, label: z.string() })),
  }),
  PropertyFileAsExist: spec({
    method: 'GET',
    path: '/api/PropertyFileAsExist/{managementCompanyID}/{propertyID}/{fileAs}',
    params: propertyFileAsExistParamsSchema,
    answer: nameExistSchema,
  }),
  PropertyNewForMgmtCo: spec({
    method: 'GET',
    path: '/api/PropertyNewForMgmtCo/{id}',
    params: idParamsSchema,
    answer: propertyDraftSchema,
  }),
  PropertySecurity_get: spec({
    method: 'GET',
    path: '/api/PropertySecurity/{id}',
    params: idParamsSchema,
    answer: propertySecuritySchema,
  }),
  PropertySecurity_update: spec({
    method: 'PUT',
    path: '/api/PropertySecurity/{id}',
    params: idParamsSchema,
    body: propertySecurityUpdateSchema,
    answer: propertySecuritySchema,
  }),
  RentalUnitSave: spec({
    method: 'POST',
    path: '/api/RentalUnitSave',
    body: rentalUnitBatchSchema,
    answer: rentalUnitBatchAnswerSchema,
  }),
  RentalUnitFileAsExist: spec({
    method: 'GET',
    path: '/api/RentalUnitFileAsExist/{propertyID}/{unitID}/{unitNumber}',
    params: rentalUnitFileAsExistParamsSchema,
    answer: nameExistSchema,
  }),
  RentalUnitNewForMgmtCo: spec({
    method: 'GET',
    path: '/api/RentalUnitNewForMgmtCo/{id}',
    params: idParamsSchema,
    query: rentalUnitDraftQuerySchema,
    answer: rentalUnitDraftSchema,
  }),
  RentalUnitLeaseNew: spec({
    method: 'GET',
    path: '/api/RentalUnitLeaseNew/{unitId}/{contactId}',
    params: leaseNewParamsSchema,
    answer: leaseDraftSchema,
  }),
  ...kindAliases('MgmtCoVendorIndividual', R.vendor),
  ...kindAliases('MgmtCoVendorCompany', R.vendor),
  MgmtCoVendorIndividual_get: spec({
    method: 'GET',
    path: '/api/MgmtCoVendorIndividual/{id}',
    params: idParamsSchema,
    answer: vendorSchema,
  }),
  MgmtCoVendorCompany_get: spec({
    method: 'GET',
    path: '/api/MgmtCoVendorCompany/{id}',
    params: idParamsSchema,
    answer: vendorSchema,
  }),
} as const;

const unitParams = z.strictObject({ unitId: idParamSchema });
const fileQuery = z.strictObject({ v: z.string().max(64).optional() });

/** Images and documents of a record: upload, list, caption, order, card, edit, and their files. */
const ATTACHMENT_OPERATIONS = {
  Attachments_upload: spec({
    method: 'POST',
    path: '/api/Attachments/{ownerKind}/{ownerID}',
    params: attachmentOwnerParamsSchema,
    query: attachmentKindQuerySchema,
    answer: attachmentSchema,
    upload: true,
  }),
  RentalUnitImage: spec({
    method: 'POST',
    path: '/api/RentalUnitImage/{unitId}',
    params: unitParams,
    answer: attachmentSchema,
    upload: true,
  }),
  Attachments_list: spec({
    method: 'GET',
    path: '/api/Attachments/{ownerKind}/{ownerID}',
    params: attachmentOwnerParamsSchema,
    query: attachmentKindQuerySchema,
    answer: attachmentListSchema,
  }),
  RentalUnitImages: spec({
    method: 'GET',
    path: '/api/RentalUnitImages/{unitId}',
    params: unitParams,
    answer: attachmentListSchema,
  }),
  Attachment_update: spec({
    method: 'PUT',
    path: '/api/Attachment/{id}',
    params: idParamsSchema,
    body: attachmentUpdateSchema,
    answer: attachmentSchema,
  }),
  Attachment_delete: spec({
    method: 'DELETE',
    path: '/api/Attachment/{id}',
    params: idParamsSchema,
    answer: z.object({ id: idSchema }),
  }),
  AttachmentOrder: spec({
    method: 'PUT',
    path: '/api/AttachmentOrder/{ownerKind}/{ownerID}',
    params: attachmentOwnerParamsSchema,
    body: attachmentOrderSchema,
    answer: attachmentListSchema,
  }),
  RentalUnitSetImageAsCard: spec({
    method: 'POST',
    path: '/api/RentalUnitSetImageAsCard/{unitId}/{imageId}',
    // imageId 0 clears the choice (the first listed image is the card again).
    params: z.strictObject({ unitId: idParamSchema, imageId: idOrZeroParamSchema }),
    answer: attachmentListSchema,
  }),
  ImageEdit: spec({
    method: 'POST',
    path: '/api/ImageEdit/{id}',
    params: idParamsSchema,
    body: imageEditSchema,
    answer: attachmentSchema,
  }),
  ImageReplace: spec({
    method: 'PUT',
    path: '/api/ImageReplace/{id}',
    params: idParamsSchema,
    query: z.strictObject({ version: wholeParamSchema(1, MAX_INT32).optional() }),
    answer: attachmentSchema,
    upload: true,
  }),
  image: spec({
    method: 'GET',
    path: '/api/image/{id}',
    params: idParamsSchema,
    query: fileQuery,
    answer: z.string(),
    file: true,
  }),
  image2: spec({
    method: 'GET',
    path: '/api/image2/{id}',
    params: idParamsSchema,
    query: fileQuery,
    answer: z.string(),
    file: true,
  }),
  imagesource: spec({
    method: 'GET',
    path: '/api/imagesource/{id}',
    params: idParamsSchema,
    query: fileQuery,
    answer: z.string(),
    file: true,
  }),
  document: spec({
    method: 'GET',
    path: '/api/document/{id}',
    params: idParamsSchema,
    query: fileQuery,
    answer: z.string(),
    file: true,
  }),
  ImageID: spec({
    method: 'GET',
    path: '/api/ImageID/{id}',
    params: idParamsSchema,
    answer: attachmentSchema,
  }),
  DocumentID: spec({
    method: 'GET',
    path: '/api/DocumentID/{id}',
    params: idParamsSchema,
    answer: attachmentSchema,
  }),
} as const;

/** A lease's ledger: read, payments, charges and credits, voids, the deposit's return, and its PDFs. */
export const LEDGER_OPERATIONS = {
  LeaseLedger: spec({
    method: 'GET',
    path: '/api/LeaseLedger/{leaseId}',
    params: leaseLedgerParamsSchema,
    answer: leaseLedgerSchema,
  }),
  LeasePayment: spec({
    method: 'POST',
    path: '/api/LeasePayment',
    body: leasePaymentCreateSchema,
    answer: leaseLedgerSchema,
  }),
  LeaseCharge: spec({
    method: 'POST',
    path: '/api/LeaseCharge',
    body: leaseChargeCreateSchema,
    answer: leaseLedgerSchema,
  }),
  LedgerEntryVoid: spec({
    method: 'POST',
    path: '/api/LedgerEntryVoid/{entryId}',
    params: ledgerEntryParamsSchema,
    body: ledgerEntryVoidSchema,
    answer: leaseLedgerSchema,
  }),
  LeaseDepositReturn: spec({
    method: 'POST',
    path: '/api/LeaseDepositReturn',
    body: depositReturnSchema,
    answer: leaseLedgerSchema,
  }),
} as const;

/** A payment's receipt and a lease's statement, as PDF files. */
export const LEDGER_DOCUMENT_OPERATIONS = {
  PaymentReceipt: spec({
    method: 'GET',
    path: '/api/PaymentReceipt/{entryId}',
    params: ledgerEntryParamsSchema,
    answer: z.string(),
    file: true,
  }),
  LeaseStatement: spec({
    method: 'GET',
    path: '/api/LeaseStatement/{leaseId}',
    params: leaseLedgerParamsSchema,
    query: leaseStatementQuerySchema,
    answer: z.string(),
    file: true,
  }),
} as const;

/** The office's side of the portals: invitations and revocations ("Portal users", company level). */
export const PORTAL_USER_OPERATIONS = {
  PortalInvite: spec({
    method: 'POST',
    path: '/api/PortalInvite',
    body: portalInviteSchema,
    answer: portalUserSchema,
  }),
  PortalUsers: spec({
    method: 'GET',
    path: '/api/PortalUsers/{mgmtCoId}',
    params: portalCompanyParamsSchema,
    query: portalUsersQuerySchema,
    answer: z.array(portalUserSchema),
  }),
  PortalUserRevoke: spec({
    method: 'POST',
    path: '/api/PortalUserRevoke/{id}',
    params: portalUserParamsSchema,
    answer: portalUserSchema,
  }),
  PortalInviteAccept_get: spec({
    method: 'GET',
    path: '/api/PortalInviteAccept/{key}',
    params: portalKeyParamsSchema,
    answer: portalInviteCheckSchema,
  }),
  InsuranceCertificates: spec({
    method: 'GET',
    path: '/api/InsuranceCertificates/{vendorId}',
    params: insuranceCertificatesParamsSchema,
    answer: z.array(insuranceCertificateUploadSchema),
  }),
  InsuranceCertificateApprove: spec({
    method: 'POST',
    path: '/api/InsuranceCertificateApprove/{id}',
    params: insuranceCertificateParamsSchema,
    body: insuranceCertificateApproveSchema,
    answer: insuranceCertificateUploadSchema,
  }),
  InsuranceCertificateReject: spec({
    method: 'POST',
    path: '/api/InsuranceCertificateReject/{id}',
    params: insuranceCertificateParamsSchema,
    body: insuranceCertificateRejectSchema,
    answer: insuranceCertificateUploadSchema,
  }),
  PortalInviteAccept_create: spec({
    method: 'POST',
    path: '/api/PortalInviteAccept/{key}',
    params: portalKeyParamsSchema,
    body: portalInviteAcceptSchema,
    answer: nothing,
  }),
} as const;

/** What a signed-in portal user reads and does: each answers only what the user's own link grants. */
export const PORTAL_OPERATIONS = {
  PortalMe: spec({ method: 'GET', path: '/api/PortalMe', answer: portalMeSchema }),
  PortalLeases: spec({ method: 'GET', path: '/api/PortalLeases', answer: portalLeasesSchema }),
  PortalLeaseLedger: spec({
    method: 'GET',
    path: '/api/PortalLeaseLedger/{leaseId}',
    params: leaseLedgerParamsSchema,
    answer: leaseLedgerSchema,
  }),
  PortalPaymentReceipt: spec({
    method: 'GET',
    path: '/api/PortalPaymentReceipt/{entryId}',
    params: ledgerEntryParamsSchema,
    answer: z.string(),
    file: true,
  }),
  PortalLeaseStatement: spec({
    method: 'GET',
    path: '/api/PortalLeaseStatement/{leaseId}',
    params: leaseLedgerParamsSchema,
    query: leaseStatementQuerySchema,
    answer: z.string(),
    file: true,
  }),
  PortalVendor: spec({ method: 'GET', path: '/api/PortalVendor', answer: portalVendorSchema }),
  PortalWorkOrders: spec({
    method: 'GET',
    path: '/api/PortalWorkOrders',
    answer: z.array(portalWorkOrderSchema),
  }),
  PortalWorkOrder: spec({
    method: 'GET',
    path: '/api/PortalWorkOrder/{id}',
    params: portalWorkOrderParamsSchema,
    answer: portalWorkOrderSchema,
  }),
  PortalInsuranceCertificate: spec({
    method: 'POST',
    path: '/api/PortalInsuranceCertificate',
    query: portalInsuranceCertificateQuerySchema,
    answer: insuranceCertificateUploadSchema,
    upload: true,
  }),
  PortalWorkOrderPhotos: spec({
    method: 'GET',
    path: '/api/PortalWorkOrderPhotos/{id}',
    params: portalWorkOrderParamsSchema,
    answer: attachmentListSchema,
  }),
  PortalWorkOrderPhoto: spec({
    method: 'POST',
    path: '/api/PortalWorkOrderPhoto/{id}',
    params: portalWorkOrderParamsSchema,
    answer: attachmentSchema,
    upload: true,
  }),
  PortalMaintenanceRequest: spec({
    method: 'POST',
    path: '/api/PortalMaintenanceRequest',
    body: portalMaintenanceRequestSchema,
    answer: portalWorkOrderSchema,
  }),
  PortalWorkOrderAnswer: spec({
    method: 'POST',
    path: '/api/PortalWorkOrderAnswer/{id}',
    params: portalWorkOrderParamsSchema,
    body: portalWorkOrderAnswerSchema,
    answer: portalWorkOrderSchema,
  }),
  PortalWorkOrderStatus: spec({
    method: 'POST',
    path: '/api/PortalWorkOrderStatus/{id}',
    params: portalWorkOrderParamsSchema,
    body: portalWorkOrderStatusSchema,
    answer: portalWorkOrderSchema,
  }),
  PortalWorkOrderCost: spec({
    method: 'POST',
    path: '/api/PortalWorkOrderCost/{id}',
    params: portalWorkOrderParamsSchema,
    body: portalWorkOrderCostSchema,
    answer: portalWorkOrderSchema,
  }),
} as const;

/** The money reports of a company: JSON by default, CSV with `format=csv` (opened by URL then). */
export const REPORT_OPERATIONS = {
  RentRoll: spec({
    method: 'GET',
    path: '/api/RentRoll/{mgmtCoId}',
    params: reportCompanyParamsSchema,
    query: rentRollQuerySchema,
    answer: rentRollSchema,
    csv: true,
  }),
  Receivables: spec({
    method: 'GET',
    path: '/api/Receivables/{mgmtCoId}',
    params: reportCompanyParamsSchema,
    query: receivablesQuerySchema,
    answer: receivablesSchema,
    csv: true,
  }),
  Collections: spec({
    method: 'GET',
    path: '/api/Collections/{mgmtCoId}',
    params: reportCompanyParamsSchema,
    query: collectionsQuerySchema,
    answer: collectionsSchema,
    csv: true,
  }),
  LedgerSummary: spec({
    method: 'GET',
    path: '/api/LedgerSummary/{mgmtCoId}',
    params: reportCompanyParamsSchema,
    answer: ledgerSummarySchema,
  }),
} as const;

/** Aircraft, the waiting list (the applicant's public calls and the office's) and the hangar-use record. */
const WAITLIST_OPERATIONS = {
  AircraftTypes: spec({ method: 'GET', path: '/api/AircraftTypes', answer: z.array(aircraftTypeSchema) }),
  AircraftFit: spec({
    method: 'GET',
    path: '/api/AircraftFit/{unitId}/{aircraftId}',
    params: aircraftFitParamsSchema,
    answer: aircraftFitSchema,
  }),
  WaitlistApplication: spec({
    method: 'POST',
    path: '/api/WaitlistApplication',
    body: waitlistApplicationCreateSchema,
    answer: waitlistReceivedSchema,
  }),
  WaitlistApplicationConfirm: spec({
    method: 'POST',
    path: '/api/WaitlistApplicationConfirm/{key}',
    params: waitlistKeyParamsSchema,
    answer: waitlistApplicationStatusSchema,
  }),
  WaitlistApplicationStatus: spec({
    method: 'GET',
    path: '/api/WaitlistApplicationStatus/{key}',
    params: waitlistKeyParamsSchema,
    answer: waitlistApplicationStatusSchema,
  }),
  WaitlistApplicationWithdraw: spec({
    method: 'POST',
    path: '/api/WaitlistApplicationWithdraw/{key}',
    params: waitlistKeyParamsSchema,
    answer: waitlistApplicationStatusSchema,
  }),
  WaitlistOfferAnswer: spec({
    method: 'POST',
    path: '/api/WaitlistOfferAnswer/{key}',
    params: waitlistKeyParamsSchema,
    body: waitlistOfferAnswerSchema,
    answer: waitlistApplicationStatusSchema,
  }),
  Waitlist: spec({
    method: 'GET',
    path: '/api/Waitlist/{mgmtCoId}',
    params: waitlistCompanyParamsSchema,
    query: waitlistQuerySchema,
    answer: waitlistSchema,
  }),
  WaitlistMove: spec({
    method: 'POST',
    path: '/api/WaitlistMove',
    body: waitlistMoveSchema,
    answer: waitlistSchema,
  }),
  WaitlistOffer: spec({
    method: 'POST',
    path: '/api/WaitlistOffer',
    body: waitlistOfferCreateSchema,
    answer: waitlistOfferSchema,
  }),
  WaitlistCandidates: spec({
    method: 'GET',
    path: '/api/WaitlistCandidates/{unitId}',
    params: waitlistUnitParamsSchema,
    answer: waitlistCandidatesSchema,
  }),
  WaitlistHistory: spec({
    method: 'GET',
    path: '/api/WaitlistHistory/{mgmtCoId}',
    params: waitlistCompanyParamsSchema,
    answer: waitlistHistorySchema,
  }),
  WaitlistSettings_get: spec({
    method: 'GET',
    path: '/api/WaitlistSettings/{mgmtCoId}',
    params: waitlistCompanyParamsSchema,
    answer: waitlistSettingsSchema,
  }),
  WaitlistSettings_update: spec({
    method: 'PUT',
    path: '/api/WaitlistSettings/{mgmtCoId}',
    params: waitlistCompanyParamsSchema,
    body: waitlistSettingsSchema,
    answer: waitlistSettingsSchema,
  }),
  HangarUseReport: spec({
    method: 'GET',
    path: '/api/HangarUseReport/{propertyId}',
    params: hangarUseParamsSchema,
    query: hangarUseQuerySchema,
    answer: hangarUseSchema,
    csv: true,
  }),
} as const;

/** A work order's vendor and its status (with the history's note); its CRUD is the resource's. */
export const WORK_ORDER_OPERATIONS = {
  WorkOrderAssign: spec({
    method: 'POST',
    path: '/api/WorkOrderAssign/{id}',
    params: idParamsSchema,
    body: workOrderAssignSchema,
    answer: workOrderSchema,
  }),
  WorkOrderStatus: spec({
    method: 'POST',
    path: '/api/WorkOrderStatus/{id}',
    params: idParamsSchema,
    body: workOrderStatusChangeSchema,
    answer: workOrderSchema,
  }),
} as const;

/** The airport's public pages: listings and weather (the weather handlers check their parameters in words). */
const PUBLIC_OPERATIONS_TABLE = {
  listings: spec({
    method: 'GET',
    path: '/api/listings',
    query: listingsQuerySchema,
    answer: listingsSchema,
  }),
  NoaaMetar: spec({
    method: 'GET',
    path: '/api/NoaaMetar/{station}',
    params: stationParams,
    answer: metarAnswerSchema,
    response: weatherOkSchema(metarAnswerSchema),
  }),
  NoaaDecodedMetar: spec({
    method: 'GET',
    path: '/api/NoaaDecodedMetar/{station}',
    params: stationParams,
    answer: decodedMetarAnswerSchema,
    response: weatherOkSchema(decodedMetarAnswerSchema),
  }),
  NoaaTaf: spec({
    method: 'GET',
    path: '/api/NoaaTaf/{station}',
    params: stationParams,
    answer: tafAnswerSchema,
    response: weatherOkSchema(tafAnswerSchema),
  }),
  NoaaCrosswindMetar: spec({
    method: 'GET',
    path: '/api/NoaaCrosswindMetar/{station}/{runway1}/{runway2}/{utcOffset}',
    params: crosswindParams,
    query: weatherQuery,
    answer: crosswindAnswerSchema,
    response: weatherOkSchema(crosswindAnswerSchema),
  }),
  NoaaCrosswindMetarDensityAltitude: spec({
    method: 'GET',
    path: '/api/NoaaCrosswindMetarDensityAltitude/{station}/{runway1}/{runway2}/{utcOffset}/{elevation}',
    params: densityAltitudeParams,
    query: weatherQuery,
    answer: crosswindAnswerSchema,
    response: weatherOkSchema(crosswindAnswerSchema),
  }),
  forecast: spec({
    method: 'GET',
    path: '/api/forecast/{latlon}',
    params: forecastParams,
    answer: forecastAnswerSchema,
    response: weatherOkSchema(forecastAnswerSchema),
  }),
  NoaaWindHistory: spec({
    method: 'GET',
    path: '/api/NoaaWindHistory/{station}/{runway1}/{runway2}',
    params: windHistoryParams,
    query: weatherQuery,
    answer: windHistoryAnswerSchema,
    response: weatherOkSchema(windHistoryAnswerSchema),
  }),
} as const;

/**
 * Every operation of the API by name (its OpenAPI operationId). The registry's resources contribute their
 * CRUD; the named operations are listed beside them. A test checks each name against the operationId rule
 * (`operationIds`), and the server refuses to start with a route missing here or an operation without a route.
 */
export const OPERATIONS = {
  ...resourceOperations(companyResource, R.company),
  ...resourceOperations(userResource, R.user),
  ...resourceOperations(securityGroupResource, R.securityGroup),
  ...resourceOperations(contactResource, R.contact),
  ...resourceOperations(propertyResource, R.property),
  ...resourceOperations(rentalUnitResource, R.rentalUnit),
  ...resourceOperations(vendorResource, R.vendor),
  ...resourceOperations(leaseResource, R.lease),
  ...resourceOperations(aircraftResource, R.aircraft),
  ...resourceOperations(workOrderResource, R.workOrder),
  ...ACCOUNT_OPERATIONS,
  ...COMPANY_OPERATIONS,
  ...SYSTEM_OPERATIONS,
  ...RECORD_OPERATIONS,
  ...ATTACHMENT_OPERATIONS,
  ...LEDGER_OPERATIONS,
  ...REPORT_OPERATIONS,
  ...LEDGER_DOCUMENT_OPERATIONS,
  ...WAITLIST_OPERATIONS,
  ...WORK_ORDER_OPERATIONS,
  ...PORTAL_USER_OPERATIONS,
  ...PORTAL_OPERATIONS,
  ...PUBLIC_OPERATIONS_TABLE,
} satisfies Record<string, OperationSpec>;

// Every registry resource contributes its CRUD (a resource added to RESOURCES without schemas fails here).
RESOURCES satisfies readonly { name: keyof typeof RESOURCE_SCHEMAS }[];

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;

/** The operations a screen may `run`: every JSON one (a file is opened by its URL, an upload sent as a file). */
export type RunnableOperationName = {
  [N in OperationName]: Operations[N] extends { file: true } | { upload: true } ? never : N;
}[OperationName];
/** The operations that take one file (`multipart/form-data`, field `file`). */
export type UploadOperationName = {
  [N in OperationName]: Operations[N] extends { upload: true } ? N : never;
}[OperationName];

type Shape<S> = S extends z.ZodType ? z.output<S> : Record<never, never>;
type PathParams<O> = O extends { params: infer P }
  ? { [K in keyof Shape<P>]: Shape<P>[K] | string }
  : unknown;
type QueryParams<O> = O extends { query: infer Q } ? { [K in keyof Shape<Q>]?: Shape<Q>[K] } : unknown;

/**
 * What `run` takes besides a body: the path's parameters (each required) and the query's (each optional), in
 * one object: `{ id: 4 }`, `{ managementCompanyID: 1, limit: 10 }`.
 */
export type OperationParams<N extends OperationName> = PathParams<Operations[N]> &
  QueryParams<Operations[N]> &
  Record<never, never>;
/** The JSON body an operation takes (`undefined` for none). */
export type OperationBody<N extends OperationName> = Operations[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;
/** What a success answers (the envelope's `data`). */
export type OperationAnswer<N extends OperationName> = z.output<Operations[N]['answer']>;

/** An operation as the server and the document read it: its spec, its name and who may call it. */
export type Operation = OperationSpec & { name: OperationName; access: OperationAccess };

/** Every operation with its name and access, in table order. */
export const OPERATION_LIST: readonly Operation[] = Object.entries(OPERATIONS).map(([name, op]) => ({
  ...(op as OperationSpec),
  name: name as OperationName,
  access: operationAccess(name),
}));

const BY_NAME = new Map(OPERATION_LIST.map((op) => [op.name as string, op]));

/** The operation named `name`; throws for an unknown one (a programming error). */
export function operationNamed(name: string): Operation {
  const op = BY_NAME.get(name);
  if (!op) throw new Error(`No operation named "${name}"`);
  return op;
}

/** The operation a registry resource serves for one of its CRUD verbs: `resourceOperation('contact', 'get')`. */
export function resourceOperation(
  resource: ResourceName,
  verb: 'list' | 'get' | 'create' | 'update' | 'delete',
): OperationName {
  const found = RESOURCES.find((r) => r.name === resource);
  if (!found) throw new Error(`No resource named "${resource}"`);
  const base = found.path.slice('/api/'.length);
  return (verb === 'list' ? found.searchPath.slice('/api/'.length) : `${base}_${verb}`) as OperationName;
}
