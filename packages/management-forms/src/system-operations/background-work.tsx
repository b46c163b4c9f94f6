// Background work: the API instances' heartbeats, each job with its schedule, last run and "Run now" (polled
// every second until its run finished, then its result), and the latest runs.
import type { Heartbeat, Job, JobRun } from '@hangar/contracts';
import { Badge, Button, DataTable, type DataTableColumn, ErrorText } from '@hangar/ui';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useManagementReadOnly } from '../data';
import { LoadFailure } from '../lib/screen-states';
import { formatEvery, formatTime, useApiCall } from './use-api-call';

const POLL_MS = 1000;

const STATUS: Record<
  JobRun['status'],
  { label: string; variant: 'success' | 'destructive' | 'info' | 'warning' }
> = {
  ok: { label: 'Done', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'info' },
  abandoned: { label: 'Abandoned', variant: 'warning' },
};

function RunStatus({ run }: { run: JobRun }) {
  const { label, variant } = STATUS[run.status];
  return <Badge variant={variant}>{label}</Badge>;
}

export type BackgroundWorkProps = {
  /** Poll interval while a run is asked for or running, in ms (1 s unless told). */
  pollMs?: number;
};

/**
 * The background work screen, for system administrators: the API instances' heartbeats, each scheduled job
 * with its schedule, its last run and "Run now" (polled every `pollMs` until the run finishes, then its
 * result), and the latest runs. Needs a `ManagementProvider` above it.
 */
