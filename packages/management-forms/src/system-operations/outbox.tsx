// The e-mail outbox: messages newest first with their status; Resend for a stored or failed message, except
// one whose keys were withheld from the outbox (a copy would carry no working link), which says so.
import { WITHHELD_KEY_TEXT, type OutboxMessage } from '@hangar/contracts';
import { Badge, Button } from '@hangar/ui';
import { useState } from 'react';
import { useDataProvider, useManagementReadOnly } from '../data';
import { LoadFailure } from '../lib/screen-states';
import { formatTime, useApiCall } from './use-api-call';

const STATUS: Record<
  OutboxMessage['status'],
  { label: string; variant: 'success' | 'destructive' | 'secondary' }
> = {
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  stored: { label: 'Stored', variant: 'secondary' },
};

/** Why a message cannot be sent again, or null when Resend may be offered. */
export function resendBlock(message: OutboxMessage): string | null {
  if (message.status === 'sent') return null;
  if (message.text.includes(WITHHELD_KEY_TEXT)) {
    return 'Its sign-in key was withheld from the outbox, so a copy would carry no working link: ask the user to request a new one.';
  }
  return null;
}

/**
 * The e-mail outbox, for system administrators: the latest `limit` messages, newest first, with their status;
 * Resend for a stored or failed message, except one whose keys were withheld from the outbox (a copy would
 * carry no working link), which says so. Needs a `ManagementProvider` above it.
 */
export function Outbox({ limit = 50 }: { limit?: number }) {
  const provider = useDataProvider();
  const readOnly = useManagementReadOnly();
  const box = useApiCall('emailoutbox', { limit });
  const [notes, setNotes] = useState<Record<number, { text: string; failed: boolean }>>({});
  const [busy, setBusy] = useState<number | null>(null);

  if (box.error && !box.data) {
    return <LoadFailure slot="outbox" message={box.error.message} onRetry={() => void box.mutate()} />;
  }
  if (!box.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the outbox…
      </p>
    );
  }
  if (box.data.length === 0) {
    return (
      <p data-slot="outbox-empty" className="text-sm text-muted-foreground">
        No e-mail has been sent or stored yet.
      </p>
    );
  }

  async function resend(message: OutboxMessage) {
    setBusy(message.id);
    const result = await provider.run('emailoutboxResend', { id: message.id });
    setBusy(null);
    setNotes((n) => ({
      ...n,
      [message.id]: result.ok
        ? {
            text: result.data.status === 'sent' ? 'Sent again.' : 'Sending failed again.',
            failed: result.data.status !== 'sent',
          }
        : { text: result.message, failed: true },
    }));
    if (result.ok) await box.mutate();
  }

  return (
    <ul data-slot="outbox" className="grid gap-3">
      {box.data.map((m) => {
        const blocked = resendBlock(m);
        const note = notes[m.id];
        return (
          <li key={m.id} data-slot="outbox-message" className="grid gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS[m.status].variant}>{STATUS[m.status].label}</Badge>
              <h3 className="font-medium break-words">{m.subject}</h3>
            </div>
            <p className="text-sm text-muted-foreground break-all">
              To {m.to} · {formatTime(m.createdUtc)}
            </p>
            <details>
              <summary className="cursor-pointer text-sm">Message text</summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded-md border bg-muted p-3 text-xs whitespace-pre-wrap break-words">
                {m.text}
              </pre>
            </details>
            {m.status !== 'sent' && !readOnly && (
              <div className="flex flex-wrap items-center gap-3">
                {blocked ? (
                  <p data-slot="outbox-withheld" className="text-sm text-muted-foreground">
                    Cannot be resent. {blocked}
                  </p>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy === m.id}
                    onClick={() => void resend(m)}
                  >
                    {busy === m.id ? 'Sending…' : 'Resend'}
                  </Button>
                )}
              </div>
            )}
            {note && (
              <p
                role={note.failed ? 'alert' : 'status'}
                className={
                  note.failed ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'
                }
              >
                {note.text}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
