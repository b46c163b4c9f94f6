// The error log: server and browser errors newest first, filtered by source and text, older pages on
// request; an entry's detail (message, address, user, stack or statement) with Delete; and deleting every
// entry logged before a day.
import type { ErrorLogEntry, OperationParams } from '@hangar/contracts';
import {
  Badge,
  Button,
  DataTable,
  DateInput,
  Field,
  ResultCode,
  SearchBox,
  SimpleSelect,
  useConfirm,
  type DataTableColumn,
  type DataTableLinkProps,
  ErrorText,
} from '@hangar/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useDataProvider } from '../data';
import { isCallKey } from '../data/keys';
import { LoadFailure } from '../lib/screen-states';
import { formatTime, useApiCall } from './use-api-call';

const PAGE = 50;
const MAX = 500;

const SOURCES = [
  { value: 'all', label: 'Server and browser' },
  { value: 'server', label: 'Server' },
  { value: 'client', label: 'Browser' },
];

export const sourceLabel = (source: ErrorLogEntry['source']) => (source === 'server' ? 'Server' : 'Browser');

/** The list's parameters (`errorlogs`): newest first, `limit` of them, of one source and matching a text when given. */
export function errorLogParams({
  source,
  q,
  limit,
}: {
  source: string;
  q: string;
  limit: number;
}): OperationParams<'errorlogs'> {
  return {
    limit,
    ...(source !== 'all' && { source: source as ErrorLogEntry['source'] }),
    ...(q.trim() && { q: q.trim() }),
  };
}

export type ErrorLogListProps = {
  /** The address of an entry's detail page. */
  getEntryHref: (entry: ErrorLogEntry) => string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The user may delete entries (the purge by day). */
  canDelete?: boolean;
  /** Today (YYYY-MM-DD), the latest day a purge may name; the browser's today unless told. */
  today?: string;
};

/**
 * The error log, for system administrators: server and browser errors newest first, filtered by source and
 * text, with older pages on request; each entry leads to its page (`getEntryHref`, shown there by
 * ErrorLogEntryView). With `canDelete` every entry logged before a chosen day can be deleted. Needs a
 * `ManagementProvider` above it.
 */
export function ErrorLogList({ getEntryHref, renderLink, canDelete = false, today }: ErrorLogListProps) {
  const [source, setSource] = useState('all');
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const list = useApiCall('errorlogs', errorLogParams({ source, q, limit }));
  const rows = list.data ?? [];
  const filtered = source !== 'all' || q.trim() !== '';

  const columns: DataTableColumn<ErrorLogEntry>[] = [
    { id: 'time', header: 'Time', cell: (e) => formatTime(e.timeUtc), primary: true },
    {
      id: 'source',
      header: 'Source',
      cell: (e) => (
        <Badge variant={e.source === 'server' ? 'destructive' : 'warning'}>{sourceLabel(e.source)}</Badge>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      cell: (e) => <span className="line-clamp-2 break-words">{e.message}</span>,
    },
    { id: 'user', header: 'User', cell: (e) => e.userName ?? '—' },
  ];

  return (
    <div data-slot="error-log" className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-end">
        <Field label="Source">
          <SimpleSelect
            options={SOURCES}
            value={source}
            onValueChange={(value) => {
              setSource(value);
              setLimit(PAGE);
            }}
          />
        </Field>
        <SearchBox
          label="Search messages, addresses and details"
          defaultValue={q}
          onSearch={(text) => {
            setQ(text);
            setLimit(PAGE);
          }}
        />
      </div>
      <DataTable<ErrorLogEntry>
        caption="Errors, newest first"
        hideCaption
        columns={columns}
        data={list.error ? [] : rows}
        getRowId={(e) => String(e.id)}
        getRowHref={getEntryHref}
        renderLink={renderLink}
        loading={list.isLoading}
        error={list.error?.message}
        onRetry={() => void list.mutate()}
        empty={
          filtered
            ? { title: 'No errors match', description: 'Try another source or other words.' }
            : { title: 'No errors logged', description: 'Errors the server or a browser meets appear here.' }
        }
      />
      {rows.length >= limit && limit < MAX && (
        <div>
          <Button type="button" variant="outline" onClick={() => setLimit((n) => Math.min(MAX, n + PAGE))}>
            Show older errors
          </Button>
        </div>
      )}
      {canDelete && <PurgeErrors today={today} />}
    </div>
  );
}

function isoToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Deletes every entry logged before a chosen day, after asking. */
function PurgeErrors({ today = isoToday() }: { today?: string }) {
  const provider = useDataProvider();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [before, setBefore] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function purge() {
    setMessage('');
    if (!before) {
      setError('Choose a day');
      return;
    }
    setError(undefined);
    const answer = await confirm({
      title: 'Delete older errors?',
      message: `<p>Every error logged before ${before} is deleted. This cannot be undone.</p>`,
      buttons: ['Yes', 'No'],
      destructive: true,
      labels: { Yes: 'Delete them' },
    });
    if (answer !== ResultCode.Yes) return;
    setBusy(true);
    const result = await provider.run('errorlog_purge', { before });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors?.before ?? result.message);
      return;
    }
    const n = result.data.deleted;
    setMessage(`Deleted ${n} ${n === 1 ? 'error' : 'errors'} logged before ${before}.`);
    await mutate(isCallKey);
  }

  return (
    <section aria-labelledby="error-log-purge" className="grid gap-3 rounded-lg border p-4">
      <h2 id="error-log-purge" className="text-lg font-semibold">
        Delete older errors
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Logged before" error={error} description="Entries of that day and later stay.">
          <DateInput
            value={before}
            max={today}
            onChange={setBefore}
            onInvalid={() => setError('Enter a date')}
          />
        </Field>
        <Button type="button" variant="destructive" disabled={busy} onClick={() => void purge()}>
          {busy ? 'Deleting…' : 'Delete older errors'}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {message}
      </p>
    </section>
  );
}

