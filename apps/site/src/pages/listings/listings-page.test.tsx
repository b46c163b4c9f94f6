// The listings page against a real HTTP server answering like GET /api/listings: loading, cards, empty, error.
import type { Listing } from '@hangar/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListingsView } from './listings-page';

const H3: Listing = {
  unitID: 3,
  unitNumber: 'H-3',
  propertyName: 'Hicks Airfield Hangars',
  place: 'Fort Worth, TX',
  type: 't-hangar',
  squareFeet: 1050,
  doorWidthFt: 41,
  doorHeightFt: 12,
  monthlyRentCents: 34500,
  dateAvailable: null,
  listingText: 'End-row T-hangar next to the self-serve fuel.',
  cardImageUrl: '/api/image/7?v=abc',
  cardImageAlt: 'T-hangar H-3, 41 × 12 ft door',
  contactLine: 'Call Hicks Airfield Hangars, (817) 555-0140',
  contactEmail: 'office@alpha.example',
  contactPhone: '(817) 555-0140',
  companyName: 'Alpha Hangar Management',
};

let server: Server;
let base = '';
/** What the stand-in API answers next: the listings (all on one page, else `pageSize` a page), or a status to fail with. */
let answer: { items: Listing[]; pageSize?: number; failPage?: number } | { status: number } = { items: [] };
/** The URLs the stand-in was asked for. */
let asked: string[] = [];
let hold: Promise<void> | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      await hold;
      res.setHeader('content-type', 'application/json');
      asked.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const page = Number(url.searchParams.get('page') ?? '1');
      if (url.pathname !== '/api/listings' || [...url.searchParams.keys()].some((k) => k !== 'page')) {
        res.statusCode = 404;
        return res.end('{"success":false,"error":"No such endpoint"}');
      }
      if ('status' in answer) {
        res.statusCode = answer.status;
        return res.end('{"success":false,"error":"Server error"}');
      }
      if (answer.failPage === page) {
        res.statusCode = 503;
        return res.end('{"success":false,"error":"Service unavailable"}');
      }
      const size = answer.pageSize ?? Math.max(1, answer.items.length);
      res.end(
        JSON.stringify({
          success: true,
          data: {
            items: answer.items.slice((page - 1) * size, page * size),
            generatedUtc: new Date().toISOString(),
            page,
            pageCount: Math.max(1, Math.ceil(answer.items.length / size)),
            total: answer.items.length,
          },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answer = { items: [] };
  asked = [];
  hold = null;
});

/** A fresh SWR cache per render, so each test asks the server. */
const show = (framed = false) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ListingsView framed={framed} baseUrl={base} />
    </SWRConfig>,
  );

describe('ListingsView', () => {
  it('shows a loading state, then a card per listing with its image, facts and contact', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    answer = { items: [H3, { ...H3, unitID: 4, unitNumber: 'H-7', cardImageUrl: null, cardImageAlt: '' }] };
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading listings');
    release();
    const card = await screen.findByRole('article', { name: 'H-3 · Hicks Airfield Hangars' });
    const image = within(card).getByRole('img', { name: 'T-hangar H-3, 41 × 12 ft door' });
    expect(image).toHaveAttribute('src', `${base}/api/image/7?v=abc`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('T-hangar · Fort Worth, TX')).toBeInTheDocument();
    expect(within(card).getByText('41 × 12 ft')).toBeInTheDocument();
    expect(within(card).getByText('$345/mo', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Available now')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call (817) 555-0140' })).toHaveAttribute(
      'href',
      'tel:+18175550140',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Hangars for rent' })).toBeInTheDocument();
  });

  it('says so when nothing is listed', async () => {
    show();
    expect(
      await screen.findByRole('heading', { name: 'No hangars are listed right now' }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the listings', async () => {
    answer = { status: 500 };
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The listings could not be loaded');
    answer = { items: [H3] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'H-3 · Hicks Airfield Hangars' })).toBeInTheDocument();
  });

  it('shows the error, not broken cards, when the answer is not a listings answer', async () => {
    // A listing without its unit type: the API's contract broken (an older or a foreign server, say).
    const { type: _type, ...untyped } = H3;
    answer = { items: [untyped as Listing] };
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers the full page only inside the frame', async () => {
    show(true);
    expect(await screen.findByRole('button', { name: 'Open the full page' })).toBeInTheDocument();
  });

  it('shows the listings a page at a time: "Show more" brings the next page and moves focus to its first card', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...H3, unitID: 10 + i, unitNumber: `H-${10 + i}` }));
    answer = { items: many, pageSize: 2 };
    show();
    await screen.findByRole('article', { name: 'H-11 · Hicks Airfield Hangars' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 5 listings')).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Show more listings' }));
    const third = await screen.findByRole('article', { name: 'H-12 · Hicks Airfield Hangars' });
    await waitFor(() => expect(third).toHaveFocus());
    expect(screen.getByText('Showing 4 of 5 listings')).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Show more listings' }));
    await screen.findByRole('article', { name: 'H-14 · Hicks Airfield Hangars' });
    // Every listing reached, once; nothing more to ask for.
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 5 listings')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Show more listings' })).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/listings', '/api/listings?page=2', '/api/listings?page=3']);
  });

  it('keeps the cards shown when the next page fails, says so, and asks again on the button', async () => {
    const many = Array.from({ length: 3 }, (_, i) => ({ ...H3, unitID: 10 + i, unitNumber: `H-${10 + i}` }));
    answer = { items: many, pageSize: 2, failPage: 2 };
    show();
    await screen.findByRole('article', { name: 'H-11 · Hicks Airfield Hangars' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more listings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More listings could not be loaded');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    answer = { items: many, pageSize: 2 };
    fireEvent.click(screen.getByRole('button', { name: 'Show more listings' }));
    expect(await screen.findByRole('article', { name: 'H-12 · Hicks Airfield Hangars' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
