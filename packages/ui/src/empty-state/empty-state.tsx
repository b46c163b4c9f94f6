// EmptyState: what a list or page shows when it has nothing: an icon, a title, a description and an action.
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const emptyStateVariants = cva('flex flex-col items-center justify-center text-center', {
  variants: {
    size: {
      default: 'gap-3 px-6 py-12',
      sm: 'gap-2 px-4 py-8',
    },
  },
  defaultVariants: { size: 'default' },
});

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** A lucide icon element (`<Inbox />`); decorative, so it is hidden from assistive technology. */
    icon?: React.ReactNode;
    title: React.ReactNode;
    description?: React.ReactNode;
    /** A button or link that gets the user out of the empty state ("Add a lease"). */
    action?: React.ReactNode;
    /** The title's element, so it fits the page's heading outline; 'p' where a heading would be noise (a table cell). */
    titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  };

/**
 * What a list, a table or a page shows when it has nothing to show, so the user knows why and what to do
 * next: a title, an optional decorative icon and description, and an `action` ("Add a lease"). Set `titleAs`
 * to fit the page's heading outline ('p' inside a table cell), and `size="sm"` in tight places.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h3',
  size,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-size={size ?? 'default'}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <Title data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </Title>
      {description && (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap items-center justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}
