// The ledger's dialogs: record a payment, add a charge or credit, void an entry (for a payment, with an optional
// returned-payment fee) and return the deposit with itemised deductions. Each is a form over the contracts'
// schema: errors at their fields, the typed values kept after a refused save, the new ledger handed back.
import { depositReturnSplit, PAYMENT_METHODS, type LeaseLedger, type LedgerEntry } from '@hangar/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FormActions,
  Input,
  Textarea,
  localToday,
} from '@hangar/ui';
import { PlusIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormProvider, useFieldArray, useWatch, type FieldValues } from 'react-hook-form';
import { useMutation, useResourceForm, type DataResult, type UseResourceFormReturn } from '../data';
import { ErrorSummary } from '../lib/error-summary';
import { DateField, MoneyField, SelectField } from '../lib/form-fields';
import {
  centsWords,
  chargeFormSchema,
  depositReturnFormSchema,
  emptyCharge,
  emptyDepositReturn,
  emptyPayment,
  emptyVoid,
  entryName,
  MANUAL_KINDS,
  paymentFormSchema,
  voidFormSchema,
  type ChargeFormInput,
  type DepositReturnFormInput,
  type PaymentFormInput,
  type VoidFormInput,
} from './ledger-rules';

/** What the ledger asks of a dialog: a closed one is not rendered; `onDone` gets the new ledger and the note. */
export type LedgerDialogProps = {
  onOpenChange: (open: boolean) => void;
  onDone: (ledger: LeaseLedger, note: string) => void;
  /** Where the focus goes once closed (the default: back where it was). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The frame of every ledger dialog: title, the form with its error summary, the fields and Save/Cancel. */
function LedgerFormDialog<In extends FieldValues, Out extends FieldValues>({
  slot,
  title,
  description,
  saveLabel,
  resourceForm,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: Omit<LedgerDialogProps, 'onDone'> & {
  slot: string;
  title: string;
  description: ReactNode;
  saveLabel: string;
  resourceForm: UseResourceFormReturn<In, Out, LeaseLedger>;
  children: ReactNode;
}) {
  const { form, submit, serverError, isSaving, isDirty } = resourceForm;
  return (
    <Dialog open onOpenChange={(open) => !isSaving && onOpenChange(open)}>
      <DialogContent data-slot={slot} closeOnOutsideClick={false} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form
            data-slot={`${slot}-form`}
            data-dirty={isDirty}
            noValidate
            aria-busy={isSaving || undefined}
            className="grid min-w-0 gap-4"
            onSubmit={(event) => void submit(event)}
          >
            <ErrorSummary slot={slot} message={serverError} />
            {children}
            <FormActions
              sticky={false}
              pending={isSaving}
              onCancel={() => onOpenChange(false)}
              labels={{ save: saveLabel, saving: 'Saving…' }}
            />
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

/** The ledger's dialog form: saves through `send`, then hands the new ledger back with `note(ledger)`. */
function useLedgerForm<In extends FieldValues, Out extends FieldValues>(
  schema: Parameters<typeof useResourceForm<In, Out, LeaseLedger>>[0]['schema'],
  defaultValues: In,
  send: (values: Out) => Promise<DataResult<LeaseLedger>>,
  note: (values: Out) => string,
  onDone: LedgerDialogProps['onDone'],
) {
  return useResourceForm<In, Out, LeaseLedger>({
    schema,
    defaultValues: defaultValues as never,
    onSubmit: send,
    onSaved: (ledger, values) => onDone(ledger, note(values)),
  });
}

/** "Record payment": date, amount, method, reference (check number) and memo. */
export function PaymentDialog({ leaseID, ...props }: LedgerDialogProps & { leaseID: number }) {
  const record = useMutation('LeasePayment', { refresh: true });
  const resourceForm = useLedgerForm<PaymentFormInput, z.output<typeof paymentFormSchema>>(
    paymentFormSchema,
    emptyPayment(leaseID, localToday()),
    (values) => record({}, values),
    (values) => `Payment of ${centsWords(values.amountCents)} recorded.`,
    props.onDone,
  );
  const { control, formState, register } = resourceForm.form;
  const errors = formState.errors;
  return (
    <LedgerFormDialog
      {...props}
      slot="ledger-payment"
      title="Record payment"
      description="The payment pays the oldest open charges first; anything over becomes a credit."
      saveLabel="Record payment"
      resourceForm={resourceForm}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField control={control} name="date" label="Date received" error={errors.date?.message} />
        <MoneyField control={control} name="amountCents" label="Amount" error={errors.amountCents?.message} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="method"
          label="Method"
          error={errors.method?.message}
          options={PAYMENT_METHODS}
        />
        <Field
          label="Reference"
          description="A check number, a transfer's reference."
          error={errors.reference?.message}
        >
          <Input autoComplete="off" {...register('reference')} />
        </Field>
      </div>
      <Field label="Memo" error={errors.memo?.message}>
        <Textarea rows={2} {...register('memo')} />
      </Field>
    </LedgerFormDialog>
  );
}

/** "Add charge or credit": an other charge, a late fee by hand, or a credit, with its description. */
export function ChargeDialog({ leaseID, ...props }: LedgerDialogProps & { leaseID: number }) {
  const add = useMutation('LeaseCharge', { refresh: true });
  const resourceForm = useLedgerForm<ChargeFormInput, z.output<typeof chargeFormSchema>>(
    chargeFormSchema,
    emptyCharge(leaseID, localToday()),
    (values) => add({}, values),
    (values) =>
      `${values.kind === 'credit' ? 'Credit' : 'Charge'} of ${centsWords(values.amountCents)} added.`,
    props.onDone,
  );
  const { control, formState, register } = resourceForm.form;
  const errors = formState.errors;
  return (
    <LedgerFormDialog
      {...props}
      slot="ledger-charge"
      title="Add charge or credit"
      description="A charge raises what the tenant owes; a credit lowers it and pays the oldest open charges."
      saveLabel="Add"
      resourceForm={resourceForm}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="kind"
          label="Kind"
          error={errors.kind?.message}
          options={MANUAL_KINDS}
        />
        <DateField control={control} name="date" label="Date" error={errors.date?.message} />
      </div>
      <Field label="Description" error={errors.description?.message}>
        <Input autoComplete="off" {...register('description')} />
      </Field>
      <MoneyField control={control} name="amountCents" label="Amount" error={errors.amountCents?.message} />
    </LedgerFormDialog>
  );
}

/** "Void": the entry's reversal with the reason; for a payment, an optional returned-payment fee. */
export function VoidDialog({ entry, ...props }: LedgerDialogProps & { entry: LedgerEntry }) {
  const voidEntry = useMutation('LedgerEntryVoid', { refresh: true });
  const resourceForm = useLedgerForm<VoidFormInput, z.output<typeof voidFormSchema>>(
    voidFormSchema,
    emptyVoid(),
    (values) => voidEntry({ entryId: entry.id }, values),
    () => `${entryName(entry)} voided.`,
    props.onDone,
  );
  const { control, formState, register } = resourceForm.form;
  const errors = formState.errors;
  return (
    <LedgerFormDialog
      {...props}
      slot="ledger-void"
      title={`Void ${entryName(entry)}?`}
      description={`A reversal of ${centsWords(entry.amountCents)} is recorded; the entry stays in the ledger, struck through.`}
      saveLabel="Void"
      resourceForm={resourceForm}
    >
      <Field label="Reason" description="Shown on the reversal." error={errors.reason?.message}>
        <Textarea rows={2} {...register('reason')} />
      </Field>
      {entry.kind === 'payment' && (
        <MoneyField
          control={control}
          name="returnedPaymentFeeCents"
          label="Returned-payment fee"
          description="Optional: charged to the tenant with the void (a returned check, say)."
          error={errors.returnedPaymentFeeCents?.message}
        />
      )}
    </LedgerFormDialog>
  );
}

/** "Return deposit": the day, itemised deductions (each posted as a charge) and a memo, with the split shown. */
export function DepositReturnDialog({
  leaseID,
  depositHeldCents,
  ...props
}: LedgerDialogProps & { leaseID: number; depositHeldCents: number }) {
  const send = useMutation('LeaseDepositReturn', { refresh: true });
  const resourceForm = useLedgerForm<DepositReturnFormInput, z.output<typeof depositReturnFormSchema>>(
    depositReturnFormSchema,
    emptyDepositReturn(leaseID, localToday()),
    (values) => send({}, values),
    () => 'Deposit returned.',
    props.onDone,
  );
  const { control, formState, register } = resourceForm.form;
  const errors = formState.errors;
  const rows = useFieldArray({ control, name: 'deductions' });
  const typed = useWatch({ control, name: 'deductions' });
  const split = depositReturnSplit(
    depositHeldCents,
    typed.map((d) => (d.amountCents !== null && Number.isFinite(d.amountCents) ? d.amountCents : 0)),
  );
  return (
    <LedgerFormDialog
      {...props}
      slot="ledger-deposit-return"
      title="Return deposit"
      description={`Deposit held: ${centsWords(depositHeldCents)}. Deductions are charged and paid from it; the rest goes back to the tenant.`}
      saveLabel="Return deposit"
      resourceForm={resourceForm}
    >
      <DateField control={control} name="date" label="Date" error={errors.date?.message} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Deductions</legend>
        {rows.fields.length === 0 && <p className="text-sm text-muted-foreground">No deductions.</p>}
        {rows.fields.map((row, index) => (
          <div
            key={row.id}
            data-slot="ledger-deduction"
            className="grid items-start gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
          >
            <Field label={`Deduction ${index + 1}`} error={errors.deductions?.[index]?.description?.message}>
              <Input autoComplete="off" {...register(`deductions.${index}.description`)} />
            </Field>
            <MoneyField
              control={control}
              name={`deductions.${index}.amountCents`}
              label={`Amount of deduction ${index + 1}`}
              error={errors.deductions?.[index]?.amountCents?.message}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-6"
              aria-label={`Remove deduction ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              <XIcon aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => rows.append({ description: '', amountCents: null })}
          >
            <PlusIcon aria-hidden className="size-4" />
            Add a deduction
          </Button>
        </div>
        {errors.deductions?.message && (
          <p className="text-sm text-destructive">{errors.deductions.message}</p>
        )}
      </fieldset>
      <dl
        data-slot="ledger-deposit-split"
        aria-live="polite"
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
      >
        <dt>Applied to the deductions</dt>
        <dd className="text-right tabular-nums">{centsWords(split.appliedCents)}</dd>
        <dt>Returned to the tenant</dt>
        <dd className="text-right tabular-nums">{centsWords(split.refundCents)}</dd>
        {split.stillOwedCents > 0 && (
          <>
            <dt>Still owed after the deposit</dt>
            <dd className="text-right tabular-nums">{centsWords(split.stillOwedCents)}</dd>
          </>
        )}
      </dl>
      <Field label="Memo" error={errors.memo?.message}>
        <Textarea rows={2} {...register('memo')} />
      </Field>
    </LedgerFormDialog>
  );
}
