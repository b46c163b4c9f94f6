// IconButton: a square button showing only an icon, with a required accessible label shown as a tooltip.
import type * as React from 'react';
import { Button, type ButtonProps } from '../button';
import { cn } from '../lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip';

const sizeClasses = { sm: 'size-8', default: 'size-9', lg: 'size-10' } as const;

export type IconButtonProps = Omit<
  ButtonProps,
  'aria-label' | 'aria-labelledby' | 'size' | 'asChild' | 'children'
> & {
  /** What the button does, in words: its accessible name and its tooltip. Required: an icon alone says nothing. */
  label: string;
  // Dashed JSX attributes escape Omit's checking, so forbid them explicitly: `label` must be the name.
  'aria-label'?: never;
  'aria-labelledby'?: never;
  /** The icon (decorative; the label names the button). */
  children: React.ReactNode;
  size?: keyof typeof sizeClasses;
  /** Show the label as a tooltip on hover and focus (default true). */
  showTooltip?: boolean;
  tooltipSide?: React.ComponentProps<typeof TooltipContent>['side'];
};

/**
 * A square button showing only an icon (close, edit, delete in a table row). `label` is required: it is the
 * button's accessible name and, unless `showTooltip` is false, its tooltip on hover and focus. It takes
 * Button's `variant` (ghost by default), `loading` and handlers.
 */
export function IconButton({
  label,
  children,
  size = 'default',
  showTooltip = true,
  tooltipSide,
  className,
  variant = 'ghost',
  ...props
}: IconButtonProps) {
  const button = (
    <Button
      data-slot="icon-button"
      size="icon"
      variant={variant}
      className={cn(sizeClasses[size], className)}
      {...props}
      aria-label={label}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </Button>
  );
  if (!showTooltip) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side={tooltipSide}>{label}</TooltipContent>
    </Tooltip>
  );
}
