// /listings: the public hangar listings, as the airport shell's side frame (390 px) and as a page of its own.
import {
  isListings,
  publicOperationRequest,
  unitTypeLabel,
  WAITLIST_TYPES,
  type Listing,
  type Listings,
} from '@hangar/contracts';
import { Button, ListingList, type ListingCardData } from '@hangar/ui';
import useSWRInfinite from 'swr/infinite';
import { resolveApiPath } from '../../api/request-client';
import { airport, apiBase } from '../../config';
import { usePageTitle } from '../page-title';
import { isFramed } from './framed';

/** How often an open page asks again (the API caches the answer for seconds, so this costs little). */
const REFRESH_MS = 60_000;

/** A path the API gives (`/api/…`) where the site sends it: the API base, then `baseUrl` (tests) before it. */
const apiUrl = (path: string, baseUrl: string) => `${baseUrl}${resolveApiPath(path, apiBase)}`;

async function fetchListings(url: string): Promise<Listings> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Listings answered ${res.status}`);
  const body = (await res.json()) as { success?: boolean; data?: unknown };
  if (!body.success) throw new Error('Listings answered a failure');
  // A hand-written check of listingsSchema's shape: this page is the airport face's side frame, and zod
  // would be the largest part of what it downloads.
  if (!isListings(body.data)) throw new Error('Listings answered an unexpected shape');
  return body.data;
}

export function toCardData(listing: Listing, baseUrl = ''): ListingCardData {
  return {
    unitNumber: listing.unitNumber,
    propertyName: listing.propertyName,
    place: listing.place,
    typeLabel: unitTypeLabel(listing.type),
    squareFeet: listing.squareFeet,
    doorWidthFt: listing.doorWidthFt,
    doorHeightFt: listing.doorHeightFt,
    monthlyRentCents: listing.monthlyRentCents,
    dateAvailable: listing.dateAvailable,
    listingText: listing.listingText,
    imageUrl: listing.cardImageUrl && apiUrl(listing.cardImageUrl, baseUrl),
    imageAlt: listing.cardImageAlt,
    contactLine: listing.contactLine,
    contactPhone: listing.contactPhone,
    contactEmail: listing.contactEmail,
    // The waiting lists are of hangars; an office or a shop is let from its listing alone.
    waitlistHref: WAITLIST_TYPES.includes(listing.type)
      ? waitlistApplyHref(listing.unitID, listing.type)
      : null,
  };
}

/** The waiting list's application page, for the company of a listed unit (and the kind the visitor came from). */
export const waitlistApplyHref = (unitID: number, type?: string) =>
  `/waitlist/apply?unit=${unitID}${type ? `&type=${encodeURIComponent(type)}` : ''}`;

export type ListingsViewProps = {
  /** True inside the airport shell's side frame: a compact heading, no page title. */
  framed: boolean;
  /** Origin of the API for tests; '' (the site's own) otherwise. */
  baseUrl?: string;
};

/** The URL of page `index + 1`, or null after the last page (the API says how many there are). */
const pageUrl = (baseUrl: string) => (index: number, previous: Listings | null) =>
  previous && previous.page >= previous.pageCount
    ? null
    : apiUrl(publicOperationRequest('listings', index ? { page: index + 1 } : {}).path, baseUrl);

export function ListingsView({ framed, baseUrl = '' }: ListingsViewProps) {
  // The API answers a page at a time; the pages shown so far are asked again together on refresh.
  const { data, error, isLoading, isValidating, mutate, size, setSize } = useSWRInfinite(
    pageUrl(baseUrl),
    fetchListings,
    {
      refreshInterval: REFRESH_MS,
      revalidateOnFocus: false,
      revalidateFirstPage: false,
    },
  );
  const pages = data ?? [];
  const last = pages.at(-1);
  const status = pages.length ? 'ready' : error && !isLoading ? 'error' : 'loading';
  // A page asked for by "Show more" and not there yet (or failed).
  const asking = pages.length > 0 && size > pages.length;
  // A listing that moved between two pages while they were asked for is shown once.
  const seen = new Set<number>();
  const listings = pages
    .flatMap((page) => page.items)
    .filter((l) => !seen.has(l.unitID) && Boolean(seen.add(l.unitID)));
  return (
    <div
      data-slot="listings-page"
      data-framed={framed || undefined}
      className={framed ? 'flex flex-col gap-3' : 'mx-auto flex max-w-6xl flex-col gap-4'}
    >
      <div>
        <h1 className={framed ? 'text-lg font-semibold' : 'text-2xl font-semibold'}>Hangars for rent</h1>
        <p className="text-sm text-muted-foreground">
          At {airport.name} ({airport.code}) and nearby; ask the manager named on each listing.
        </p>
        {framed && (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            // The shell hears only this frame's window, and only known paths (shell/listings-messages.ts).
            onClick={() =>
              window.parent.postMessage({ type: 'navigate', path: '/listings' }, window.location.origin)
            }
          >
            Open the full page
          </Button>
        )}
      </div>
      {listings[0] && (
        <p className="text-sm">
          No hangar that suits you?{' '}
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={waitlistApplyHref(listings[0].unitID)}
          >
            Join the waiting list
          </a>{' '}
          and hear first when one is free.
        </p>
      )}
      <ListingList
        status={status}
        listings={listings.map((l) => toCardData(l, baseUrl))}
        onRetry={() => void mutate()}
        emptyDescription="New listings appear here as soon as a hangar is free."
        total={last && last.pageCount > 1 ? last.total : undefined}
        onLoadMore={() => void (error && asking ? mutate() : setSize(pages.length + 1))}
        loadingMore={asking && !error && isValidating}
        loadMoreFailed={asking && Boolean(error)}
      />
    </div>
  );
}

export function ListingsPage() {
  const framed = isFramed();
  usePageTitle(framed ? null : 'Hangars for rent');
  return <ListingsView framed={framed} />;
}
