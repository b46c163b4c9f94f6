import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';

function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  return (
    <>
      <nav>
        <Link to="/contacts">Contacts</Link>
        <Link to="/contacts?page=2">Next page</Link>
        <Link to="/search">Search</Link>
        <Link to="/slow">Slow</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

function SearchPage() {
  const input = useRef<HTMLInputElement>(null);
  // A page that places focus itself keeps it.
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Search</h1>
      <input ref={input} aria-label="Find" />
    </>
  );
}

function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Slow page</h1> : <p>Loading…</p>;
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'contacts', element: <h1>Contacts</h1> },
          { path: 'search', element: <SearchPage /> },
          { path: 'slow', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('focus after a page change', () => {
  it('leaves the first page of a visit alone, then starts each new page at its heading', async () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    const heading = screen.getByRole('heading', { name: 'Contacts' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus on the control for a change of the search only', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    const next = screen.getByRole('link', { name: 'Next page' });
    await userEvent.click(next);
    expect(next).toHaveFocus();
  });

  it('leaves focus where the page put it', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();
  });

  it('waits for a heading that comes after the page has loaded', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Slow page' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
