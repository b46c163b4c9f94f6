import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListingCard, ListingList, type ListingCardData } from './listing-card';

/** A drawn hangar front (inline, so the stories need no network and no file). */
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="960" height="640" fill="#9cc3e6"/><rect y="540" width="960" height="100" fill="#8f9a8a"/><polygon points="120,250 480,150 840,250 840,540 120,540" fill="#c9ced4"/><rect x="220" y="300" width="520" height="240" fill="#7b8794"/></svg>',
)}`;

const TODAY = '2026-11-23';

const H3: ListingCardData = {
  unitNumber: 'H-3',
  propertyName: 'Hicks Airfield Hangars',
  place: 'Fort Worth, TX',
  typeLabel: 'T-hangar',
  squareFeet: 1050,
  doorWidthFt: 41,
  doorHeightFt: 12,
  monthlyRentCents: 34500,
  dateAvailable: null,
  listingText:
    'End-row T-hangar next to the self-serve fuel. Bi-fold door with electric opener, sealed concrete floor, LED lights and a 110 V outlet.',
  imageUrl: IMAGE,
  imageAlt: 'T-hangar H-3, 41 × 12 ft door',
  contactLine: 'Call Hicks Airfield Hangars, (817) 555-0140',
  contactPhone: '(817) 555-0140',
  contactEmail: 'office@alpha.example',
  waitlistHref: '/waitlist/apply?unit=3&type=t-hangar',
};
const B2: ListingCardData = {
  ...H3,
  unitNumber: 'B-2',
  typeLabel: 'Box hangar',
  squareFeet: 2500,
  doorWidthFt: 50,
  doorHeightFt: 16,
  monthlyRentCents: 145000,
  dateAvailable: '2026-12-23',
  listingText: 'Heated 50 × 50 ft box hangar with a 50 × 16 ft hydraulic door and 3-phase power.',
  imageAlt: 'Box hangar B-2, 50 × 16 ft door',
};
const O2: ListingCardData = {
  ...H3,
  // An office: not a hangar, so no waiting list (the site offers one for hangar types only).
  waitlistHref: null,
  unitNumber: 'O-2',
  typeLabel: 'Office',
  squareFeet: 300,
  doorWidthFt: null,
  doorHeightFt: null,
  monthlyRentCents: 60000,
  listingText: 'Office in the terminal building with a window on the ramp.',
  imageUrl: null,
  imageAlt: '',
  contactLine: 'Alpha Hangar Management · office@alpha.example',
  contactPhone: null,
};

const cardMeta = {
  title: 'UI/ListingCard',
  component: ListingCard,
  args: { listing: H3, today: TODAY },
  // The side frame of the airport site is 390 px wide.
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingCard>;
export default cardMeta;
type Story = StoryObj<typeof cardMeta>;

export const Hangar: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'H-3 · Hicks Airfield Hangars' });
    const image = within(card).getByRole('img', { name: 'T-hangar H-3, 41 × 12 ft door' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '640');
    await expect(within(card).getByText('$345/mo')).toBeVisible();
    await expect(within(card).getByText('41 × 12 ft')).toBeVisible();
    await expect(within(card).getByText('1,050 sq ft')).toBeVisible();
    await expect(within(card).getByText('Available now')).toBeVisible();
    // Keyboard: the call button first, then the e-mail one.
    await userEvent.tab();
    const call = within(card).getByRole('link', { name: 'Call (817) 555-0140' });
    await expect(call).toHaveFocus();
    await expect(call).toHaveAttribute('href', 'tel:+18175550140');
    await userEvent.tab();
    await expect(within(card).getByRole('link', { name: 'E-mail office@alpha.example' })).toHaveFocus();
  },
};

export const AvailableLater: Story = {
  args: { listing: B2 },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Available Dec 23, 2026')).toBeVisible();
    await expect(canvas.getByText('$1,450/mo')).toBeVisible();
  },
};

export const NoImageNoPhone: Story = {
  args: { listing: O2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('Door')).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:office@alpha\.example\?subject=/),
    );
  },
};

const onRetry = fn();

/** The list at the side frame's width: loading, empty, error and ready. */
export const List: StoryObj<typeof ListingList> = {
  render: (args) => <ListingList {...args} />,
  args: { status: 'ready', listings: [B2, H3, O2], today: TODAY },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('list', { name: 'Listings' })).toBeVisible();
  },
};

export const ListLoading: StoryObj<typeof ListingList> = {
  render: (args) => <ListingList {...args} />,
  args: { status: 'loading', listings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading listings');
  },
};

export const ListEmpty: StoryObj<typeof ListingList> = {
  render: (args) => <ListingList {...args} />,
  args: { status: 'ready', listings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No hangars are listed right now' })).toBeVisible();
  },
};

export const ListError: StoryObj<typeof ListingList> = {
  render: (args) => <ListingList {...args} />,
  args: { status: 'error', listings: [], onRetry },
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The listings could not be loaded');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Full width: several cards a row. */
export const ListWide: StoryObj<typeof ListingList> = {
  render: (args) => <ListingList {...args} />,
  args: { status: 'ready', listings: [B2, H3, O2, { ...H3, unitNumber: 'H-7' }], today: TODAY },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    // Side by side, not stacked.
    await expect(Math.abs(a.top - b.top)).toBeLessThan(1);
  },
};

/** Five listings, two a page, as a page that asks the API for the next page when the button is pressed. */
function PagedList({ failNext = false }: { failNext?: boolean }) {
  const all = [B2, H3, O2, { ...H3, unitNumber: 'H-7' }, { ...B2, unitNumber: 'B-5' }];
  const [shown, setShown] = useState(2);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <ListingList
      status="ready"
      listings={all.slice(0, shown)}
      today={TODAY}
      total={all.length}
      loadingMore={loading}
      loadMoreFailed={failed}
      onLoadMore={() => {
        setLoading(true);
        setTimeout(() => {
          setLoading(false);
          if (failNext && !failed) setFailed(true);
          else {
            setFailed(false);
            setShown((n) => Math.min(all.length, n + 2));
          }
        }, 50);
      }}
    />
  );
}

/** A page at a time: the count shown, "Show more listings" by keyboard, focus on the first new card. */
export const ListPaged: StoryObj<typeof PagedList> = {
  render: () => <PagedList />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('Showing 2 of 5 listings')).toHaveAttribute('role', 'status');
    const button = canvas.getByRole('button', { name: 'Show more listings' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await waitFor(() => expect(canvas.getAllByRole('article')[2]).toHaveFocus());
    await expect(canvas.getByText('Showing 4 of 5 listings')).toBeVisible();
  },
};

export const ListPagedDark: StoryObj<typeof PagedList> = { ...ListPaged, globals: { theme: 'dark' } };

/** The next page on its way: the button says so and stays focusable. */
export const ListLoadingMore: StoryObj<typeof ListingList> = {
  render: (args) => <ListingList {...args} />,
  args: { status: 'ready', listings: [B2, H3], today: TODAY, total: 5, loadingMore: true, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Loading more listings…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The next page failed: said under the cards, which stay; the button asks again. */
export const ListLoadMoreFailed: StoryObj<typeof PagedList> = {
  render: () => <PagedList failNext />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more listings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('More listings could not be loaded');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more listings' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ListLoadMoreFailedDark: StoryObj<typeof PagedList> = {
  ...ListLoadMoreFailed,
  globals: { theme: 'dark' },
};
