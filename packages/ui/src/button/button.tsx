// Button: the design system's one clickable action, in six variants and four sizes.
import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-destructive/30 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 gap-1.5 rounded-md px-3',
        lg: 'h-10 rounded-md px-6',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (a link, say) with the button's styling instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and announces the busy state to screen readers. */
    loading?: boolean;
    /** What a screen reader hears while `loading`; defaults to 'Loading'. */
    loadingLabel?: string;
  };

/**
 * The clickable action of forms, dialogs and toolbars. `variant` sets its weight (`default` for the main
 * action, `secondary`, `outline` or `ghost` for the others, `destructive` for deleting, `link` for an action
 * in text) and `loading` shows that its work runs (disabled, with a spinner and a screen-reader status).
 * `asChild` styles a link or a router link as a button; for a button showing only an icon use IconButton.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel = 'Loading',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, className }));
  if (asChild) {
    return (
      <Slot.Root data-slot="button" data-variant={variant ?? 'default'} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-state={loading ? 'loading' : undefined}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 data-slot="button-spinner" aria-hidden="true" className="animate-spin" />}
      {children}
      <span data-slot="button-status" role="status" className="sr-only">
        {loading ? loadingLabel : ''}
      </span>
    </button>
  );
}
