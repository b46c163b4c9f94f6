// LeaseForm: one lease of a rental unit: type and dates, draft, the people on it, rent (with the schedule it
// makes), deposit, recurring charges, late fee and notes; its documents and images once saved; delete with
// a confirmation. A save that overlaps another lease of the unit is refused at the top and at the start date.
import { LEASE_STATUSES, LEASE_TYPES, RENT_CYCLES, type Lease, type LeaseDraft } from '@hangar/contracts';
import {
  Badge,
  Button,
  Field,
  FormSection,
  Input,
  Switch,
  Textarea,
  type DataTableLinkProps,
} from '@hangar/ui';
import { PlusIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { DocumentList, ImageManager } from '../attachments';
import { useOperation } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { DateField, MoneyField, SelectField } from '../lib/form-fields';
import { RecordLoader, ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { LoadFailure } from '../lib/screen-states';
import { DelayedSpinner } from '@hangar/ui';
import {
  DUE_DAY_OPTIONS,
  LATE_FEE_KINDS,
  leaseDraftParams,
  leaseFormSchema,
  leaseValues,
  type PartyInput,
} from './lease-form-rules';
import { AircraftField } from './aircraft-field';
import { PartiesField } from './parties-field';
import { RentSchedulePreview } from './rent-schedule-preview';

export type LeaseFormProps = {
  lease?: Lease;
  /** Loads the lease (with loading and error states) when `lease` is not at hand. */
  leaseID?: number;
  /** The unit of a new lease: its starting values come from `RentalUnitLeaseNew/{unit}/{contact}`. */
  unitID?: number;
  /** A new lease's first tenant. */
  contactID?: number;
  onSaved?: (lease: Lease) => void;
  onCancel?: () => void;
  onDeleted?: (lease: Lease) => void;
  readOnly?: boolean;
  /** Shows Delete; the EditorHost's Delete right by default. */
  canDelete?: boolean;
  /** The note after a save (default "The lease of {unit} is saved."); null says nothing. */
  savedMessage?: (lease: Lease, info: SavedInfo) => string | null;
  /** A person's name as a link to the contact's page, when the host has one. */
  renderContact?: (party: PartyInput) => ReactNode;
  /** Offers "New person" beside the party search (the user may add contacts). */
  canAddPerson?: boolean;
  /** Renders links (the image editor's); a plain `<a>` by default. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

/**
 * Edit `lease` (or the one `leaseID` names), or start one for `unitID` from the API's draft (the unit's
 * market rent, today, the contact as tenant). The rent schedule beside the terms follows what is typed. Needs
 * a `ManagementProvider` above it.
 *
 * @example
 * <LeaseForm unitID={1007} contactID={12} onSaved={(l) => navigate(`/lease/${l.id}`)} />
 */
export function LeaseForm({ lease, leaseID, unitID, contactID, ...props }: LeaseFormProps) {
  if (lease) return <LeaseEditor key={lease.id} {...props} lease={lease} />;
  if (leaseID !== undefined)
    return (
      <RecordLoader<Lease> resource="lease" id={leaseID} slot="lease-form" loadingLabel="Loading the lease…">
        {(data) => <LeaseEditor key={data.id} {...props} lease={data} />}
      </RecordLoader>
    );
  if (unitID === undefined) throw new Error('LeaseForm needs a lease, a leaseID or a unitID');
  return <NewLease key={`${unitID}-${contactID ?? 0}`} {...props} unitID={unitID} contactID={contactID} />;
}

type EditorProps = Omit<LeaseFormProps, 'lease' | 'leaseID' | 'unitID' | 'contactID'>;

function NewLease({ unitID, contactID, ...props }: EditorProps & { unitID: number; contactID?: number }) {
  const { data, error, isLoading, mutate } = useOperation(
    'RentalUnitLeaseNew',
    leaseDraftParams(unitID, contactID),
  );
  if (data?.unitID === unitID) return <LeaseEditor {...props} draft={data} />;
  if (error) return <LoadFailure slot="lease-form" message={error.message} onRetry={() => void mutate()} />;
  return (
    <DelayedSpinner
      data-slot="lease-form-loading"
      className="py-12"
      loading={isLoading || !data}
      label="Loading the new lease…"
    />
  );
}

const statusLabel = (status: string) => LEASE_STATUSES.find((s) => s.value === status)?.label ?? status;

function LeaseEditor({
  lease,
  draft,
  onSaved,
  onCancel,
  onDeleted,
  readOnly: readOnlyProp,
  canDelete,
  savedMessage,
  renderContact,
  renderLink,
  canAddPerson,
}: EditorProps & { lease?: Lease; draft?: LeaseDraft }) {
  const start = (lease ?? draft)!;
  const editor = useRecordEditor('lease', lease, {
    schema: leaseFormSchema,
    toValues: leaseValues,
    emptyValues: () => leaseValues(start),
    nameOf: (l) => `The lease of ${l.unitNumber}`,
    savedMessage,
    deleteQuestion: (l) => ({
      title: 'Delete lease?',
      message: `<p>The lease of <b>${escapeHtml(l.unitNumber)}</b> from ${escapeHtml(l.startDate)} will be deleted with its documents and images.</p>`,
    }),
    onSaved: (saved) => onSaved?.(saved),
    onDeleted,
    readOnly: readOnlyProp,
    canDelete,
  });
  const { resourceForm, readOnly, current } = editor;
  const { form } = resourceForm;
  const { control } = form;
  const { register } = form;
  const errors = form.formState.errors;
  const type = useWatch({ control, name: 'type' });
  const feeKind = useWatch({ control, name: 'lateFee.kind' });
  const charges = useFieldArray({ control, name: 'charges' });

  const partiesError = errors.parties?.message ?? errors.parties?.root?.message;

  return (
    <div data-slot="lease-form-screen" className="grid min-w-0 gap-8">
      <ResourceFormFrame
        slot="lease-form"
        editor={editor}
        onCancel={onCancel}
        className="@container grid max-w-5xl min-w-0 gap-8"
      >
        <FormSection title="Lease" data-slot="lease-form-main">
          <div className="grid items-start gap-4 @md:grid-cols-2">
            <Field label="Unit" description={start.propertyName}>
              <Input readOnly value={start.unitNumber} />
            </Field>
            {current && (
              <div className="grid content-start gap-2">
                <span className="text-sm font-medium">Status</span>
                <span>
                  <Badge variant={current.status === 'active' ? 'default' : 'secondary'}>
                    {statusLabel(current.status)}
                  </Badge>
                </span>
              </div>
            )}
          </div>
          <SelectField
            control={control}
            name="type"
            label="Type"
            error={errors.type?.message}
            options={LEASE_TYPES}
          />
          <div className="grid items-start gap-4 @md:grid-cols-2">
            <DateField
              control={control}
              name="startDate"
              label="Start"
              description="The first day of the lease."
              error={errors.startDate?.message}
            />
            {type !== 'month-to-month' ? (
              <DateField
                control={control}
                name="endDate"
                label="End"
                description={
                  type === 'rollover'
                    ? 'The last day of the fixed term; month to month after it.'
                    : 'The last day of the lease.'
                }
                error={errors.endDate?.message}
              />
            ) : (
              <p data-slot="lease-form-no-end" className="text-sm text-muted-foreground @md:pt-7">
                A month-to-month lease has no end date.
              </p>
            )}
          </div>
          <div className="grid items-start gap-4 @md:grid-cols-2">
            <DateField
              control={control}
              name="ledgerStartsOn"
              label="Ledger starts on"
              description="Empty: the start date. An existing tenant entered today: charges before this day are not posted."
              error={errors.ledgerStartsOn?.message}
            />
          </div>
          <Controller
            control={control}
            name="isDraft"
            render={({ field: { value, onChange, onBlur, disabled, ref } }) => (
              <Field
                label="Draft"
                description="A draft holds no dates: it may overlap other leases and leaves the unit as it is."
              >
                <Switch
                  ref={ref}
                  checked={value}
                  onCheckedChange={onChange}
                  onBlur={onBlur}
                  disabled={disabled}
                />
              </Field>
            )}
          />
        </FormSection>

        <FormSection title="People" data-slot="lease-form-people">
          <Controller
            control={control}
            name="parties"
            render={({ field: { value, onChange, onBlur, disabled } }) => (
              <PartiesField
                managementCompanyID={start.managementCompanyID}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                disabled={Boolean(disabled)}
                error={partiesError}
                rowError={(i) => errors.parties?.[i]?.contactID?.message}
                renderContact={renderContact}
                canAddPerson={canAddPerson}
              />
            )}
          />
          <AircraftField
            control={control}
            managementCompanyID={start.managementCompanyID}
            stored={
              start.aircraftID !== null && start.aircraftLabel
                ? { id: start.aircraftID, label: start.aircraftLabel }
                : null
            }
            error={errors.aircraftID?.message}
          />
        </FormSection>

        <div className="grid min-w-0 items-start gap-8 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <FormSection title="Rent" data-slot="lease-form-rent">
            <MoneyField
              control={control}
              name="rentCents"
              label="Rent"
              description="The rent of one whole period."
              error={errors.rentCents?.message}
            />
            <div className="grid items-start gap-4 @md:grid-cols-2">
              <SelectField
                control={control}
                name="rentCycle"
                label="Paid"
                error={errors.rentCycle?.message}
                options={RENT_CYCLES}
              />
              <SelectField
                control={control}
                name="dueDay"
                label="Due day"
                error={errors.dueDay?.message}
                options={DUE_DAY_OPTIONS}
              />
            </div>
          </FormSection>
          <RentSchedulePreview control={control} />
        </div>

        <FormSection title="Deposit" data-slot="lease-form-deposit">
          <div className="grid items-start gap-4 @md:grid-cols-3">
            <MoneyField
              control={control}
              name="depositCents"
              label="Deposit"
              error={errors.depositCents?.message}
            />
            <DateField
              control={control}
              name="depositDueDate"
              label="Deposit due"
              error={errors.depositDueDate?.message}
            />
            <DateField
              control={control}
              name="depositReceivedDate"
              label="Deposit received"
              error={errors.depositReceivedDate?.message}
            />
          </div>
        </FormSection>

        <FormSection
          title="Recurring charges"
          description="Charged with the rent each period: electricity, storage, a parking space."
          data-slot="lease-form-charges"
        >
          {charges.fields.length === 0 && (
            <p className="text-sm text-muted-foreground">No recurring charges.</p>
          )}
          {charges.fields.length > 0 && (
            <ul aria-label="Recurring charges" className="grid gap-3">
              {charges.fields.map((row, index) => (
                <li
                  key={row.id}
                  data-slot="lease-form-charge"
                  className="grid items-start gap-3 @md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
                >
                  <Field label={`Charge ${index + 1}`} error={errors.charges?.[index]?.label?.message}>
                    <Input autoComplete="off" {...register(`charges.${index}.label`)} />
                  </Field>
                  <MoneyField
                    control={control}
                    name={`charges.${index}.amountCents`}
                    label={`Amount of charge ${index + 1}`}
                    error={errors.charges?.[index]?.amountCents?.message}
                  />
                  {!readOnly && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="@md:mt-6"
                      aria-label={`Remove charge ${index + 1}`}
                      onClick={() => charges.remove(index)}
                    >
                      <XIcon aria-hidden className="size-4" />
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!readOnly && (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => charges.append({ label: '', amountCents: null })}
              >
                <PlusIcon aria-hidden className="size-4" />
                Add a charge
              </Button>
            </div>
          )}
        </FormSection>

        <FormSection title="Late fee" data-slot="lease-form-late-fee">
          <div className="grid items-start gap-4 @md:grid-cols-3">
            <SelectField control={control} name="lateFee.kind" label="Late fee" options={LATE_FEE_KINDS} />
            {feeKind !== 'none' && (
              <Field
                label="Grace days"
                description="Days after the due date before the fee."
                error={errors.lateFee?.graceDays?.message}
              >
                <Input inputMode="numeric" autoComplete="off" {...register('lateFee.graceDays')} />
              </Field>
            )}
            {feeKind === 'fixed' && (
              <MoneyField
                control={control}
                name="lateFee.fixedCents"
                label="Fee"
                error={errors.lateFee?.fixedCents?.message}
              />
            )}
            {feeKind === 'percent' && (
              <Field
                label="Percent of the rent"
                description="5 for 5 %."
                error={errors.lateFee?.percent?.message ?? errors.lateFee?.fixedCents?.message}
              >
                <Input inputMode="decimal" autoComplete="off" {...register('lateFee.percent')} />
              </Field>
            )}
          </div>
        </FormSection>

        <FormSection title="Notes" data-slot="lease-form-notes">
          <Field label="Notes" className="col-span-full" error={errors.notes?.message}>
            <Textarea rows={3} {...register('notes')} />
          </Field>
        </FormSection>
      </ResourceFormFrame>

      <LeaseAttachments leaseID={current?.id} readOnly={readOnly} renderLink={renderLink} />
    </div>
  );
}

/** The lease's documents and images: only once it is saved (they hang on its id). */
function LeaseAttachments({
  leaseID,
  readOnly,
  renderLink,
}: {
  leaseID: number | undefined;
  readOnly: boolean;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
}) {
  return (
    <section
      data-slot="lease-form-attachments"
      aria-labelledby="lease-attachments-title"
      className="grid max-w-5xl gap-6"
    >
      <h2 id="lease-attachments-title" className="text-lg font-semibold">
        Documents and images
      </h2>
      {leaseID === undefined ? (
        <p data-slot="lease-form-attachments-hint" className="text-sm text-muted-foreground">
          Save the lease first; then its signed agreement, inspection photos and other files can be added
          here.
        </p>
      ) : (
        <>
          <div className="grid gap-3">
            <h3 className="text-base font-semibold">Documents</h3>
            <DocumentList ownerKind="lease" ownerID={leaseID} readOnly={readOnly} />
          </div>
          <div className="grid gap-3">
            <h3 className="text-base font-semibold">Images</h3>
            <ImageManager ownerKind="lease" ownerID={leaseID} readOnly={readOnly} renderLink={renderLink} />
          </div>
        </>
      )}
    </section>
  );
}
