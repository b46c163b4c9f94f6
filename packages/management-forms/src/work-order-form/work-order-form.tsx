// WorkOrderForm: a work order's place (property, unit or common area), what is wrong (category, priority, title,
// description), when (scheduled date) and its cost (labour, materials, billed to a lease of the unit).
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  type LeaseListItem,
  type PropertyListItem,
  type RentalUnitListItem,
  type WorkOrder,
} from '@hangar/contracts';
import { Field, FormSection, Input, SimpleSelect, Switch, Textarea } from '@hangar/ui';
import { useWatch } from 'react-hook-form';
import { useResourceList } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { BoundField, DateField, MoneyField, SelectField } from '../lib/form-fields';
import { RecordForm, ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { centsWords } from '../lease-ledger/ledger-rules';
import {
  emptyWorkOrderValues,
  workOrderFormSchema,
  workOrderValues,
  type WorkOrderFormInput,
} from './work-order-form-rules';

export type WorkOrderFormProps = {
  /** The work order to edit. */
  workOrder?: WorkOrder;
  /** Loads the work order to edit when `workOrder` is not at hand. */
  workOrderID?: number;
  /** The company whose properties a new work order chooses from. */
  managementCompanyID?: number;
  /** A new work order's property and unit (a unit page's "New work order"). */
  place?: { propertyID?: number; unitID?: number };
  onSaved?: (order: WorkOrder, options: { addAnother: boolean }) => void;
  onCancel?: () => void;
  onDeleted?: (order: WorkOrder) => void;
  readOnly?: boolean;
  canDelete?: boolean;
  savedMessage?: (order: WorkOrder, info: SavedInfo) => string | null;
};

/**
 * Edit `workOrder` (or the one `workOrderID` names), or make a new one for `managementCompanyID`. Its status,
 * vendor and history change on the work order's own panel (`WorkOrderPanel`), not here. Once done, its cost is
 * shown but cannot change (it may be on the lease's ledger). Needs a `ManagementProvider` above it.
 *
 * @example
 * <WorkOrderForm managementCompanyID={1} onSaved={(o) => navigate(`/workorders/1/${o.id}`)} />
 */
export function WorkOrderForm({ workOrder, workOrderID, onSaved, ...props }: WorkOrderFormProps) {
  return (
    <RecordForm<WorkOrder>
      record={workOrder}
      recordID={workOrderID}
      resource="workOrder"
      slot="work-order-form"
      loadingLabel="Loading the work order…"
      onSaved={onSaved}
      editor={(current, saved) => (
        <WorkOrderEditor key={current?.version ?? 0} {...props} workOrder={current} onSaved={saved} />
      )}
    />
  );
}

const CATEGORY_OPTIONS = WORK_ORDER_CATEGORIES.map(({ value, label }) => ({ value, label }));
const PRIORITY_OPTIONS = WORK_ORDER_PRIORITIES.map(({ value, label }) => ({ value, label }));
/** The unit select's choice for "no unit": Radix selects take no empty value. */
const COMMON = 'common';

function WorkOrderEditor({
  workOrder,
  managementCompanyID: companyProp,
  place,
  onSaved,
  onCancel,
  onDeleted,
  readOnly: readOnlyProp,
  canDelete,
  savedMessage,
}: Omit<WorkOrderFormProps, 'workOrderID'>) {
  const managementCompanyID = workOrder?.managementCompanyID ?? companyProp;
  if (managementCompanyID === undefined)
    throw new Error('WorkOrderForm needs a work order or a managementCompanyID');
  const done = workOrder?.status === 'done';
  const editor = useRecordEditor<WorkOrder, WorkOrderFormInput, ReturnType<typeof workOrderFormSchema.parse>>(
    'workOrder',
    workOrder,
    {
      schema: workOrderFormSchema,
      toValues: workOrderValues,
      emptyValues: () => emptyWorkOrderValues(place),
      nameOf: (o) => `Work order #${o.id}`,
      savedMessage,
      deleteQuestion: (o) =>
        o.ledgerEntryID !== null
          ? {
              title: 'This work order stays',
              message: '<p>Its cost is on the lease’s ledger, which is kept for ever.</p>',
              refuse: true,
            }
          : {
              title: 'Delete work order?',
              message: `<p><b>${escapeHtml(o.title)}</b> will be deleted with its history and photos.</p>`,
            },
      onSaved: (saved, { addAnother }) => onSaved?.(saved, { addAnother }),
      onDeleted,
      readOnly: readOnlyProp,
      canDelete,
    },
  );
  const { resourceForm } = editor;
  const { form } = resourceForm;
  const { control, register, formState } = form;
  const errors = formState.errors;
  const [propertyID, unitID, billToTenant, labourCents, materialsCents] = useWatch({
    control,
    name: ['propertyID', 'unitID', 'billToTenant', 'labourCents', 'materialsCents'],
  });
  const properties = useResourceList<PropertyListItem>('property', {
    managementCompanyID,
    pageSize: 100,
    sort: 'fileAs',
  });
  const units = useResourceList<RentalUnitListItem>(
    'rentalUnit',
    propertyID ? { propertyID: Number(propertyID), pageSize: 100 } : null,
  );
  const leases = useResourceList<LeaseListItem>(
    'lease',
    unitID ? { unitID: Number(unitID), pageSize: 100, sort: 'start', dir: 'desc' } : null,
  );
  const propertyOptions = (properties.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (workOrder && !propertyOptions.some((o) => o.value === String(workOrder.propertyID)))
    propertyOptions.push({ value: String(workOrder.propertyID), label: workOrder.propertyName });
  const unitOptions = [
    { value: COMMON, label: 'A common area (no unit)' },
    ...(units.data?.items ?? []).map((u) => ({ value: String(u.id), label: `Unit ${u.unitNumber}` })),
  ];
  const leaseOptions = (leases.data?.items ?? []).map((l) => ({
    value: String(l.id),
    label: `${(l.tenants ?? []).join('; ') || 'No tenant'} — ${l.startDate}${l.endDate ? ` to ${l.endDate}` : ''}`,
  }));
  const total =
    (Number.isFinite(labourCents) ? (labourCents ?? 0) : 0) +
    (Number.isFinite(materialsCents) ? (materialsCents ?? 0) : 0);

  return (
    <ResourceFormFrame slot="work-order-form" editor={editor} onCancel={onCancel}>
      <FormSection title="Where" data-slot="work-order-form-place">
        <BoundField
          control={control}
          name="propertyID"
          label="Property"
          error={errors.propertyID?.message}
          render={({ value, onChange, onBlur, disabled }) => (
            <SimpleSelect
              options={propertyOptions}
              value={value}
              placeholder="Choose the property"
              onValueChange={(next) => {
                onChange(next);
                form.setValue('unitID', '');
                form.setValue('leaseID', '');
              }}
              onOpenChange={(open) => !open && onBlur()}
              // A work order stays at its property.
              disabled={disabled || Boolean(workOrder)}
            />
          )}
        />
        <BoundField
          control={control}
          name="unitID"
          label="Unit"
          error={errors.unitID?.message}
          render={({ value, onChange, onBlur, disabled }) => (
            <SimpleSelect
              options={unitOptions}
              value={value === '' ? COMMON : value}
              onValueChange={(next) => {
                onChange(next === COMMON ? '' : next);
                form.setValue('leaseID', '');
              }}
              onOpenChange={(open) => !open && onBlur()}
              disabled={disabled || !propertyID}
            />
          )}
        />
        {unitID === '' && (
          <Field
            label="Common area"
            description="Where on the property: “Taxiway B”, “Fuel farm apron”."
            error={errors.commonArea?.message}
          >
            <Input autoComplete="off" {...register('commonArea')} />
          </Field>
        )}
      </FormSection>

      <FormSection title="What" data-slot="work-order-form-what">
        <SelectField
          control={control}
          name="category"
          label="Category"
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
        />
        <SelectField
          control={control}
          name="priority"
          label="Priority"
          options={PRIORITY_OPTIONS}
          error={errors.priority?.message}
        />
        <Field label="Title" required className="col-span-full" error={errors.title?.message}>
          <Input autoComplete="off" {...register('title')} />
        </Field>
        <Field label="Description" className="col-span-full" error={errors.description?.message}>
          <Textarea rows={4} {...register('description')} />
        </Field>
        <DateField
          control={control}
          name="scheduledDate"
          label="Scheduled date"
          description="When the vendor comes; past it the work order is overdue."
          error={errors.scheduledDate?.message}
        />
      </FormSection>

      <FormSection
        title="Cost"
        description={done ? 'Done: the cost is final.' : `Total ${centsWords(total)}.`}
        data-slot="work-order-form-cost"
      >
        <MoneyField
          control={control}
          name="labourCents"
          label="Labour"
          error={errors.labourCents?.message}
          locked={done}
        />
        <MoneyField
          control={control}
          name="materialsCents"
          label="Materials"
          error={errors.materialsCents?.message}
          locked={done}
        />
        <BoundField
          control={control}
          name="billToTenant"
          label="Bill to the tenant"
          description="The cost posts to the lease’s ledger once the work order is done."
          error={errors.billToTenant?.message}
          render={({ value, onChange, onBlur, disabled, ref }) => (
            <Switch
              ref={ref}
              checked={Boolean(value)}
              onCheckedChange={onChange}
              onBlur={onBlur}
              disabled={disabled || done || unitID === ''}
            />
          )}
        />
        {billToTenant && (
          <BoundField
            control={control}
            name="leaseID"
            label="Lease billed"
            error={errors.leaseID?.message}
            render={({ value, onChange, onBlur, disabled }) => (
              <SimpleSelect
                options={leaseOptions}
                value={value}
                placeholder={leaseOptions.length ? 'Choose the lease' : 'This unit has no lease'}
                onValueChange={onChange}
                onOpenChange={(open) => !open && onBlur()}
                disabled={disabled || done}
              />
            )}
          />
        )}
      </FormSection>
    </ResourceFormFrame>
  );
}
