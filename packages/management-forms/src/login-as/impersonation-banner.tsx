// ImpersonationBanner: while a system administrator acts as another user, says whom, why and until when, and
// offers the way back. A labelled region in the page's flow (it takes its own room, never covering content).
import { Button } from '@hangar/ui';
import { UserRoundCog } from 'lucide-react';

/** `hh:mm` (24-hour) of an instant in the viewer's time zone. */
export function clockTime(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type ImpersonationBannerProps = {
  /** The user acted as (their display name). */
  name: string;
  /** Why; unknown for a session started without one. */
  reason?: string | null;
  /** When it ends whatever the use (the hard limit). */
  endsAt?: Date | string | null;
  /** The administrator behind it (their user name). */
  administrator?: string | null;
  /** Ends the impersonation and goes back to the administrator's own session. */
  onReturn: () => void;
  /** The way back is under way. */
  returning?: boolean;
  className?: string;
};

/**
 * Shown above the management pages while a system administrator acts as another user: whom (`name`), why,
 * until when, and a "Return to my account" button (`onReturn`). A labelled region in the page's flow; it
 * needs no ManagementProvider.
 */
export function ImpersonationBanner({
  name,
  reason,
  endsAt,
  administrator,
  onReturn,
  returning = false,
  className,
}: ImpersonationBannerProps) {
  const ends = endsAt ? clockTime(endsAt) : '';
  return (
    <section
      aria-label="Acting as another user"
      data-slot="impersonation-banner"
      className={[
        'sticky top-0 z-40 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-warning bg-warning px-4 text-warning-foreground py-2 text-sm',
        className ?? '',
      ].join(' ')}
    >
      <UserRoundCog aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">
        <strong className="font-semibold">Acting as {name}</strong>
        {reason ? <> ({reason})</> : null}
        {ends ? (
          <>
            {' '}
            — ends at <time dateTime={new Date(endsAt!).toISOString()}>{ends}</time>
          </>
        ) : null}
        {administrator ? <span> — recorded under {administrator}&rsquo;s name too</span> : null}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={onReturn}
        loading={returning}
        loadingLabel="Returning to your account"
        className="shrink-0 bg-background text-foreground"
      >
        Return to my account
      </Button>
    </section>
  );
}
