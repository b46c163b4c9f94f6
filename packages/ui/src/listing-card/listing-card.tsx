// ListingCard: one rental unit offered to the public (a hangar, a tie-down, an office), and ListingList, the
// cards of a listings page with its loading, empty and error states. Works from a 390 px side frame up.
import { AlertCircle, Mail, Phone, Warehouse } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type * as React from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import {
  availability,
  contactLinks,
  formatDoor,
  formatMonthlyRent,
  formatSquareFeet,
  localToday,
} from './listing-rules';

/** What a card shows; the page maps its API answer to this (the type's label, the image's URL). */
export type ListingCardData = {
  unitNumber: string;
  propertyName: string;
  /** "Fort Worth, TX", or null. */
  place: string | null;
  /** "T-hangar", "Box hangar", … */
  typeLabel: string;
  squareFeet: number | null;
  doorWidthFt: number | null;
  doorHeightFt: number | null;
  monthlyRentCents: number | null;
  /** `YYYY-MM-DD`, or null when available now. */
  dateAvailable: string | null;
  listingText: string;
  imageUrl: string | null;
  imageAlt: string;
  contactLine: string;
  contactPhone: string | null;
  contactEmail: string | null;
  /** Where to join the company's waiting list for this kind of unit ("Join the waiting list"); none without. */
  waitlistHref?: string | null;
};

/** The card image's shape (3:2): its box is reserved before the image loads, so nothing moves. */
export const LISTING_IMAGE_WIDTH = 960;
export const LISTING_IMAGE_HEIGHT = 640;

