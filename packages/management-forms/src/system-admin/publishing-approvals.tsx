// PublishingApprovals: the companies that ask to appear in the airport's public listings and wait for a system
// administrator, with Approve; the approved ones, with Revoke (after asking).
import type { PublishingCompany } from '@hangar/contracts';
import {
  Badge,
  Button,
  DataTable,
  ResultCode,
  useConfirm,
  type DataTableColumn,
  ErrorText,
} from '@hangar/ui';
import { useState } from 'react';
import { useDataProvider, useOperation } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { LoadFailure } from '../lib/screen-states';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
};
const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** The company, how it is reached, and what a visitor's card names as the contact. */
function CompanyCell({ company }: { company: PublishingCompany }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium break-words">{company.name}</span>
      <span className="text-xs break-words text-muted-foreground">
        Listing contact: {company.listingContactLine || '—'}
      </span>
      {!company.isActive && (
        <Badge variant="secondary" className="w-fit">
          Inactive
        </Badge>
      )}
    </div>
  );
}

/** Why the server refused a row's action, by company. */
type Notes = Record<number, string>;

/**
 * The publishing approvals screen, for system administrators: companies that ask for their vacant, listed units
 * to appear in the public listings wait here until approved (Approve); approved ones can be revoked (Revoke,
 * after asking), which takes their units off at once. Needs a `ManagementProvider` above it.
 */
export function PublishingApprovals() {
  const provider = useDataProvider();
  const confirm = useConfirm();
  const list = useOperation('PublishingApprovals', {});
  const [notes, setNotes] = useState<Notes>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  async function act(company: PublishingCompany, action: 'approve' | 'revoke') {
    if (action === 'revoke') {
      const answer = await confirm({
        title: 'Revoke the approval?',
        message: `<p>${escapeHtml(company.name)} leaves the public listings at once, with its ${units(company.listedUnits)}. It can be approved again later.</p>`,
        buttons: ['Yes', 'No'],
        destructive: true,
        labels: { Yes: 'Revoke' },
      });
      if (answer !== ResultCode.Yes) return;
    }
    setBusy(company.id);
    setNotes((n) => ({ ...n, [company.id]: '' }));
    const result = await provider.run(
      action === 'approve' ? 'PublishingApprovalsApprove' : 'PublishingApprovalsRevoke',
      { id: company.id },
      {},
    );
    setBusy(null);
    if (!result.ok) {
      setNotes((n) => ({ ...n, [company.id]: result.message }));
      return;
    }
    setAnnounce(
      action === 'approve'
        ? `${company.name} is approved: its listed units are in the public listings now.`
        : `${company.name}’s approval is revoked: its units are off the public listings.`,
    );
    await list.mutate();
  }

  const ACTION = {
    approve: { label: 'Approve', busy: 'Approving', variant: 'default' },
    revoke: { label: 'Revoke', busy: 'Revoking', variant: 'outline' },
  } as const;
  /** The row's button (named with the company) and, under it, why the server refused it. */
  const actionColumn = (action: keyof typeof ACTION): DataTableColumn<PublishingCompany> => ({
    id: 'action',
    header: <span className="sr-only">Action</span>,
    cell: (c) => (
      <div className="grid justify-items-start gap-1">
        <Button
          type="button"
          size="sm"
          variant={ACTION[action].variant}
          aria-label={`${ACTION[action].label} ${c.name}`}
          loading={busy === c.id}
          loadingLabel={ACTION[action].busy}
          disabled={busy !== null && busy !== c.id}
          onClick={() => void act(c, action)}
        >
          {ACTION[action].label}
        </Button>
        <ErrorText className="text-xs">{notes[c.id]}</ErrorText>
      </div>
    ),
  });

  const waitingColumns: DataTableColumn<PublishingCompany>[] = [
    { id: 'name', header: 'Company', cell: (c) => <CompanyCell company={c} />, primary: true },
    {
      id: 'reach',
      header: 'E-mail and phone',
      cell: (c) => (
        <span className="break-words">{[c.email, c.phone].filter(Boolean).join(' · ') || '—'}</span>
      ),
    },
    { id: 'units', header: 'Units to list', cell: (c) => c.listedUnits, align: 'end' },
    { id: 'created', header: 'Registered', cell: (c) => dayOf(c.createdUtc) },
    actionColumn('approve'),
  ];

  const approvedColumns: DataTableColumn<PublishingCompany>[] = [
    { id: 'name', header: 'Company', cell: (c) => <CompanyCell company={c} />, primary: true },
    {
      id: 'publishing',
      header: 'Listings',
      cell: (c) =>
        c.publishesListings ? (
          <Badge variant="success">Publishing {units(c.listedUnits)}</Badge>
        ) : (
          <Badge variant="secondary">Not publishing now</Badge>
        ),
    },
    {
      id: 'approved',
      header: 'Approved',
      cell: (c) =>
        `${c.approvedUtc ? dayOf(c.approvedUtc) : '—'}${c.approvedBy ? ` by ${c.approvedBy}` : ''}`,
    },
    actionColumn('revoke'),
  ];

  if (list.error && !list.data) {
    return (
      <LoadFailure
        slot="publishing-approvals"
        message={list.error.message}
        onRetry={() => void list.mutate()}
      />
    );
  }
  const loading = !list.data;
  return (
    <div data-slot="publishing-approvals" className="grid gap-8">
      <p data-slot="publishing-approvals-announce" role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      <section aria-labelledby="publishing-waiting" className="grid gap-3">
        <h2 id="publishing-waiting" className="text-lg font-semibold">
          Waiting for approval{list.data ? ` (${list.data.waiting.length})` : ''}
        </h2>
        <p className="text-sm text-muted-foreground">
          Companies that ask for their vacant, listed units to appear in the airport&rsquo;s public listings.
          Check who they are before approving: their cards speak for the airport.
        </p>
        <DataTable
          caption="Companies waiting for approval"
          hideCaption
          columns={waitingColumns}
          data={list.data?.waiting ?? []}
          getRowId={(c) => String(c.id)}
          loading={loading}
          loadingLabel="Loading the companies waiting for approval…"
          empty={{
            title: 'No company is waiting',
            description: 'A company that asks to publish shows up here.',
          }}
        />
      </section>
      <section aria-labelledby="publishing-approved" className="grid gap-3">
        <h2 id="publishing-approved" className="text-lg font-semibold">
          Approved{list.data ? ` (${list.data.approved.length})` : ''}
        </h2>
        <DataTable
          caption="Companies approved for the public listings"
          hideCaption
          columns={approvedColumns}
          data={list.data?.approved ?? []}
          getRowId={(c) => String(c.id)}
          loading={loading}
          loadingLabel="Loading the approved companies…"
          empty={{ title: 'No company is approved yet' }}
        />
      </section>
    </div>
  );
}
