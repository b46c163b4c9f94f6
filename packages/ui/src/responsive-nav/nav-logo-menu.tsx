// NavLogoMenu and NavMenuItem: the header logo that opens the site menu (tooltip 'Click for menu').
import { DropdownMenu as DropdownMenuPrimitive, Slot } from 'radix-ui';
import type * as React from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
} from '../dropdown-menu';
import { cn } from '../lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip';

export type NavLogoMenuProps = {
  /** The logo (an <img>, an svg); decorative, the button is named by `label`. */
  logo: React.ReactNode;
  /** The button's accessible name. */
  label?: string;
  /** Shown on hover and focus. */
  tooltip?: string;
  /** NavMenuItem entries. */
  children: React.ReactNode;
  className?: string;
  /** Mount already open (a host that loads the menu on the visitor's first press, say). */
  defaultOpen?: boolean;
};

export function NavLogoMenu({
  logo,
  label = 'Site menu',
  tooltip = 'Click for menu',
  children,
  className,
  defaultOpen,
}: NavLogoMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <button
              type="button"
              data-slot="nav-logo-button"
              aria-label={label}
              className={cn(
                'inline-flex shrink-0 items-center rounded-md p-1 text-header-foreground outline-none hover:bg-header-foreground/15 focus-visible:ring-2 focus-visible:ring-header-foreground/70',
                className,
              )}
            >
              <span aria-hidden="true" className="contents">
                {logo}
              </span>
            </button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent side="bottom">{tooltip}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent data-slot="nav-menu" align="start" className="min-w-56">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export type NavMenuItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  /** Decorative icon before the text (lucide-react). */
  icon?: React.ReactNode;
};

/** A menu entry with an icon; `asChild` renders a router link as the entry. */
export function NavMenuItem({ icon, asChild = false, className, children, ...props }: NavMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="nav-menu-item"
      asChild={asChild}
      className={cn(dropdownMenuItemVariants(), className)}
      {...props}
    >
      {icon && (
        <span data-slot="nav-menu-item-icon" aria-hidden="true" className="flex">
          {icon}
        </span>
      )}
      {/* Slottable: with asChild the link becomes the item and the icon goes inside it, before its text. */}
      {asChild ? <Slot.Slottable>{children}</Slot.Slottable> : children}
    </DropdownMenuPrimitive.Item>
  );
}
