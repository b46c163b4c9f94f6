// SystemOverview: the system administration home: counts, the latest errors, mail waiting or failed,
// background work (each job's last result, the instances alive) and a link to every system screen.
import type { SystemSummary } from '@hangar/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  type DataTableLinkProps,
} from '@hangar/ui';
import type { ReactNode } from 'react';
import { useOperation } from '../data';
import { LoadFailure } from '../lib/screen-states';

export type SystemScreenLink = { label: string; href: string; description?: string };

export type SystemOverviewProps = {
  /** Every system screen the user may open. */
  links: readonly SystemScreenLink[];
  /** The sections the user's features allow (each reads an API that refuses the others). */
  show: { errors: boolean; outbox: boolean; jobs: boolean };
  /** The error log's address, linked from the latest errors (when the screen exists). */
  errorLogHref?: string;
  /** The background work screen's address (when it exists). */
  jobsHref?: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;
const linkClass = 'font-medium underline-offset-4 hover:underline focus-visible:underline';
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timeText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
};

function Section({
  slot,
  title,
  children,
  action,
}: {
  slot: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card data-slot={slot} className="min-w-0 gap-3 py-4">
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2 px-4">
        <CardTitle asChild>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="px-4 text-sm">{children}</CardContent>
    </Card>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="grid gap-2" aria-busy="true">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <p role="status" className="sr-only">
        {label}
      </p>
    </div>
  );
}

const COUNTS: { key: keyof SystemSummary; label: string }[] = [
  { key: 'companies', label: 'Companies' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'disabledUsers', label: 'Disabled users' },
  { key: 'activeSessions', label: 'Signed in now' },
  { key: 'errorsLast24h', label: 'Errors, last 24 hours' },
  { key: 'outboxStored', label: 'Mail waiting' },
  { key: 'outboxFailed', label: 'Mail failed' },
];

function Counts() {
  const summary = useOperation('SystemSummary', {});
  return (
    <Section slot="system-overview-counts" title="At a glance">
      {summary.data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {/* A count of a feature the user lacks comes as null: left out, never shown as 0. */}
          {COUNTS.filter((c) => summary.data![c.key] !== null).map((c) => (
            <div key={c.key} data-slot="system-overview-count" data-name={c.key} className="grid gap-0.5">
              <dt className="text-muted-foreground">{c.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{summary.data![c.key]}</dd>
            </div>
          ))}
        </dl>
      ) : summary.error ? (
        <LoadFailure
          slot="system-overview-counts"
          message={summary.error.message}
          onRetry={() => void summary.mutate()}
        />
      ) : (
        <Loading label="Loading the counts…" />
      )}
    </Section>
  );
}

