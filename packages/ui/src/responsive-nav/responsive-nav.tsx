// ResponsiveNav: the blue site header and the parts that adapt to its breakpoints (title, links).
import type * as React from 'react';
import { cn } from '../lib/cn';
import {
  atOrBelow,
  NAV_BREAKPOINTS,
  NavLayoutContext,
  useNavLayout,
  type NavBreakpoints,
} from './nav-layout';
import { useMediaQuery } from './use-media-query';

export type ResponsiveNavProps = React.ComponentProps<'header'> & NavBreakpoints;

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
  return (
    <NavLayoutContext value={{ labelsVisible, rowHidden, stacked }}>
      <header
        data-slot="responsive-nav"
        data-labels={labelsVisible ? 'visible' : 'hidden'}
        data-row={rowHidden ? 'hidden' : 'visible'}
        data-stacked={stacked || undefined}
        className={cn(
          'flex min-h-14 items-center gap-3 bg-header px-3 py-2 text-header-foreground',
          stacked && 'flex-col items-start gap-2',
          className,
        )}
        {...props}
      />
    </NavLayoutContext>
  );
}

/** The site title; it appears only while the button row is hidden (narrow windows). */
export function NavTitle({ className, ...props }: React.ComponentProps<'span'>) {
  const { rowHidden } = useNavLayout();
  if (!rowHidden) return null;
  return <span data-slot="nav-title" className={cn('text-lg font-semibold', className)} {...props} />;
}

/** A group of header links (logo, title, secondary links) that stacks vertically on the narrowest windows. */
export function NavLinks({ className, ...props }: React.ComponentProps<'div'>) {
  const { stacked } = useNavLayout();
  return (
    <div
      data-slot="nav-links"
      data-stacked={stacked || undefined}
      className={cn('flex items-center gap-3', stacked && 'flex-col items-start gap-1', className)}
      {...props}
    />
  );
}
