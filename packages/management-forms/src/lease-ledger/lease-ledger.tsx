// LeaseLedger: a lease's ledger: balance and deposit held, the entries oldest first with the running balance
// (voided ones struck through, linked to their reversal; what each payment paid, what is open of each charge),
// receipts and a statement for a range of days, and the actions the user's rights allow, each in a dialog.
import { operationRequest, type LeaseLedger as Ledger, type LedgerEntry } from '@hangar/contracts';
import { Badge, Button, DateInput, DelayedSpinner, EmptyState, Field, cn, localToday } from '@hangar/ui';
import { DownloadIcon, ReceiptIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { operationKey, useEditorHost, useManagementReadOnly, useOperation } from '../data';
import { dayText } from '../lease-list/lease-list-rules';
import { LoadFailure } from '../lib/screen-states';
import { FileDownload } from './file-download';
import { ChargeDialog, DepositReturnDialog, PaymentDialog, VoidDialog } from './ledger-dialogs';
import {
  balanceWords,
  centsWords,
  entriesById,
  entryKindLabel,
  entryName,
  hasReceipt,
  isVoidable,
  openWords,
  paymentMethodLabel,
  statementDefaults,
  statementQuery,
} from './ledger-rules';

export type LeaseLedgerProps = {
  leaseID: number;
  /** Ledger Add: "Record payment", "Add charge or credit", "Return deposit". */
  mayAdd?: boolean;
  /** Ledger Edit: "Void". */
  mayEdit?: boolean;
};

type OpenDialog =
  | { kind: 'payment' }
  | { kind: 'charge' }
  | { kind: 'deposit' }
  | { kind: 'void'; entry: LedgerEntry }
  | null;

const entryAnchor = (id: number) => `ledger-entry-${id}`;
const linkClass = 'underline underline-offset-4';

/**
 * The ledger of lease `leaseID` (`LeaseLedger/{leaseId}`), with the actions `mayAdd` and `mayEdit` allow (none
 * under a read-only ManagementProvider). Each action's dialog saves through its operation and the ledger shows
 * the answer; a note follows through the EditorHost (a toast by default). Receipts and statements are fetched
 * through the provider's `fetchFile` (else opened by URL). Needs a `ManagementProvider` above it.
 *
 * @example
 * <LeaseLedger leaseID={501} mayAdd mayEdit />
 */
export function LeaseLedger({ leaseID, mayAdd = true, mayEdit = true }: LeaseLedgerProps) {
  const params = { leaseId: leaseID };
  const { data: ledger, error, mutate, isLoading } = useOperation('LeaseLedger', params);
  const readOnly = useManagementReadOnly();
  const { notify } = useEditorHost();
  const { mutate: mutateKey } = useSWRConfig();
  const [dialog, setDialogState] = useState<OpenDialog>(null);
  const summary = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  /** Where the focus goes once the dialog is gone: back to its opener, or to the balance. */
  const returnTo = useRef<'opener' | 'summary' | null>(null);
  const setDialog = (next: OpenDialog, after: 'opener' | 'summary' = 'opener') => {
    if (next) opener.current = document.activeElement as HTMLElement | null;
    else returnTo.current = after;
    setDialogState(next);
  };
  // Closed, a dialog gives the focus back to the button that opened it; when that button is gone (a void takes
  // the entry's, a deposit return the "Return deposit" of an empty deposit) to the balance, which changed. After
  // the dialog's own focus return, which has no trigger to go back to.
  useEffect(() => {
    const target = returnTo.current;
    if (dialog !== null || target === null) return;
    returnTo.current = null;
    const timer = setTimeout(() => {
      const button = opener.current;
      if (target === 'opener' && button?.isConnected) button.focus();
      else summary.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [dialog]);

  if (error && !ledger)
    return <LoadFailure slot="lease-ledger" message={error.message} onRetry={() => void mutate()} />;
  if (!ledger)
    return (
      <DelayedSpinner
        data-slot="lease-ledger-loading"
        className="py-12"
        loading={isLoading || !ledger}
        label="Loading the ledger…"
      />
    );

  const canAdd = mayAdd && !readOnly;
  const canVoid = mayEdit && !readOnly;
  const done = (next: Ledger, note: string) => {
    void mutateKey(operationKey('LeaseLedger', params), next, { revalidate: false });
    setDialog(null, dialog?.kind === 'void' || dialog?.kind === 'deposit' ? 'summary' : 'opener');
    notify(note);
  };
  const close = (open: boolean) => !open && setDialog(null);
  const keepFocus = (event: Event) => event.preventDefault();

  return (
    <div data-slot="lease-ledger" className="@container grid min-w-0 gap-6">
      <LedgerSummary ref={summary} ledger={ledger} />
      {canAdd && (
        <div data-slot="lease-ledger-actions" className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => setDialog({ kind: 'payment' })}>
            Record payment
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDialog({ kind: 'charge' })}>
            Add charge or credit
          </Button>
          {ledger.depositHeldCents > 0 && (
            <Button type="button" size="sm" variant="outline" onClick={() => setDialog({ kind: 'deposit' })}>
              Return deposit
            </Button>
          )}
        </div>
      )}
      <StatementLink key={ledger.leaseID} ledger={ledger} />
      {ledger.entries.length === 0 ? (
        <EmptyState
          title="No entries yet"
          description={`Rent is posted on each due date from ${dayText(ledger.ledgerStartsOn)}.`}
          titleAs="h2"
        />
      ) : (
        <EntryTable
          ledger={ledger}
          canVoid={canVoid}
          onVoid={(entry) => setDialog({ kind: 'void', entry })}
        />
      )}
      {dialog?.kind === 'payment' && (
        <PaymentDialog leaseID={leaseID} onOpenChange={close} onDone={done} onCloseAutoFocus={keepFocus} />
      )}
      {dialog?.kind === 'charge' && (
        <ChargeDialog leaseID={leaseID} onOpenChange={close} onDone={done} onCloseAutoFocus={keepFocus} />
      )}
      {dialog?.kind === 'deposit' && (
        <DepositReturnDialog
          leaseID={leaseID}
          depositHeldCents={ledger.depositHeldCents}
          onOpenChange={close}
          onDone={done}
          onCloseAutoFocus={keepFocus}
        />
      )}
      {dialog?.kind === 'void' && (
        <VoidDialog entry={dialog.entry} onOpenChange={close} onDone={done} onCloseAutoFocus={keepFocus} />
      )}
    </div>
  );
}

function LedgerSummary({ ref, ledger }: { ref: React.Ref<HTMLElement>; ledger: Ledger }) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label="Balance"
      data-slot="lease-ledger-summary"
      className="grid grid-cols-2 gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-w-md"
    >
      <div className="rounded-md border p-3">
        <p className="text-xs text-muted-foreground">Balance</p>
        <p data-slot="lease-ledger-balance" className="text-lg font-semibold tabular-nums">
          {balanceWords(ledger.balanceCents)}
        </p>
      </div>
      <div className="rounded-md border p-3">
        <p className="text-xs text-muted-foreground">Deposit held</p>
        <p data-slot="lease-ledger-deposit" className="text-lg font-semibold tabular-nums">
          {centsWords(ledger.depositHeldCents)}
        </p>
      </div>
    </section>
  );
}

