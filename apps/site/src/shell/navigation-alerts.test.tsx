import { createAlertMessageStore } from '@hangar/ui';
import { act } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { wireNavigationAlerts } from './navigation-alerts';

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/weather', element: null },
      { path: '/radar', lazy: async () => ({ element: null }) },
    ],
    {
      initialEntries: ['/'],
    },
  );
  const store = createAlertMessageStore();
  wireNavigationAlerts(router, store);
  return { router, store };
}

describe('wireNavigationAlerts', () => {
  it('clears the pending alert when a navigation starts', async () => {
    const { router, store } = setup();
    store.set('Saved');
    await act(() => router.navigate('/weather'));
    expect(store.getSnapshot()).toBeNull();
  });

  it('keeps an alert marked for it through exactly one navigation, lazy routes included', async () => {
    const { router, store } = setup();
    store.set('Lease saved', { keepAfterNavigation: true });
    await act(() => router.navigate('/radar'));
    expect(store.getSnapshot()?.message).toBe('Lease saved');
    await act(() => router.navigate('/weather'));
    expect(store.getSnapshot()).toBeNull();
  });
});
