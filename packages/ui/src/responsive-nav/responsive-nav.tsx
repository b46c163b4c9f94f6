// ResponsiveNav: the blue site header and the parts that adapt to its breakpoints (title, links).
import { useSyncExternalStore } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import {
  atOrBelow,
  NAV_BREAKPOINTS,
  NAV_CSS,
  NavLayoutContext,
  useNavLayout,
  type NavBreakpoints,
} from './nav-layout';
import { useMediaQuery } from './use-media-query';

const subscribeNothing = () => () => {};

export type ResponsiveNavProps = React.ComponentProps<'header'> & NavBreakpoints;

/**
 * The airport site's blue header bar. It lays out its parts for the window's width: the NavButtonRow's labels
 * show only above `labelsAbove`, the row hides (and the NavTitle shows) at `hideRowAt` and below, and the
 * NavLinks stack at `stackAt` and below. Rendered on the server, it lays out with CSS at the default
 * breakpoints until the window is known.
 */
export function ResponsiveNav({
  labelsAbove = NAV_BREAKPOINTS.labelsAbove,
  hideRowAt = NAV_BREAKPOINTS.hideRowAt,
  stackAt = NAV_BREAKPOINTS.stackAt,
  className,
  ...props
}: ResponsiveNavProps) {
  const labelsVisible = !useMediaQuery(atOrBelow(labelsAbove));
  const rowHidden = useMediaQuery(atOrBelow(hideRowAt));
  const stacked = useMediaQuery(atOrBelow(stackAt));
  // False on the server and while hydrating: the window is unknown, CSS lays the header out (default
  // breakpoints only; CSS classes cannot follow breakpoints given as props).
  const measured = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const byCss =
    !measured &&
    labelsAbove === NAV_BREAKPOINTS.labelsAbove &&
    hideRowAt === NAV_BREAKPOINTS.hideRowAt &&
    stackAt === NAV_BREAKPOINTS.stackAt;
  return (
    <NavLayoutContext value={{ labelsVisible, rowHidden, stacked, byCss }}>
      <header
        data-slot="responsive-nav"
        data-labels={byCss ? undefined : labelsVisible ? 'visible' : 'hidden'}
        data-row={byCss ? undefined : rowHidden ? 'hidden' : 'visible'}
        data-stacked={(!byCss && stacked) || undefined}
        className={cn(
          'flex min-h-14 items-center gap-3 bg-header px-3 py-2 text-header-foreground',
          byCss ? NAV_CSS.stackedHeader : stacked && 'flex-col items-start gap-2',
          className,
        )}
        {...props}
      />
    </NavLayoutContext>
  );
}

/** The site title; it appears only while the button row is hidden (narrow windows). */
export function NavTitle({ className, ...props }: React.ComponentProps<'span'>) {
  const { rowHidden, byCss } = useNavLayout();
  if (!rowHidden && !byCss) return null;
  return (
    <span
      data-slot="nav-title"
      className={cn('text-lg font-semibold', byCss && NAV_CSS.titleHidden, className)}
      {...props}
    />
  );
}

/** A group of header links (logo, title, secondary links) that stacks vertically on the narrowest windows. */
export function NavLinks({ className, ...props }: React.ComponentProps<'div'>) {
  const { stacked, byCss } = useNavLayout();
  return (
    <div
      data-slot="nav-links"
      data-stacked={(!byCss && stacked) || undefined}
      className={cn(
        'flex items-center gap-3',
        byCss ? NAV_CSS.stackedLinks : stacked && 'flex-col items-start gap-1',
        className,
      )}
      {...props}
    />
  );
}
