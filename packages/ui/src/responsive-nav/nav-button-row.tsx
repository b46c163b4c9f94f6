// NavButtonRow and NavButton: header destinations as icon buttons whose text shows only on wide windows.
import { cva } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { HoverTip } from '../hover-tip';
import { NAV_CSS, useNavLayout } from './nav-layout';

export const navButtonVariants = cva(
  "inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-header-foreground transition-colors outline-none hover:bg-header-foreground/15 focus-visible:ring-2 focus-visible:ring-header-foreground/70 aria-[current=page]:bg-header-foreground/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);

export type NavButtonRowProps = React.ComponentProps<'nav'> & {
  /** The navigation landmark's name. */
  label?: string;
};

/** The row of destination buttons; hidden at the ResponsiveNav's `hideRowAt` width and below. */
export function NavButtonRow({ label = 'Main', className, children, ...props }: NavButtonRowProps) {
  const { rowHidden, byCss } = useNavLayout();
  return (
    <nav
      data-slot="nav-button-row"
      aria-label={label}
      hidden={!byCss && rowHidden}
      className={cn('flex flex-wrap items-center gap-1', byCss && NAV_CSS.rowHidden, className)}
      {...props}
    >
      {children}
    </nav>
  );
}

export type NavButtonProps = React.ComponentProps<'button'> & {
  /** Decorative icon (lucide-react). */
  icon: React.ReactNode;
  /** The destination in words: visible text on wide windows, the accessible name and a tooltip otherwise. */
  label: string;
  /** Render the single child (a router link, say) with the button's look, icon and label. */
  asChild?: boolean;
};

export function NavButton({ icon, label, asChild = false, className, children, ...props }: NavButtonProps) {
  const { labelsVisible, byCss } = useNavLayout();
  const Comp = asChild ? Slot.Root : 'button';
  return (
    // Always wrapped, so a resize across the breakpoint does not remount the button and lose focus. The tip
    // is in place (no Radix Tooltip: the header is on every page a visitor loads); the label stays the name.
    <HoverTip tip={label} align="center" disabled={byCss || labelsVisible}>
      <Comp
        data-slot="nav-button"
        data-label={byCss ? undefined : labelsVisible ? 'visible' : 'hidden'}
        className={cn(navButtonVariants(), className)}
        {...(asChild ? {} : { type: 'button' as const })}
        {...props}
      >
        <span data-slot="nav-button-icon" aria-hidden="true" className="contents">
          {icon}
        </span>
        {asChild && <Slot.Slottable>{children}</Slot.Slottable>}
        {/* Visually hidden rather than removed: the text stays the accessible name. */}
        <span
          data-slot="nav-button-label"
          className={byCss ? NAV_CSS.labelsHidden : labelsVisible ? undefined : 'sr-only'}
        >
          {label}
        </span>
      </Comp>
    </HoverTip>
  );
}