export type ListingCardProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  listing: ListingCardData;
  /** The visitor's `YYYY-MM-DD` (defaults to today), for "Available now". */
  today?: string;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * One rental unit offered to the public (a hangar, a tie-down, an office) on the listings page: its image,
 * type, size, door, rent, availability, text and how to ask about it. Give it a `ListingCardData` (the page
 * maps the API's answer to it) and a `headingLevel` that fits the page's outline; ListingList lays out
 * several with the loading, empty and error states.
 */
export function ListingCard({ listing, today, headingLevel = 2, className, ...props }: ListingCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rent = formatMonthlyRent(listing.monthlyRentCents);
  const available = availability(listing.dateAvailable, today ?? localToday());
  const facts = [
    { term: 'Size', value: formatSquareFeet(listing.squareFeet) },
    { term: 'Door', value: formatDoor(listing.doorWidthFt, listing.doorHeightFt) },
  ].filter((f): f is { term: string; value: string } => Boolean(f.value));
  const links = contactLinks(
    listing.contactPhone,
    listing.contactEmail,
    `${listing.typeLabel} ${listing.unitNumber}, ${listing.propertyName}`,
  );
  return (
    <article
      data-slot="listing-card"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      {listing.imageUrl ? (
        <img
          data-slot="listing-card-image"
          src={listing.imageUrl}
          alt={listing.imageAlt}
          width={LISTING_IMAGE_WIDTH}
          height={LISTING_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full bg-muted object-cover"
        />
      ) : (
        <div
          data-slot="listing-card-image"
          data-state="none"
          aria-hidden="true"
          className="flex aspect-[3/2] w-full items-center justify-center bg-muted text-muted-foreground [&_svg]:size-12"
        >
          <Warehouse />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading id={headingId} className="text-lg leading-tight font-semibold">
              {listing.unitNumber} · {listing.propertyName}
            </Heading>
            <p className="text-sm text-muted-foreground">
              {listing.typeLabel}
              {listing.place ? ` · ${listing.place}` : ''}
            </p>
            <Badge
              data-slot="listing-card-available"
              data-state={listing.dateAvailable && available !== 'Available now' ? 'later' : 'now'}
              variant={available === 'Available now' ? 'success' : 'outline'}
              className="mt-1.5"
            >
              {available}
            </Badge>
          </div>
          {rent && (
            <p data-slot="listing-card-rent" className="shrink-0 text-lg font-semibold">
              <span className="sr-only">Rent </span>
              {rent}
            </p>
          )}
        </div>
        <dl data-slot="listing-card-facts" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {facts.map((f) => (
            <div key={f.term} className="flex min-w-0 flex-col">
              <dt className="text-xs text-muted-foreground">{f.term}</dt>
              <dd className="font-medium">{f.value}</dd>
            </div>
          ))}
        </dl>
        {listing.listingText && <p className="text-sm whitespace-pre-line">{listing.listingText}</p>}
        <div data-slot="listing-card-contact" className="mt-auto flex flex-col gap-2 border-t pt-3">
          <p className="text-sm">{listing.contactLine}</p>
          {links.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {links.map((link, i) => (
                <Button
                  key={link.href}
                  asChild
                  size="sm"
                  variant={i === 0 ? 'default' : 'outline'}
                  className="max-w-full"
                >
                  <a href={link.href} aria-describedby={headingId}>
                    {link.kind === 'phone' ? <Phone aria-hidden="true" /> : <Mail aria-hidden="true" />}
                    <span className="truncate">{link.label}</span>
                  </a>
                </Button>
              ))}
            </div>
          )}
          {listing.waitlistHref && (
            <a
              data-slot="listing-card-waitlist"
              href={listing.waitlistHref}
              aria-describedby={headingId}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
            >
              Join the waiting list
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

export type ListingListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** `loading` before the first answer; `error` when it failed (with `onRetry`). */
  status: 'loading' | 'ready' | 'error';
  listings: ListingCardData[];
  today?: string;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: React.ReactNode;
  errorTitle?: string;
  headingLevel?: 2 | 3;
  /**
   * How many listings there are in all, when the list shows them a page at a time: the list says how many it
   * shows of them, and while some are not shown offers to show more (`onLoadMore`).
   */
  total?: number;
  /** Asks for the next page; once its cards arrive, focus moves to the first of them. */
  onLoadMore?: () => void;
  /** The next page is on its way. */
  loadingMore?: boolean;
  /** The next page could not be loaded: said under the list; the button asks again. */
  loadMoreFailed?: boolean;
};

/** The cards in one column in a narrow frame, in several on a wide page (each at least 300 px). */
export function ListingList({
  status,
  listings,
  today,
  onRetry,
  emptyTitle = 'No hangars are listed right now',
  emptyDescription,
  errorTitle = 'The listings could not be loaded',
  headingLevel = 2,
  total,
  onLoadMore,
  loadingMore = false,
  loadMoreFailed = false,
  className,
  ...props
}: ListingListProps) {
  const list = useRef<HTMLUListElement>(null);
  /** The index of the first card of the page asked for by the button, until it arrives. */
  const focusFrom = useRef<number | null>(null);
  const shown = listings.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    list.current?.children[from]?.querySelector<HTMLElement>('article')?.focus();
  }, [shown]);
  const grid = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,300px),1fr))] gap-4';
  if (status === 'loading') {
    return (
      <div
        data-slot="listing-list"
        data-state="loading"
        aria-busy="true"
        className={cn(grid, className)}
        {...props}
      >
        <span className="sr-only" role="status">
          Loading listings
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col overflow-hidden rounded-lg border">
            <Skeleton className="aspect-[3/2] w-full rounded-none" />
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-16 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div data-slot="listing-list" data-state="error" role="alert" className={className} {...props}>
        <EmptyState
          icon={<AlertCircle />}
          title={errorTitle}
          titleAs={headingLevel === 2 ? 'h2' : 'h3'}
          description="Check your connection and try again."
          action={onRetry && <Button onClick={onRetry}>Try again</Button>}
        />
      </div>
    );
  }
  if (!listings.length) {
    return (
      <div data-slot="listing-list" data-state="empty" className={className} {...props}>
        <EmptyState
          icon={<Warehouse />}
          title={emptyTitle}
          titleAs={headingLevel === 2 ? 'h2' : 'h3'}
          description={emptyDescription}
        />
      </div>
    );
  }
  const paged = total !== undefined;
  const more = paged && shown < total && onLoadMore !== undefined;
  return (
    <div
      data-slot="listing-list"
      data-state="ready"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <ul ref={list} className={grid} aria-label="Listings">
        {listings.map((listing) => (
          <li key={`${listing.propertyName}/${listing.unitNumber}`} className="flex">
            {/* Focusable by script only: where focus goes when the button brings more. */}
            <ListingCard
              listing={listing}
              today={today}
              headingLevel={headingLevel}
              tabIndex={-1}
              className="w-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
          </li>
        ))}
      </ul>
      {paged && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" role="status">
            Showing {shown} of {total} {total === 1 ? 'listing' : 'listings'}
          </p>
          {loadMoreFailed && (
            <p className="text-sm text-destructive" role="alert">
              More listings could not be loaded. Check your connection and try again.
            </p>
          )}
          {more && (
            <Button
              variant="outline"
              // Not disabled while loading: focus stays on it, and a second press asks nothing more.
              aria-disabled={loadingMore || undefined}
              onClick={() => {
                if (loadingMore) return;
                focusFrom.current = shown;
                onLoadMore();
              }}
            >
              {loadingMore ? 'Loading more listings…' : 'Show more listings'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
