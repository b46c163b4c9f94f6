// Work orders: a repair or a job at a property (a unit or a common area), requested by the office or a tenant,
// assigned to a vendor, moved through its statuses with a dated history, and its cost optionally billed to the
// tenant's lease. The rules are in docs/work-orders.md.
import { z } from 'zod';
import { PropertyFeature } from '../features';
import { labelledEnum } from '../labelled-enum';
import { calendarDateSchema, centsSchema, idParamSchema, idSchema } from '../input';
import { MAX_ENTRY_CENTS } from '../ledger';
import {
  listAnswerSchema,
  listQuerySchema,
  queryBoolean,
  versionSchema,
  type ResourceDefinition,
} from './resource';

const categories = labelledEnum(
  [
    { value: 'door', label: 'Hangar door' },
    { value: 'electrical', label: 'Electrical' },
    { value: 'roof', label: 'Roof' },
    { value: 'lighting', label: 'Lighting' },
    { value: 'pavement', label: 'Pavement' },
    { value: 'snow', label: 'Snow' },
    { value: 'other', label: 'Other' },
  ],
  { error: 'Choose a category from the list' },
);
export const WORK_ORDER_CATEGORIES = categories.options;
export const workOrderCategorySchema = categories.schema;
export type WorkOrderCategory = z.infer<typeof workOrderCategorySchema>;
export const workOrderCategoryLabel = categories.label;

const priorities = labelledEnum(
  [
    { value: 'emergency', label: 'Emergency' },
    { value: 'high', label: 'High' },
    { value: 'normal', label: 'Normal' },
    { value: 'low', label: 'Low' },
  ],
  { error: 'Choose a priority from the list' },
);
export const WORK_ORDER_PRIORITIES = priorities.options;
export const workOrderPrioritySchema = priorities.schema;
export type WorkOrderPriority = z.infer<typeof workOrderPrioritySchema>;
export const workOrderPriorityLabel = priorities.label;

const statuses = labelledEnum(
  [
    { value: 'new', label: 'New' },
    { value: 'assigned', label: 'Assigned' },
    { value: 'scheduled', label: 'Scheduled' },
    { value: 'in-progress', label: 'In progress' },
    { value: 'done', label: 'Done' },
    { value: 'cancelled', label: 'Cancelled' },
  ],
  { error: 'Choose a status from the list' },
);
export const WORK_ORDER_STATUSES = statuses.options;
export const workOrderStatusSchema = statuses.schema;
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;
export const workOrderStatusLabel = statuses.label;

/** The statuses of a work order still to be done. */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = [
  'new',
  'assigned',
  'scheduled',
  'in-progress',
];
export const isOpenWorkOrder = (status: WorkOrderStatus) => OPEN_WORK_ORDER_STATUSES.includes(status);

/**
 * Where a status may go next. Done is final (its cost may have been billed); a cancelled order may be opened
 * again as new. Assigning a vendor is its own operation (`WorkOrderAssign`), which moves a new order to assigned.
 */
export const WORK_ORDER_TRANSITIONS: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = {
  new: ['scheduled', 'in-progress', 'cancelled'],
  assigned: ['scheduled', 'in-progress', 'done', 'cancelled'],
  scheduled: ['assigned', 'in-progress', 'done', 'cancelled'],
  'in-progress': ['scheduled', 'done', 'cancelled'],
  done: [],
  cancelled: ['new'],
};

/** The statuses that need an assigned vendor. */
export const VENDOR_STATUSES_NEEDED: readonly WorkOrderStatus[] = [
  'assigned',
  'scheduled',
  'in-progress',
  'done',
];

/**
 * Why a work order cannot move from `from` to `to` (null when it can): the transitions above, a vendor for the
 * statuses of work under way, a scheduled date for `scheduled`.
 */
export function statusChangeProblem(
  order: { status: WorkOrderStatus; vendorID: number | null; scheduledDate: string | null },
  to: WorkOrderStatus,
): string | null {
  if (order.status === to) return `This work order is already ${workOrderStatusLabel(to).toLowerCase()}`;
  if (!WORK_ORDER_TRANSITIONS[order.status].includes(to)) {
    if (order.status === 'done') return 'This work order is done: it cannot change any more';
    return `A work order that is ${workOrderStatusLabel(order.status).toLowerCase()} cannot become ${workOrderStatusLabel(to).toLowerCase()}`;
  }
  if (VENDOR_STATUSES_NEEDED.includes(to) && order.vendorID === null) return 'Assign a vendor first';
  if (to === 'scheduled' && order.scheduledDate === null) return 'Choose the scheduled date first';
  return null;
}