/** The statement's days and its download link (opened by URL, as every file of the API). */
function StatementLink({ ledger }: { ledger: Ledger }) {
  const [range, setRange] = useState(() => statementDefaults(ledger, localToday()));
  const query = statementQuery(range.from, range.to);
  return (
    <fieldset data-slot="lease-ledger-statement" className="flex flex-wrap items-end gap-3">
      <legend className="mb-2 text-sm font-medium">Statement</legend>
      <Field label="From" className="w-44">
        <DateInput value={range.from} onChange={(from) => setRange((r) => ({ ...r, from }))} />
      </Field>
      <Field label="To" className="w-44" error={query.ok ? undefined : query.message}>
        <DateInput value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
      </Field>
      {query.ok ? (
        <FileDownload
          slot="lease-ledger-statement-download"
          url={
            operationRequest('LeaseStatement', { leaseId: ledger.leaseID, from: query.from, to: query.to })
              .path
          }
          fileName={`statement-${ledger.leaseID}-${query.from}-${query.to}.pdf`}
        >
          <DownloadIcon aria-hidden className="size-4" />
          Download statement (PDF)
        </FileDownload>
      ) : (
        <Button type="button" size="sm" variant="outline" disabled>
          Download statement (PDF)
        </Button>
      )}
    </fieldset>
  );
}

