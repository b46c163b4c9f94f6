// WorkOrderForm's pure rules: what the form holds (ids as text for its selects, '' for no date or unit), the
// work order it sends (checked by the contracts' schemas, each problem at its field), and the values of a stored
// work order or a new one.
import {
  workOrderCreateSchema,
  workOrderUpdateSchema,
  type WorkOrder,
  type WorkOrderCategory,
  type WorkOrderPriority,
  type WorkOrderWrite,
} from '@hangar/contracts';
import { z } from 'zod';

/** What the work order form holds. */
export type WorkOrderFormInput = {
  propertyID: string;
  /** '' for a common area. */
  unitID: string;
  commonArea: string;
  category: WorkOrderCategory | '';
  priority: WorkOrderPriority;
  title: string;
  description: string;
  /** Kept as it was (the office never changes who asked). */
  requestedByContactID: number | null;
  scheduledDate: string;
  labourCents: number | null;
  materialsCents: number | null;
  billToTenant: boolean;
  leaseID: string;
  version?: number;
};

export type WorkOrderFormOutput = WorkOrderWrite & { version?: number };

/** A new work order's values, at a property and unit when they are known (a unit's page). */
export function emptyWorkOrderValues(
  place: { propertyID?: number; unitID?: number } = {},
): WorkOrderFormInput {
  return {
    propertyID: place.propertyID ? String(place.propertyID) : '',
    unitID: place.unitID ? String(place.unitID) : '',
    commonArea: '',
    category: '',
    priority: 'normal',
    title: '',
    description: '',
    requestedByContactID: null,
    scheduledDate: '',
    labourCents: null,
    materialsCents: null,
    billToTenant: false,
    leaseID: '',
  };
}

export function workOrderValues(order: WorkOrder): WorkOrderFormInput {
  return {
    propertyID: String(order.propertyID),
    unitID: order.unitID === null ? '' : String(order.unitID),
    commonArea: order.commonArea,
    category: order.category,
    priority: order.priority,
    title: order.title,
    description: order.description,
    requestedByContactID: order.requestedBy.contactID,
    scheduledDate: order.scheduledDate ?? '',
    labourCents: order.labourCents,
    materialsCents: order.materialsCents,
    billToTenant: order.billToTenant,
    leaseID: order.leaseID === null ? '' : String(order.leaseID),
    version: order.version,
  };
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));

/** The body the form sends: the write, with the version when editing. */
export function workOrderBody(values: WorkOrderFormInput): Record<string, unknown> {
  return {
    propertyID: idOrNull(values.propertyID),
    unitID: idOrNull(values.unitID),
    commonArea: values.unitID === '' ? values.commonArea : '',
    category: values.category || undefined,
    priority: values.priority,
    title: values.title,
    description: values.description,
    requestedByContactID: values.requestedByContactID,
    scheduledDate: values.scheduledDate === '' ? null : values.scheduledDate,
    labourCents: values.labourCents ?? 0,
    materialsCents: values.materialsCents ?? 0,
    billToTenant: values.billToTenant,
    leaseID: values.billToTenant ? idOrNull(values.leaseID) : null,
    ...(values.version !== undefined && { version: values.version }),
  };
}

/** The form's own words for what is missing, before the shared rules. */
const MISSING: Partial<Record<keyof WorkOrderFormInput, string>> = {
  propertyID: 'Choose the property',
  category: 'Choose a category',
};

const formValuesSchema = z.custom<WorkOrderFormInput>((v) => typeof v === 'object' && v !== null);

/** The form's schema: its values in, the API's work order out (with the version when editing). */
export const workOrderFormSchema: z.ZodType<WorkOrderFormOutput, WorkOrderFormInput> =
  formValuesSchema.transform((values, ctx) => {
    const seen = new Set<string>();
    for (const [field, message] of Object.entries(MISSING)) {
      if (values[field as keyof WorkOrderFormInput] === '') {
        ctx.addIssue({ code: 'custom', path: [field], message });
        seen.add(field);
      }
    }
    const schema = values.version === undefined ? workOrderCreateSchema : workOrderUpdateSchema;
    const parsed = schema.safeParse(workOrderBody(values));
    if (parsed.success && seen.size === 0) return parsed.data as WorkOrderFormOutput;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? 'title');
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  });