function LatestErrors({
  href,
  renderLink,
}: {
  href?: string;
  renderLink: SystemOverviewProps['renderLink'] & {};
}) {
  const errors = useOperation('errorlogs', { limit: 5 });
  const link = href
    ? renderLink({
        href,
        className: linkClass,
        children: 'Open the error log',
        'data-slot': 'system-overview-errorlog-link',
      })
    : null;
  return (
    <Section slot="system-overview-errors" title="Latest errors" action={link}>
      {errors.data ? (
        errors.data.length === 0 ? (
          <p className="text-muted-foreground">No errors logged.</p>
        ) : (
          <ul className="grid gap-2">
            {errors.data.slice(0, 5).map((e) => (
              <li key={e.id} className="grid min-w-0 gap-0.5">
                <span className="break-words">{e.message}</span>
                <span className="text-xs text-muted-foreground">
                  <time dateTime={e.timeUtc}>{timeText(e.timeUtc)}</time> · {e.source}
                  {e.url ? ` · ${e.url}` : ''}
                  {e.userName ? ` · ${e.userName}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : errors.error ? (
        <LoadFailure
          slot="system-overview-errors"
          message={errors.error.message}
          onRetry={() => void errors.mutate()}
        />
      ) : (
        <Loading label="Loading the latest errors…" />
      )}
    </Section>
  );
}

function Mail() {
  const outbox = useOperation('emailoutbox', { limit: 100 });
  const pending = outbox.data?.filter((m) => m.status !== 'sent') ?? [];
  return (
    <Section slot="system-overview-mail" title="Mail waiting or failed">
      {outbox.data ? (
        pending.length === 0 ? (
          <p className="text-muted-foreground">Nothing waiting; no failures.</p>
        ) : (
          <ul className="grid gap-2">
            {pending.slice(0, 5).map((m) => (
              <li key={m.id} className="flex min-w-0 flex-wrap items-center gap-2">
                <Badge variant={m.status === 'failed' ? 'destructive' : 'warning'}>
                  {m.status === 'failed' ? 'Failed' : 'Waiting'}
                </Badge>
                <span className="min-w-0 break-words">
                  {m.subject} <span className="text-muted-foreground">to {m.to}</span>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : outbox.error ? (
        <LoadFailure
          slot="system-overview-mail"
          message={outbox.error.message}
          onRetry={() => void outbox.mutate()}
        />
      ) : (
        <Loading label="Loading the outbox…" />
      )}
    </Section>
  );
}

const RUN_LABELS = { ok: 'Succeeded', failed: 'Failed', running: 'Running', abandoned: 'Abandoned' } as const;
const RUN_VARIANTS = { ok: 'success', failed: 'destructive', running: 'info', abandoned: 'warning' } as const;

function BackgroundWork({
  href,
  renderLink,
}: {
  href?: string;
  renderLink: SystemOverviewProps['renderLink'] & {};
}) {
  const jobs = useOperation('jobs', {});
  const beats = useOperation('ProcessMainWfHeartbeat', { id: 'all' });
  const alive = beats.data?.filter((b) => b.alive).length;
  const link = href
    ? renderLink({
        href,
        className: linkClass,
        children: 'Open background work',
        'data-slot': 'system-overview-jobs-link',
      })
    : null;
  const error = jobs.error ?? beats.error;
  return (
    <Section slot="system-overview-jobs" title="Background work" action={link}>
      {jobs.data && beats.data ? (
        <div className="grid gap-3">
          <p data-slot="system-overview-instances">
            {alive === 1 ? '1 instance alive' : `${alive} instances alive`} of {beats.data.length}
          </p>
          {jobs.data.length === 0 ? (
            <p className="text-muted-foreground">No job has run yet.</p>
          ) : (
            <ul className="grid gap-2">
              {jobs.data.map((j) => (
                <li
                  key={j.name}
                  data-slot="system-overview-job"
                  className="flex min-w-0 flex-wrap items-center gap-2"
                >
                  {j.lastRun ? (
                    <Badge variant={RUN_VARIANTS[j.lastRun.status]}>{RUN_LABELS[j.lastRun.status]}</Badge>
                  ) : (
                    <Badge variant="outline">Not run yet</Badge>
                  )}
                  <span className="min-w-0 break-words">
                    {j.label}
                    {j.lastRun?.result ? (
                      <span className="text-muted-foreground"> · {j.lastRun.result}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : error ? (
        <LoadFailure
          slot="system-overview-jobs"
          message={error.message}
          onRetry={() => {
            void jobs.mutate();
            void beats.mutate();
          }}
        />
      ) : (
        <Loading label="Loading background work…" />
      )}
    </Section>
  );
}

/**
 * The system administration home page: counts at a glance; then, as `show` allows (each section reads an API
 * that refuses users without its feature), the latest errors, the mail waiting or failed and the background
 * work; and a link to every system screen in `links`. Needs a `ManagementProvider` above it.
 */
export function SystemOverview({
  links,
  show,
  errorLogHref,
  jobsHref,
  renderLink = defaultLink,
}: SystemOverviewProps) {
  return (
    <div data-slot="system-overview" className="grid min-w-0 gap-4">
      <Counts />
      <div className="grid gap-4 lg:grid-cols-2">
        {show.errors && <LatestErrors href={errorLogHref} renderLink={renderLink} />}
        {show.outbox && <Mail />}
        {show.jobs && <BackgroundWork href={jobsHref} renderLink={renderLink} />}
        <Section slot="system-overview-links" title="Screens">
          <ul className="grid gap-2">
            {links.map((l) => (
              <li key={l.href}>
                {renderLink({
                  href: l.href,
                  className: linkClass,
                  children: l.label,
                  'data-slot': 'system-overview-link',
                })}
                {l.description && <p className="text-muted-foreground">{l.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
