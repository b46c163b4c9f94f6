import { createLedgerReportProvider } from '@hangar/management-forms/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../shell/render-in-shell';
import { Component as ReceivablesPage } from './receivables-page';
import { Component as RentRollPage } from './rent-roll-page';

const routes: RouteObject[] = [
  { path: '/rentroll/:id', element: <RentRollPage /> },
  { path: '/receivables/:id', element: <ReceivablesPage /> },
];

function renderAt(url: string, companyId = 1) {
  const provider = createLedgerReportProvider({ companyId });
  const fetched: string[] = [];
  const fetchFile = provider.fetchFile!.bind(provider);
  provider.fetchFile = (u: string) => {
    fetched.push(u);
    return fetchFile(u);
  };
  renderInShell(routes, url, provider);
  return { fetched };
}

describe('the money report pages', () => {
  it('shows the rent roll with vacant units and totals, and downloads its CSV', async () => {
    const { fetched } = renderAt('/rentroll/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rent roll' })).toBeInTheDocument();
    const total = await screen.findByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('4 of 5 units leased');
    expect(screen.getByRole('row', { name: /H-3/ })).toHaveTextContent('Vacant');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(fetched[0]).toMatch(/^\/api\/RentRoll\/1\?asOf=\d{4}-\d{2}-\d{2}&format=csv$/);
  });

  it('shows the receivables and, below, the collections of this month', async () => {
    renderAt('/receivables/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receivables' })).toBeInTheDocument();
    const aging = await screen.findByRole('region', { name: 'Receivables' });
    expect(await within(aging).findByRole('row', { name: /^Total/ })).toHaveTextContent('$3,250.00');
    const collections = screen.getByRole('region', { name: 'Collections' });
    expect(await within(collections).findByRole('row', { name: /^Total/ })).toHaveTextContent('$2,650.00');
    expect(within(collections).getAllByRole('button', { name: 'Download CSV' })).toHaveLength(1);
  });

  it('says so when the reports are refused', async () => {
    // The reports answer for company 2 only: the shell's company 1 is refused.
    renderAt('/rentroll/1', 2);
    expect(await screen.findByText('Not found')).toHaveAttribute('role', 'alert');
  });
});
