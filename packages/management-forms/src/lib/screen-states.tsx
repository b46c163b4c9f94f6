// What a management screen shows around its form: a read that failed (with Try again) and a save that worked.
import { Button } from '@hangar/ui';

/** A load that failed, announced, with a way to ask again. */
export function LoadFailure({
  slot,
  message,
  onRetry,
}: {
  slot: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div data-slot={`${slot}-load-error`} className="grid justify-items-start gap-3">
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

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "Saved at 2:05 PM", announced politely once a save went through; mounted empty so it is heard. */
export function SavedNote({ slot, savedAt }: { slot: string; savedAt: Date | null }) {
  return (
    <p data-slot={`${slot}-saved`} role="status" className="text-sm text-muted-foreground empty:hidden">
      {savedAt ? `Saved at ${time.format(savedAt)}.` : ''}
    </p>
  );
}