function EntryTable({
  ledger,
  canVoid,
  onVoid,
}: {
  ledger: Ledger;
  canVoid: boolean;
  onVoid: (entry: LedgerEntry) => void;
}) {
  const byId = entriesById(ledger);
  return (
    <div
      data-slot="lease-ledger-table"
      className="max-w-full overflow-x-auto rounded-md border"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label="Ledger entries"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Ledger entries, oldest first, with the balance after each</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Entry
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Balance
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} byId={byId} canVoid={canVoid} onVoid={onVoid} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntryRow({
  entry,
  byId,
  canVoid,
  onVoid,
}: {
  entry: LedgerEntry;
  byId: Map<number, LedgerEntry>;
  canVoid: boolean;
  onVoid: (entry: LedgerEntry) => void;
}) {
  const voided = entry.reversedByID !== null;
  const reversed = entry.reversesID !== null ? byId.get(entry.reversesID) : undefined;
  const reversal = entry.reversedByID !== null ? byId.get(entry.reversedByID) : undefined;
  const open = openWords(entry);
  const paying = entry.amountCents < 0;
  const struck = voided ? 'line-through decoration-2' : undefined;
  return (
    <tr
      id={entryAnchor(entry.id)}
      data-slot="lease-ledger-entry"
      data-kind={entry.kind}
      data-state={voided ? 'voided' : 'standing'}
      className="border-b align-top last:border-b-0 target:bg-accent"
    >
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={entry.date}>{dayText(entry.date)}</time>
      </td>
      <td className="grid gap-1 px-3 py-2">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={entry.kind === 'payment' || entry.kind === 'credit' ? 'default' : 'secondary'}>
            {entryKindLabel(entry.kind)}
          </Badge>
          <span className={struck}>{entry.description}</span>
          {voided && <Badge variant="outline">Voided</Badge>}
        </span>
        {entry.method && (
          <span className="text-xs text-muted-foreground">
            {paymentMethodLabel(entry.method)}
            {entry.reference && ` ${entry.reference}`}
          </span>
        )}
        {entry.memo && <span className="text-xs text-muted-foreground">{entry.memo}</span>}
        {reversal && (
          <span className="text-xs">
            Voided by{' '}
            <a className={linkClass} href={`#${entryAnchor(reversal.id)}`}>
              the reversal of {dayText(reversal.date)}
            </a>
          </span>
        )}
        {reversed && (
          <span className="text-xs">
            Reverses{' '}
            <a className={linkClass} href={`#${entryAnchor(reversed.id)}`}>
              {entryName(reversed)}
            </a>
            {entry.reason && <>: {entry.reason}</>}
          </span>
        )}
        {entry.allocations.length > 0 && (
          <ul
            data-slot="lease-ledger-allocations"
            aria-label={paying ? 'Paid' : 'Paid by'}
            className="grid gap-0.5 text-xs"
          >
            {entry.allocations.map((a) => {
              const other = byId.get(a.entryID);
              return (
                <li key={a.entryID}>
                  {paying ? 'Paid ' : 'Paid by '}
                  <a className={linkClass} href={`#${entryAnchor(a.entryID)}`}>
                    {other ? entryName(other) : `entry ${a.entryID}`}
                  </a>
                  : <span className="tabular-nums">{centsWords(a.amountCents)}</span>
                </li>
              );
            })}
          </ul>
        )}
        {open && (
          <span data-slot="lease-ledger-open" className="text-xs font-medium">
            {open}
          </span>
        )}
      </td>
      <td className={cn('px-3 py-2 text-right whitespace-nowrap tabular-nums', struck)}>
        {centsWords(entry.amountCents)}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {centsWords(entry.balanceCents)}
      </td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap justify-end gap-1">
          {hasReceipt(entry) && (
            <FileDownload
              slot="lease-ledger-receipt"
              variant="ghost"
              url={operationRequest('PaymentReceipt', { entryId: entry.id }).path}
              fileName={`receipt-${entry.id}.pdf`}
              label={`Receipt of ${entryName(entry)} (PDF)`}
            >
              <ReceiptIcon aria-hidden className="size-4" />
              Receipt
            </FileDownload>
          )}
          {canVoid && isVoidable(entry) && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Void ${entryName(entry)}`}
              onClick={() => onVoid(entry)}
            >
              Void
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