export type ErrorLogEntryViewProps = {
  id: number;
  canDelete?: boolean;
  /** After the entry was deleted (back to the list, say). */
  onDeleted?: () => void;
};

/**
 * One entry of the error log on its own page: when, where, who, the message and its stack or statement, with
 * Delete when `canDelete`. Needs a `ManagementProvider` above it.
 */
export function ErrorLogEntryView({ id, canDelete = false, onDeleted }: ErrorLogEntryViewProps) {
  const provider = useDataProvider();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const entry = useApiCall('errorlog_get', { id });
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (entry.data) heading.current?.focus();
  }, [entry.data]);

  if (entry.error && !entry.data) {
    return (
      <LoadFailure slot="error-log-entry" message={entry.error.message} onRetry={() => void entry.mutate()} />
    );
  }
  if (!entry.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the error…
      </p>
    );
  }
  const e = entry.data;

  async function remove() {
    const answer = await confirm({
      title: 'Delete this error?',
      message: '<p>The entry is deleted from the error log.</p>',
      buttons: ['Yes', 'No'],
      destructive: true,
    });
    if (answer !== ResultCode.Yes) return;
    const result = await provider.run('errorlog_delete', { id });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    await mutate(isCallKey, undefined, { revalidate: true });
    onDeleted?.();
  }

  return (
    <article data-slot="error-log-entry" className="grid gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold break-words outline-none">
        {e.message}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-medium">Time</dt>
        <dd>{formatTime(e.timeUtc)}</dd>
        <dt className="font-medium">Source</dt>
        <dd>{sourceLabel(e.source)}</dd>
        <dt className="font-medium">Address</dt>
        <dd className="break-all">{e.url || '—'}</dd>
        <dt className="font-medium">User</dt>
        <dd>{e.userName ?? 'Not signed in'}</dd>
      </dl>
      <section aria-labelledby="error-log-entry-detail" className="grid gap-2">
        <h3 id="error-log-entry-detail" className="font-medium">
          {e.source === 'server' ? 'Statement and detail' : 'Stack and detail'}
        </h3>
        {e.detail ? (
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
            tabIndex={0}
            aria-labelledby="error-log-entry-detail"
            className="max-h-96 overflow-auto rounded-md border bg-muted p-3 text-xs whitespace-pre-wrap break-words"
          >
            {e.detail}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">No detail was recorded.</p>
        )}
        <p className="text-xs text-muted-foreground">
          Keys, tokens and passwords are removed before an error is stored.
        </p>
      </section>
      {canDelete && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="destructive" onClick={() => void remove()}>
            Delete this error
          </Button>
          <ErrorText>{error}</ErrorText>
        </div>
      )}
    </article>
  );
}
