import { Access } from '@hangar/contracts';
import { createSystemOperationsProvider } from '@hangar/management-forms/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../shell/render-in-shell';
import { Component as ActionsPage } from './actions-page';
import { errorLogEntry, errorLogList } from './error-log-pages';
import { Component as ValuesPage } from './system-values-page';

const routes: RouteObject[] = [
  { path: '/systemadmin/systemvalues', element: <ValuesPage /> },
  { path: '/systemadmin/errorlog', element: <errorLogList.Component /> },
  { path: '/systemadmin/errorlog/:entryId', element: <errorLogEntry.Component /> },
  { path: '/systemadmin/actions', element: <ActionsPage /> },
];

describe('the system operations pages', () => {
  it('shows the system values with their controls', async () => {
    renderInShell(routes, '/systemadmin/systemvalues', createSystemOperationsProvider());
    expect(await screen.findByRole('switch', { name: /New registration available/ })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'System values' })).toBeInTheDocument();
  });

  it('opens an error from the log, deletes it and goes back to the list', async () => {
    const provider = createSystemOperationsProvider();
    const router = renderInShell(routes, '/systemadmin/errorlog', provider);
    await screen.findByText(/Query failed/);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/systemadmin/errorlog/14');
    await router.navigate('/systemadmin/errorlog/14');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this error' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemadmin/errorlog'));
    expect(provider.data.errors.some((e) => e.id === 14)).toBe(false);
  });

  it('offers no deleting to a viewer of the error log, and a bad id goes back to the list', async () => {
    const router = renderInShell(
      routes,
      '/systemadmin/errorlog/13',
      createSystemOperationsProvider(),
      Access.View,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Error 13' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete this error' })).toBeNull();
    await router.navigate('/systemadmin/errorlog/x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemadmin/errorlog'));
    expect(screen.queryByRole('button', { name: 'Delete older errors' })).toBeNull();
  });

  it('lists the jobs with Run now', async () => {
    renderInShell(routes, '/systemadmin/actions', createSystemOperationsProvider());
    expect(
      await screen.findByRole('heading', { name: 'Purge old sessions, activity and errors' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Run now' })).toHaveLength(4);
  });
});
