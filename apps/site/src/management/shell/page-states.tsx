// What a page shows while its record loads, and the record id it reads from the address.
import { DelayedSpinner } from '@hangar/ui';

export function PageLoading({ label }: { label: string }) {
  return <DelayedSpinner loading label={label} className="py-12" />;
}

/** A record id from the address: a positive 32-bit integer, else null. */
export function recordId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