export function BackgroundWork({ pollMs = POLL_MS }: BackgroundWorkProps) {
  const provider = useDataProvider();
  const readOnly = useManagementReadOnly();
  /** Jobs asked to run from this page whose run has not been seen to finish. */
  const [waiting, setWaiting] = useState<Record<string, number | null>>({});
  // The same, read by the jobs' answer handler (outside render).
  const waitingRef = useRef(waiting);
  const [refusal, setRefusal] = useState<Record<string, string>>({});
  const [announce, setAnnounce] = useState('');
  const busy = Object.keys(waiting).length > 0;
  // The jobs' answer handler runs outside render: it reads the latest `settle` through a ref.
  const settleRef = useRef<(list: Job[]) => void>(() => undefined);
  const jobs = useApiCall(
    'jobs',
    {},
    (latest) => (busy || latest?.some((j) => j.running || j.runRequested) ? pollMs : 0),
    (list) => settleRef.current(list),
  );
  const active = busy || Boolean(jobs.data?.some((j) => j.running || j.runRequested));
  const beats = useApiCall('ProcessMainWfHeartbeat', { id: 'all' }, active ? pollMs : 0);
  const runs = useApiCall('jobruns', { limit: 20 }, active ? pollMs : 0);
  const { mutate: refreshRuns } = runs;
  useEffect(() => {
    // A requested run is over once its job neither waits nor runs and its last run is newer than before.
    settleRef.current = (list) => {
      const done = Object.entries(waitingRef.current).flatMap(([name, before]) => {
        const job = list.find((j) => j.name === name);
        return job && !job.runRequested && !job.running && job.lastRun && job.lastRun.id !== before
          ? [job]
          : [];
      });
      if (!done.length) return;
      const next = { ...waitingRef.current };
      for (const job of done) delete next[job.name];
      waitingRef.current = next;
      setWaiting(next);
      const run = done[0]!.lastRun!;
      setAnnounce(`${done[0]!.label}: ${STATUS[run.status].label.toLowerCase()}. ${run.result}`);
      void refreshRuns();
    };
  }, [refreshRuns]);

  async function runNow(job: Job) {
    setRefusal((r) => ({ ...r, [job.name]: '' }));
    setAnnounce(`${job.label}: asked to run.`);
    const result = await provider.run('jobsRun', { name: job.name });
    if (!result.ok) {
      setRefusal((r) => ({ ...r, [job.name]: result.message }));
      setAnnounce('');
      return;
    }
    waitingRef.current = { ...waitingRef.current, [job.name]: job.lastRun?.id ?? null };
    setWaiting(waitingRef.current);
    await jobs.mutate();
  }

  const beatColumns: DataTableColumn<Heartbeat & { id: string }>[] = [
    {
      id: 'instance',
      header: 'Instance',
      cell: (b) => <code className="text-xs break-all">{b.instance}</code>,
      primary: true,
    },
    {
      id: 'alive',
      header: 'State',
      cell: (b) => (
        <Badge variant={b.alive ? 'success' : 'destructive'}>{b.alive ? 'Alive' : 'Silent'}</Badge>
      ),
    },
    { id: 'beat', header: 'Last beat', cell: (b) => formatTime(b.beatUtc) },
    {
      id: 'running',
      header: 'Running',
      cell: (b) =>
        b.runningJob ? (jobs.data?.find((j) => j.name === b.runningJob)?.label ?? b.runningJob) : 'Nothing',
    },
  ];
  const runColumns: DataTableColumn<JobRun>[] = [
    {
      id: 'job',
      header: 'Job',
      cell: (r) => jobs.data?.find((j) => j.name === r.job)?.label ?? r.job,
      primary: true,
    },
    { id: 'status', header: 'Result', cell: (r) => <RunStatus run={r} /> },
    {
      id: 'what',
      header: 'What it did',
      cell: (r) => <span className="break-words">{r.result || '—'}</span>,
    },
    { id: 'started', header: 'Started', cell: (r) => formatTime(r.startedUtc) },
    {
      id: 'who',
      header: 'Asked by',
      cell: (r) => (r.requestedBy === null ? 'Schedule' : 'An administrator'),
    },
  ];

  return (
    <div data-slot="background-work" className="grid gap-8">
      <p data-slot="background-work-announce" role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      <section aria-labelledby="bw-instances" className="grid gap-3">
        <h2 id="bw-instances" className="text-lg font-semibold">
          Worker heartbeats
        </h2>
        <DataTable
          caption="API instances that run background work"
          hideCaption
          columns={beatColumns}
          data={(beats.error ? [] : (beats.data ?? [])).map((b) => ({ ...b, id: b.instance }))}
          getRowId={(b) => b.instance}
          loading={beats.isLoading}
          error={beats.error?.message}
          onRetry={() => void beats.mutate()}
          empty={{
            title: 'No instance runs background work',
            description: 'Start an API instance with JOBS=on (the default).',
          }}
        />
      </section>
      <section aria-labelledby="bw-jobs" className="grid gap-3">
        <h2 id="bw-jobs" className="text-lg font-semibold">
          Jobs
        </h2>
        {jobs.error && !jobs.data ? (
          <LoadFailure
            slot="background-work-jobs"
            message={jobs.error.message}
            onRetry={() => void jobs.mutate()}
          />
        ) : !jobs.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading jobs…
          </p>
        ) : jobs.data.length === 0 ? (
          <p data-slot="background-work-no-jobs" className="text-sm text-muted-foreground">
            No jobs yet: they appear once an API instance with background work has started.
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {jobs.data.map((job) => {
              const pending = job.name in waiting || job.runRequested || job.running;
              return (
                <li
                  key={job.name}
                  data-slot="job"
                  data-job={job.name}
                  className="grid content-start gap-3 rounded-lg border p-4"
                >
                  <div className="grid gap-1">
                    <h3 className="font-medium">{job.label}</h3>
                    <p className="text-sm text-muted-foreground">{job.description}</p>
                  </div>
                  <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-medium">Schedule</dt>
                    <dd>{formatEvery(job.everySeconds)}</dd>
                    <dt className="font-medium">Next run</dt>
                    <dd>{formatTime(job.nextRunUtc)}</dd>
                    <dt className="font-medium">Last run</dt>
                    <dd data-slot="job-last-run" className="grid gap-1">
                      {job.lastRun ? (
                        <>
                          <span className="flex flex-wrap items-center gap-2">
                            <RunStatus run={job.lastRun} />{' '}
                            {formatTime(job.lastRun.finishedUtc ?? job.lastRun.startedUtc)}
                          </span>
                          <span className="break-words">{job.lastRun.result}</span>
                        </>
                      ) : (
                        'Never'
                      )}
                    </dd>
                    {job.failures > 0 && (
                      <>
                        <dt className="font-medium">Failures</dt>
                        <dd>{job.failures} in a row; retried with back-off</dd>
                      </>
                    )}
                  </dl>
                  {!readOnly && (
                    <div className="flex flex-wrap items-center gap-3">
                      <Button type="button" size="sm" disabled={pending} onClick={() => void runNow(job)}>
                        {job.running ? 'Running…' : pending ? 'Waiting to run…' : 'Run now'}
                      </Button>
                      <ErrorText>{refusal[job.name]}</ErrorText>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="bw-runs" className="grid gap-3">
        <h2 id="bw-runs" className="text-lg font-semibold">
          Recent runs
        </h2>
        <DataTable
          caption="The latest runs, newest first"
          hideCaption
          columns={runColumns}
          data={runs.error ? [] : (runs.data ?? [])}
          getRowId={(r) => String(r.id)}
          loading={runs.isLoading}
          error={runs.error?.message}
          onRetry={() => void runs.mutate()}
          empty={{ title: 'No runs yet', description: 'Each scheduled or requested run is listed here.' }}
        />
      </section>
    </div>
  );
}
