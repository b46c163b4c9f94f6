// PageHeader: a management page's breadcrumb, h1 title, description and actions; Breadcrumb on its own too.
import { ChevronRight } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn';

export type BreadcrumbItem = {
  label: React.ReactNode;
  /** Where the crumb leads; the last crumb (the current page) may leave it out. */
  href?: string;
};

/** What `renderLink` receives: spread it onto a router link (`to={href}`) or an anchor. */
export type BreadcrumbLinkProps = {
  href: string;
  className: string;
  children: React.ReactNode;
  'aria-current'?: 'page';
  'data-slot': string;
};

export type BreadcrumbProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** From the top of the site down to the current page, which is last. */
  items: readonly BreadcrumbItem[];
  /** Renders each link, so an app can use its router's Link; defaults to a plain anchor. */
  renderLink?: (props: BreadcrumbLinkProps) => React.ReactNode;
};

const defaultLink = ({ children, ...props }: BreadcrumbLinkProps) => <a {...props}>{children}</a>;

export function Breadcrumb({
  items,
  renderLink = defaultLink,
  className,
  'aria-label': ariaLabel = 'Breadcrumb',
  ...props
}: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label={ariaLabel} className={className} {...props}>
      <ol
        data-slot="breadcrumb-list"
        className="flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground"
      >
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li
              // Crumbs are a fixed path, never reordered, so their position is a stable key.
              key={index}
              data-slot="breadcrumb-item"
              className="inline-flex items-center gap-1.5"
            >
              {index > 0 && (
                <ChevronRight data-slot="breadcrumb-separator" aria-hidden="true" className="size-3.5" />
              )}
              {item.href ? (
                renderLink({
                  href: item.href,
                  className: cn(
                    'rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring',
                    current && 'font-medium text-foreground',
                  ),
                  children: item.label,
                  'aria-current': current ? 'page' : undefined,
                  'data-slot': 'breadcrumb-link',
                })
              ) : (
                <span
                  data-slot="breadcrumb-page"
                  aria-current={current ? 'page' : undefined}
                  className={cn(current && 'font-medium text-foreground')}
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The page's one h1. */
  title: React.ReactNode;
  description?: React.ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Renders the breadcrumb links, so an app can use its router's Link. */
  renderLink?: BreadcrumbProps['renderLink'];
  /** Buttons or links for the page ("Add lease"); beside the title when there is room, under it when not. */
  actions?: React.ReactNode;
};

/**
 * The top of a management page: the breadcrumb (`breadcrumbs`, drawn through `renderLink` for router links),
 * the page's one h1 (`title`), a `description` and the page's `actions` ("Add lease"). One per page.
 *
 * A div, not a <header>: outside sectioning content a header is the page's banner landmark, which the app's
 * own top bar already is. It lays out by its own width (a container query), so it also fits a side panel.
 */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  renderLink,
  actions,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('@container grid gap-3', className)} {...props}>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumb items={breadcrumbs} renderLink={renderLink} />}
      <div
        data-slot="page-header-body"
        className="flex flex-col gap-4 @xl:flex-row @xl:items-start @xl:justify-between"
      >
        <div data-slot="page-header-text" className="grid min-w-0 gap-1">
          <h1 data-slot="page-header-title" className="text-2xl font-semibold tracking-tight break-words">
            {title}
          </h1>
          {description && (
            <p data-slot="page-header-description" className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        {actions && (
          <div data-slot="page-header-actions" className="flex shrink-0 flex-wrap items-center gap-2">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
