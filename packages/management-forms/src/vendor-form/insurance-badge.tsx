// The insurance state of a vendor or one certificate, said the same way on the form, the list and the home page.
import type { InsuranceState } from '@hangar/contracts';
import { Badge, cn } from '@hangar/ui';
import { CircleAlert, CircleCheck, CircleX, FileQuestion } from 'lucide-react';
import {
  calendarDateText,
  INSURANCE_BADGE_LABELS,
  INSURANCE_BADGE_VARIANTS,
  insuranceSentence,
} from './vendor-form-rules';

const ICONS = { valid: CircleCheck, expiring: CircleAlert, expired: CircleX, missing: FileQuestion };

/** A coloured badge with an icon and a word (Valid, Expiring, Expired, Missing); `label` replaces the word. */
export function InsuranceBadge({
  state,
  label,
  className,
}: {
  state: InsuranceState;
  label?: string;
  className?: string;
}) {
  const Icon = ICONS[state];
  return (
    <Badge
      data-slot="insurance-badge"
      data-state={state}
      variant={INSURANCE_BADGE_VARIANTS[state]}
      className={className}
    >
      <Icon aria-hidden="true" />
      {label ?? INSURANCE_BADGE_LABELS[state]}
    </Badge>
  );
}

/** A vendor's insurance in a row: the badge, and when it expires (or expired). `className` lays the two out. */
export function InsuranceExpiry({
  state,
  expires,
  className,
}: {
  state: InsuranceState;
  expires: string | null;
  className: string;
}) {
  return (
    <span className={className}>
      <InsuranceBadge state={state} />
      {expires && (
        <span className="text-xs text-muted-foreground">
          {state === 'expired' ? 'expired ' : 'expires '}
          <time dateTime={expires}>{calendarDateText(expires)}</time>
        </span>
      )}
    </span>
  );
}

const BOX: Record<InsuranceState, string> = {
  valid: 'border-success',
  expiring: 'border-warning bg-warning text-warning-foreground',
  expired: 'border-destructive text-destructive',
  missing: 'border-border',
};

/**
 * The vendor's insurance as a sentence beside its badge, in a box coloured by the state. A polite status:
 * it changes as certificates are edited, and is read out then, never on its own at load.
 */
export function InsuranceStatus({
  state,
  expires,
  slot = 'insurance-status',
  className,
}: {
  state: InsuranceState;
  expires: string | null;
  slot?: string;
  className?: string;
}) {
  return (
    <div
      data-slot={slot}
      data-state={state}
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm',
        BOX[state],
        className,
      )}
    >
      <InsuranceBadge state={state} />
      <span className="font-medium">{insuranceSentence(state, expires)}</span>
    </div>
  );
}