/**
 * Days after its creation by which an unscheduled open work order of each priority is overdue; a scheduled one
 * is overdue once its scheduled date has passed.
 */
export const PRIORITY_TARGET_DAYS: Readonly<Record<WorkOrderPriority, number>> = {
  emergency: 1,
  high: 3,
  normal: 14,
  low: 30,
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether an open work order is late on `today` (`YYYY-MM-DD`); `createdOn` is its creation's day. */
export function isWorkOrderOverdue(
  order: {
    status: WorkOrderStatus;
    priority: WorkOrderPriority;
    scheduledDate: string | null;
    createdOn: string;
  },
  today: string,
): boolean {
  if (!isOpenWorkOrder(order.status)) return false;
  if (order.scheduledDate !== null) return order.scheduledDate < today;
  return addDays(order.createdOn, PRIORITY_TARGET_DAYS[order.priority]) < today;
}

/** One part of a cost (labour or materials): whole cents, at most $1,000,000.00. */
export const workOrderCostSchema = centsSchema.max(MAX_ENTRY_CENTS, 'At most $1,000,000.00');

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

const workOrderFields = {
  propertyID: idSchema,
  /** The unit; null for a common area of the property (named in `commonArea`). */
  unitID: idSchema.nullable().default(null),
  commonArea: text(100).default(''),
  category: workOrderCategorySchema,
  priority: workOrderPrioritySchema.default('normal'),
  title: text(120).min(1, 'Say in a few words what needs doing'),
  description: text(5000).default(''),
  /** A tenant (a contact of the company) who asked for it; null: the office user who creates it. */
  requestedByContactID: idSchema.nullable().default(null),
  scheduledDate: calendarDateSchema.nullable().default(null),
  labourCents: workOrderCostSchema.default(0),
  materialsCents: workOrderCostSchema.default(0),
  /** Bill the cost to the tenant: it posts to `leaseID`'s ledger when the work order is done. */
  billToTenant: z.boolean().default(false),
  leaseID: idSchema.nullable().default(null),
};

type WorkOrderRuleInput = {
  unitID: number | null;
  commonArea: string;
  billToTenant: boolean;
  leaseID: number | null;
};

/** The rules the forms and the API share: a place (a unit or a named common area), a lease to bill. */
function workOrderRules(order: WorkOrderRuleInput, ctx: z.RefinementCtx) {
  if (order.unitID === null && order.commonArea === '')
    ctx.addIssue({
      code: 'custom',
      message: 'Choose a unit, or name the common area',
      path: ['commonArea'],
    });
  if (order.billToTenant && order.leaseID === null)
    ctx.addIssue({
      code: 'custom',
      message: 'Choose the lease the cost is billed to',
      path: ['leaseID'],
    });
}

/** A new work order (`POST /api/WorkOrder`): it starts as new, without a vendor. */
export const workOrderCreateSchema = z.strictObject(workOrderFields).superRefine(workOrderRules);
/** An edit of a work order (`PUT /api/WorkOrder/{id}`): its status and vendor change by their operations. */
export const workOrderUpdateSchema = z
  .strictObject({ ...workOrderFields, version: versionSchema })
  .superRefine(workOrderRules);
export type WorkOrderCreate = z.input<typeof workOrderCreateSchema>;
export type WorkOrderUpdate = z.input<typeof workOrderUpdateSchema>;
export type WorkOrderWrite = z.output<typeof workOrderCreateSchema>;

/** Who asked for a work order: an office user, or a tenant (a contact). */
export const workOrderRequesterSchema = z.object({
  kind: z.enum(['user', 'contact']),
  userID: idSchema.nullable(),
  contactID: idSchema.nullable(),
  name: z.string(),
});
export type WorkOrderRequester = z.infer<typeof workOrderRequesterSchema>;

/** One step of a work order's history: the status it took, when, by whom, and the note given. */
export const workOrderEventSchema = z.object({
  id: idSchema,
  status: workOrderStatusSchema,
  atUtc: z.string(),
  byName: z.string(),
  note: z.string(),
});
export type WorkOrderEvent = z.infer<typeof workOrderEventSchema>;

/** A work order as read, with its history (oldest first) and its state on today. */
export const workOrderSchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  propertyID: idSchema,
  propertyName: z.string(),
  unitID: idSchema.nullable(),
  unitNumber: z.string().nullable(),
  commonArea: z.string(),
  category: workOrderCategorySchema,
  priority: workOrderPrioritySchema,
  title: z.string(),
  description: z.string(),
  requestedBy: workOrderRequesterSchema,
  vendorID: idSchema.nullable(),
  vendorName: z.string().nullable(),
  /** Why the vendor was assigned without insurance valid on the day; null when it was valid. */
  insuranceOverrideReason: z.string().nullable(),
  status: workOrderStatusSchema,
  scheduledDate: z.string().nullable(),
  labourCents: z.number().int(),
  materialsCents: z.number().int(),
  totalCents: z.number().int(),
  billToTenant: z.boolean(),
  leaseID: idSchema.nullable(),
  /** The ledger charge the cost posted as, once done; null before (or when nothing was billed). */
  ledgerEntryID: idSchema.nullable(),
  overdue: z.boolean(),
  history: z.array(workOrderEventSchema),
  createdUtc: z.string(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** One row of the work order list. */
export const workOrderListItemSchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  propertyID: idSchema,
  propertyName: z.string(),
  unitID: idSchema.nullable(),
  unitNumber: z.string().nullable(),
  commonArea: z.string(),
  category: workOrderCategorySchema,
  priority: workOrderPrioritySchema,
  title: z.string(),
  vendorID: idSchema.nullable(),
  vendorName: z.string().nullable(),
  status: workOrderStatusSchema,
  scheduledDate: z.string().nullable(),
  totalCents: z.number().int(),
  overdue: z.boolean(),
  createdUtc: z.string(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type WorkOrderListItem = z.infer<typeof workOrderListItemSchema>;

export const WORK_ORDER_SORTS = ['priority', 'created', 'scheduled', 'status', 'updated'] as const;
/** The status filter: one status, or `open` (every status still to be done). */
export const workOrderStatusFilterSchema = z.enum([
  'open',
  'new',
  'assigned',
  'scheduled',
  'in-progress',
  'done',
  'cancelled',
]);
export type WorkOrderStatusFilter = z.infer<typeof workOrderStatusFilterSchema>;
/** The list (`GET /api/WorkOrderSearch`): a company's, a property's or a unit's work orders, filtered. */
export const workOrderSearchSchema = listQuerySchema(WORK_ORDER_SORTS, {
  managementCompanyID: idParamSchema.optional(),
  propertyID: idParamSchema.optional(),
  unitID: idParamSchema.optional(),
  vendorID: idParamSchema.optional(),
  status: workOrderStatusFilterSchema.optional(),
  priority: workOrderPrioritySchema.optional(),
  overdue: queryBoolean.optional(),
}).refine(
  (q) => q.managementCompanyID !== undefined || q.propertyID !== undefined || q.unitID !== undefined,
  { message: 'Name the company, the property or the unit', path: ['managementCompanyID'] },
);
export type WorkOrderSearch = z.input<typeof workOrderSearchSchema>;
export const workOrderListSchema = listAnswerSchema(workOrderListItemSchema);

/** A reason to assign a vendor whose insurance is not valid on the day. */
export const overrideReasonSchema = z
  .string()
  .trim()
  .min(3, 'Give the reason in a few words (3 characters or more)')
  .max(500, 'At most 500 characters');

/**
 * Assigns a vendor (`POST /api/WorkOrderAssign/{id}`), optionally with the scheduled date. The vendor's
 * insurance must be valid on the scheduled date (today without one), unless `overrideReason` says why not.
 */
export const workOrderAssignSchema = z.strictObject({
  vendorID: idSchema,
  scheduledDate: calendarDateSchema.nullable().default(null),
  overrideReason: overrideReasonSchema.nullable().default(null),
  version: versionSchema,
});
export type WorkOrderAssign = z.input<typeof workOrderAssignSchema>;

/** A status change (`POST /api/WorkOrderStatus/{id}`) with a note for the history. */
export const workOrderStatusChangeSchema = z.strictObject({
  status: workOrderStatusSchema,
  note: text(2000).default(''),
  /** Sets the scheduled date with the change (moving to scheduled needs one). */
  scheduledDate: calendarDateSchema.nullable().optional(),
  version: versionSchema,
});
export type WorkOrderStatusChange = z.input<typeof workOrderStatusChangeSchema>;

/** The field a refused assignment names when only an override reason would let it pass. */
export const INSURANCE_OVERRIDE_FIELD = 'overrideReason';

export const workOrderResource = {
  name: 'workOrder',
  label: 'work order',
  path: '/api/WorkOrder',
  searchPath: '/api/WorkOrderSearch',
  feature: PropertyFeature.WorkOrders,
  scope: 'property',
} as const satisfies ResourceDefinition;
