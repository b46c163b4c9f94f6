// FlightCategoryBadge: VFR, MVFR, IFR or LIFR in the colour pilots know, the letters always beside the colour.
import type { FlightCategory } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import type * as React from 'react';

/** What each category means, for the badge's title and screen readers. */
export const FLIGHT_CATEGORY_WORDS: Record<FlightCategory, string> = {
  VFR: 'visual flight rules',
  MVFR: 'marginal visual flight rules',
  IFR: 'instrument flight rules',
  LIFR: 'low instrument flight rules',
};

const COLOURS: Record<FlightCategory, string> = {
  VFR: 'bg-vfr text-vfr-foreground',
  MVFR: 'bg-mvfr text-mvfr-foreground',
  IFR: 'bg-ifr text-ifr-foreground',
  LIFR: 'bg-lifr text-lifr-foreground',
};

/** Worst first: the order minimums compare in. */
export const FLIGHT_CATEGORIES: readonly FlightCategory[] = ['LIFR', 'IFR', 'MVFR', 'VFR'];

/** True when `category` is as good as `minimum` or better (VFR is best). */
export function categoryAtLeast(category: FlightCategory, minimum: FlightCategory): boolean {
  return FLIGHT_CATEGORIES.indexOf(category) >= FLIGHT_CATEGORIES.indexOf(minimum);
}

export type FlightCategoryBadgeProps = React.ComponentProps<'span'> & {
  /** null or undefined: the report gives neither ceiling nor visibility. */
  category: FlightCategory | null | undefined;
  /** `sm` for a TAF period or a table cell. */
  size?: 'sm' | 'md';
};

/**
 * The flight category as a coloured badge with its letters (never colour alone), e.g. a green "VFR". Screen
 * readers hear "Flight category VFR". Without a category it says "no category" in muted text.
 */
export function FlightCategoryBadge({
  category,
  size = 'md',
  className,
  ...props
}: FlightCategoryBadgeProps) {
  const known = category ?? null;
  return (
    <span
      data-slot="flight-category"
      data-category={known ?? 'none'}
      title={
        known ? `${known}: ${FLIGHT_CATEGORY_WORDS[known]}` : 'No flight category: no ceiling or visibility'
      }
      className={cn(
        'inline-flex shrink-0 items-center rounded-md font-mono font-bold tracking-wide whitespace-nowrap',
        size === 'sm' ? 'px-1.5 py-0 text-xs leading-5' : 'px-2 py-0.5 text-sm',
        known ? COLOURS[known] : 'border border-dashed text-muted-foreground',
        className,
      )}
      {...props}
    >
      <span className="sr-only">Flight category </span>
      {known ?? 'no category'}
    </span>
  );
}
