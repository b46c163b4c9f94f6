// What a page shows while its record loads, or when it could not be read.
import { Button, DelayedSpinner } from '@hangar/ui';

export function PageLoading({ label }: { label: string }) {
  return <DelayedSpinner loading label={label} className="py-12" />;
}

export function PageLoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="grid justify-items-start gap-3">
      <p role="alert" className="text-sm font-medium text-destructive">
        {message}
      </p>
      {onRetry && (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A record id from the address: a positive 32-bit integer, else null. */
export function recordId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
