// Card: a bordered surface grouping related content, with header, title, description, content and footer parts.
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * A bordered surface that groups the content of one subject (a hangar, a METAR, a settings block). Compose it
 * from CardHeader, CardTitle (`asChild` makes it the heading the page's outline needs), CardDescription,
 * CardContent and CardFooter; every part takes the attributes of its element.
 */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-6 rounded-lg border bg-card py-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Render the single child (an h2, say) instead of an h3, so the title fits the page's heading outline. */
  asChild?: boolean;
};

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : 'h3';
  return <Comp data-slot="card-title" className={cn('leading-none font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-6', className)} {...props} />;
}
